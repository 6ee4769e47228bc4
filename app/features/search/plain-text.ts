const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Markdown-rendered HTML to plain text for the index: tags become spaces, entities are decoded. */
export function stripHtml(html: string): string {
  return collapse(
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
      .replace(/<[^>]*>/g, " ")
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
        if (name[0] !== "#") return entities[name.toLowerCase()] ?? whole;
        const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }),
  );
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

// Keys whose values are addresses, artwork names or icon names, never words a visitor reads.
const skipKeys = new Set(["id", "image", "icon", "logo", "href", "url", "video", "linkedin", "seo", "slides"]);

/**
 * Every sentence-like string inside a content module, in order: page text for the index without
 * knowing each page's shape (the shapes change as pages grow).
 */
export function collectText(value: unknown, key = ""): string[] {
  if (skipKeys.has(key)) return [];
  if (typeof value === "string") return /\s/.test(value.trim()) ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap((item) => collectText(item));
  if (value && typeof value === "object") {
    // A heading written as lines of segments (a content block's title) reads as one string.
    return Object.entries(value).flatMap(([inner, item]) =>
      inner === "titleLines" ? [titleText(item)] : collectText(item, inner),
    );
  }
  return [];
}

function titleText(lines: unknown): string {
  if (!Array.isArray(lines)) return "";
  return collapse(
    lines
      .flat()
      .map((segment: unknown) =>
        segment && typeof segment === "object" && "text" in segment ? String(segment.text) : "",
      )
      .join(""),
  );
}
