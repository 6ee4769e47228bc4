import type { Academy, Page } from "~/content/schemas";
import { imageSource } from "~/content/images";

/** The Academy page's data from its texts: what the route and the editor's preview draw. */
export function academyPageData({
  page,
  academy,
  brochure,
}: {
  page: Page;
  academy: Academy;
  /** The brochure's address and size (brochure.server.ts, read from the file when the site is built). */
  brochure: { href: string; sizeKb: number };
}) {
  return {
    page,
    academy: {
      ...academy,
      slides: academy.slides.map((slide) => ({ caption: slide.caption, image: imageSource(slide.image) })),
    },
    brochure,
  };
}

export type AcademyPageData = ReturnType<typeof academyPageData>;
