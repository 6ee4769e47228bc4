import { decodeHTML } from "entities";
import sanitizeHtml from "sanitize-html";
import { escapeHtml } from "../../lib/escape-html.ts";

/** sanitize-html's parser takes time in the square of the depth; no editor nests 100 deep: deeper is shown as text. */
export const MAX_DESCRIPTION_DEPTH = 256;

class TooDeep extends Error {}

/** An ATS's description as the HTML the site's Markdown produces, in time linear in its length whatever its shape. */
export function sanitizeDescription(html: string): string {
  let depth = 0;
  let clean: string;
  try {
    clean = sanitizeHtml(html, {
      allowedTags: [...inline, ...blocks, "li", "div"],
      allowedAttributes: { a: ["href"] },
      allowedSchemes: ["https", "http", "mailto"],
      allowProtocolRelative: false,
      transformTags: { h1: "h2", h5: "h4", h6: "h4", b: "strong", i: "em" },
      // Every element the parser opens is closed through here, void ones and implied ones included.
      onOpenTag: () => {
        if (++depth > MAX_DESCRIPTION_DEPTH) throw new TooDeep();
      },
      onCloseTag: () => {
        depth--;
      },
    });
  } catch (error) {
    if (!(error instanceof TooDeep)) throw error;
    const text = textOf(html);
    return text ? `<p>${escapeHtml(text)}</p>` : "";
  }
  // A paragraph of bold text alone is how ATS editors write a section's title.
  return shapeOf(clean)
    .replace(/<p>\s*<strong>([^<]{1,80})<\/strong>\s*<\/p>/g, (_, title: string) => `<h2>${title.trim()}</h2>`)
    .replace(/\n{2,}/g, "\n")
    .trim();
}

/** Greenhouse sends its `content` HTML-escaped once more ("&lt;p&gt;"). */
export const unescapeHtml = (text: string) => decodeHTML(text);

export function textOf(html: string): string {
  // `[^<>]`, not `[^>]`: a run of "<" with no ">" is read once, not once from each "<".
  return decodeHTML(html.replace(/<[^<>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

const inline = ["strong", "em", "a", "br", "code"];
const blocks = ["p", "h2", "h3", "h4", "ul", "ol", "blockquote", "pre", "hr"];
const blockTags = new Set(blocks);
const droppedWhenEmpty = new Set(["p", "li", "h2", "h3", "h4", "strong", "em"]);

interface Open {
  tag: string;
  /** Its opening tag's index in the parts written so far. */
  at: number;
  hasText: boolean;
  hasContent: boolean;
  /** At any depth, a div written as a paragraph included. */
  hasBlock: boolean;
}

/** Drops empty elements and unwraps divs in one pass: sanitize-html's exclusiveFilter rewrites all per drop. */
function shapeOf(html: string): string {
  const parts: string[] = [];
  const open: Open[] = [{ tag: "", at: 0, hasText: false, hasContent: false, hasBlock: false }];
  for (const [token, closing, tag] of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>|[^<]+/g)) {
    const parent = open.at(-1)!;
    if (!tag) {
      parts.push(token);
      if (/\S/.test(token)) parent.hasText = parent.hasContent = true;
    } else if (tag === "br" || tag === "hr") {
      parts.push(token);
      parent.hasContent = true;
      if (tag === "hr") parent.hasBlock = true;
    } else if (!closing) {
      open.push({ tag, at: parts.length, hasText: false, hasContent: false, hasBlock: false });
      parts.push(tag === "div" ? "" : token);
    } else if (open.length === 1) {
      parts.push(token);
    } else {
      const element = open.pop()!;
      const outer = open.at(-1)!;
      if (droppedWhenEmpty.has(tag) && !element.hasText) {
        parts.length = element.at;
        continue;
      }
      let block = element.hasBlock || blockTags.has(tag);
      if (tag !== "div") parts.push(token);
      else if (element.hasContent && !element.hasBlock) {
        parts[element.at] = "<p>";
        parts.push("</p>");
        block = true;
      }
      outer.hasText ||= element.hasText;
      outer.hasContent ||= element.hasContent || tag !== "div";
      outer.hasBlock ||= block;
    }
  }
  return parts.join("");
}
