import { paths } from "~/config/paths";
import { pages } from "~/content/pages";
import { organizationJsonLd } from "~/lib/json-ld";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/home";

export const loader = () => ({ page: pages.home });

export const meta: Route.MetaFunction = ({ loaderData }) => seo({ ...loaderData.page.seo, path: paths.home(), jsonLd: [organizationJsonLd()] });

export default function Home({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <section className="bg-brand-950 text-white">
      <div className="mx-auto max-w-(--container-page) px-5 pt-32 pb-20 sm:px-8">
        <h1 className="max-w-4xl text-4xl font-bold tracking-tight sm:text-6xl">{page.heading}</h1>
        <p className="mt-6 max-w-2xl text-lg text-white/85">{page.intro}</p>
      </div>
    </section>
  );
}
