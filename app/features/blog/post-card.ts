import type { NewsCardItem } from "~/components/sections/news-card";
import type { Post } from "~/content/collections/posts";
import { imageSource, type ImageSource } from "~/content/images";
import { formatDate } from "~/lib/format";

/** A post as a news card shows it (home, the blog, related posts), date formatted here: loaders only. */
export function postCard({
  slug,
  title,
  date,
  category,
  description,
  image,
  imageAlt,
  imageDecorative,
}: Post): NewsCardItem & { images: ImageSource; imageAlt: string } {
  return {
    slug,
    title,
    date,
    dateLabel: formatDate(date),
    category,
    description,
    images: imageSource(image),
    imageAlt: pictureAlt({ imageAlt, imageDecorative }),
  };
}

/** A post picture's text alternative: its alt text, or "" when the editor marked it decorative. */
export const pictureAlt = ({ imageAlt, imageDecorative }: Pick<Post, "imageAlt" | "imageDecorative">) =>
  imageDecorative ? "" : (imageAlt ?? "");
