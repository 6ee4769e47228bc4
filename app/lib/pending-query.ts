/**
 * What a page shows for its address's query (a filtered careers list, a refused post's `?error=` summary)
 * can only be drawn once the app runs: the prerendered page does not know the query. The inline script
 * from `pendingQueryScript` runs while the page is parsed, before its first paint, and marks `<html>` with
 * `data-<name>-pending` when the query is there; app.css hides what would move until the app has drawn
 * its part and called `endPendingQuery`. It gives up after 5 s, should the app never start.
 */
export type PendingName = "filter" | "error";

const attribute = (name: PendingName) => `${name}Pending` as const;

/** `param`: the query parameter that makes the page wait; without it, any query does. */
export function pendingQueryScript(name: PendingName, param?: string): string {
  const test = param ? `/[?&]${param}=/.test(location.search)` : "location.search.length>1";
  const key = attribute(name);
  return `if(${test}){var d=document.documentElement.dataset;d.${key}="";setTimeout(function(){delete d.${key}},5000)}`;
}

/** Shows what `pendingQueryScript` hid: the app has drawn what the query asked for. */
export function endPendingQuery(name: PendingName) {
  delete document.documentElement.dataset[attribute(name)];
}
