import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { alertSteps } from "./config/paths.ts";
import { sentPaths } from "./forms/model/definitions/index.ts";
import { redirects } from "./config/redirects.ts";
import { site } from "./config/site.ts";
import { resourcePaths } from "./features/search/resource-paths.ts";

/** Route paths without the leading slash, as the route table wants them. */
const aliasRoutes = redirects.map(({ from }, i) => route(from.slice(1), "routes/alias.tsx", { id: `alias-${i}` }));

export default [
  // Generated files (resource routes, prerendered): static segments outrank blogs/:slug and careers/:slug.
  // Each in routes/resources/, its file named after its key (blogFeed: blog-feed.ts).
  ...Object.entries(resourcePaths).map(([name, path]) =>
    route(path.slice(1), `routes/resources/${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`),
  ),
  layout("routes/layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("food-services", "routes/food-services.tsx"),
    route("sustainability", "routes/sustainability.tsx"),
    route("careers", "routes/careers.tsx"),
    route("careers/:slug", "routes/career.tsx"),
    route("technology", "routes/technology.tsx"),
    route("disciplines", "routes/disciplines.tsx"),
    route("disciplines/:id", "routes/discipline.tsx"),
    route("blogs", "routes/blogs.tsx"),
    route("blogs/:slug", "routes/blog.tsx"),
    route(`life-at-${site.slug}`, "routes/life-at.tsx"),
    route(`${site.slug}-academy`, "routes/academy.tsx"),
    route("awards", "routes/awards.tsx"),
    route("contact", "routes/contact.tsx"),
    // Where the forms land when posted without script (noindex, not in the sitemap).
    ...Object.entries(sentPaths).map(([form, path]) =>
      route(path.slice(1), "routes/form-sent.tsx", { id: `form-sent-${form}` }),
    ),
    route("vacancy-alerts", "routes/vacancy-alerts.tsx"),
    ...alertSteps.map((step) =>
      route(`vacancy-alerts/${step}`, "routes/vacancy-alerts-step.tsx", { id: `vacancy-alerts-${step}` }),
    ),
    route("search-results", "routes/search-results.tsx"),
    route("history", "routes/history.tsx"),
    route("accessibility", "routes/accessibility.tsx"),
    route("policies/:slug", "routes/policy.tsx"),
    ...aliasRoutes,
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
