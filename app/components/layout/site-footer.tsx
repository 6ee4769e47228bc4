import { site, buildYear } from "~/config/site";

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 px-5 py-10 text-white">
      <p>
        © {buildYear} {site.name}
      </p>
    </footer>
  );
}
