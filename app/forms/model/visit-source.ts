// Where a candidate came from, kept in sessionStorage (gone with the tab); Node loads this file too.
const sourceKeys = ["utm_source", "utm_medium", "utm_campaign", "gh_src", "lever-source"] as const;
type VisitSource = Partial<Record<(typeof sourceKeys)[number], string>>;

const storageKey = "visit-source";

/** Each only if a short token a campaign link carries. */
export function readSource(get: (key: string) => unknown): VisitSource {
  const source: VisitSource = {};
  for (const key of sourceKeys) {
    const value = get(key);
    if (typeof value === "string" && /^[\w.:+~/@-]{1,100}$/.test(value.trim())) source[key] = value.trim();
  }
  return source;
}

/** On landing: an address that carries source parameters replaces what the visit held; one without keeps it. */
export function keepVisitSource(search: string) {
  const params = new URLSearchParams(search);
  const source = readSource((key) => params.get(key));
  try {
    if (Object.keys(source).length > 0) sessionStorage.setItem(storageKey, JSON.stringify(source));
  } catch {
    // Storage full or refused (a private window): the application simply goes without its source.
  }
}

/** As post fields. */
export function visitSource(): VisitSource {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? "{}") as Record<string, unknown> | null;
    return readSource((key) => stored?.[key]);
  } catch {
    return {};
  }
}

export const sourceText = (source: VisitSource | undefined) =>
  Object.entries(source ?? {})
    .map(([key, value]) => `${key}=${value}`)
    .join(", ");
