import { Link } from "react-router";
import { paths } from "~/config/paths";
import { site } from "~/config/site";

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-50 bg-brand-950/90 text-white">
      <div className="mx-auto flex h-16 max-w-(--container-page) items-center px-5">
        <Link to={paths.home()} className="font-bold">
          {site.name}
        </Link>
      </div>
    </header>
  );
}
