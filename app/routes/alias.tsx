import { redirect } from "react-router";
import { resolveRedirect } from "~/config/redirects";
import { pagePathOf, paths } from "~/config/paths";
import type { Route } from "./+types/alias";

/**
 * Alias addresses (app/config/redirects.ts): a 301 to the page they stand for. At build time this writes a redirecting
 * HTML file; inside the app it is a client-side redirect; the server answers these with a real 301.
 */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(resolveRedirect(pagePathOf(request)) ?? paths.home(), 301);
}

export default function Alias() {
  return null;
}
