import { decodeHTML } from "entities";
import sanitizeHtml from "sanitize-html";
import { escapeHtml } from "../../lib/escape-html.ts";

/**
 * How deep an ATS description may nest its elements. The HTML parser under sanitize-html keeps its open elements in
 * a list it scans and shifts on every tag, so its time grows with the square of the depth: 20,000 nested elements
 * cost it a quarter of a second and 400,000 several minutes. No editor writes a description 100 deep; one deeper
 * than this is a hostile board's, and is shown as its text alone, escaped (a script's too, as words that never run).
 */
export const MAX_DESCRIPTION_DEPTH = 256;

class TooDeep extends Error {}

/**
 * An ATS's description as the HTML the site's Markdown produces: paragraphs, headings from h2 down, lists, emphasis,
 * links, quotes and code. Scripts, styles, forms, frames, images, classes and inline styles go (with what a script
 * or style holds); wrappers such as div and span give way to their text. h1 becomes h2 (the page has its own h1),
 * and a paragraph that is only bold text, the way ATS editors write a section's title, becomes an h2. Editors that
 * write paragraphs as divs (Lever's) get paragraphs. Linear in the description's length, whatever its shape.
 */
export function sanitizeDescription(html: string): string {
  let depth = 0;
  let clean: string;
  try {
    clean = sanitizeHtml(html, {
      // div is kept only until shapeOf has turned each into a paragraph or unwrapped it.
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
  return shapeOf(clean)
    .replace(/<p>\s*<strong>([^<]{1,80})<\/strong>\s*<\/p>/g, (_, title: string) => `<h2>${title.trim()}</h2>`)
    .replace(/\n{2,}/g, "\n")
    .trim();
}

/** Greenhouse sends its `content` HTML-escaped once more ("&lt;p&gt;"): the HTML itself. */
export const unescapeHtml = (text: string) => decodeHTML(text);

/** The text of some HTML, one space between words. */
export function textOf(html: string): string {
  // `[^<>]`, not `[^>]`: a run of "<" with no ">" is read once, not once from each "<".
  return decodeHTML(html.replace(/<[^<>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

const inline = ["strong", "em", "a", "br", "code"];
const blocks = ["p", "h2", "h3", "h4", "ul", "ol", "blockquote", "pre", "hr"];
const blockTags = new Set(blocks);
/** Elements that say nothing without text in them. */
const droppedWhenEmpty = new Set(["p", "li", "h2", "h3", "h4", "strong", "em"]);

interface Open {
  tag: string;
  /** Where its opening tag sits in the parts written so far. */
  at: number;
  /** Some text that is not white space, at any depth. */
  hasText: boolean;
  /** Anything but white space: text or an element. */
  hasContent: boolean;
  /** A block element at any depth (a paragraph made of a div counts). */
  hasBlock: boolean;
}

/**
 * One pass over sanitize-html's own output, whose tags are exactly its allowed ones with no ">" inside and whose
 * text has every "<" escaped: drops the elements in droppedWhenEmpty that hold no text, and writes each div as a
 * paragraph when it holds only text and inline elements, else as its content (innermost first, as if each inner div
 * had already been written).
 */
function shapeOf(html: string): string {
  const parts: string[] = [];
  const open: Open[] = [{ tag: "", at: 0, hasText: false, hasContent: false, hasBlock: false }];
  const top = () => open[open.length - 1]!;
  for (const [token, closing, tag] of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>|[^<]+/g)) {
    const parent = top();
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
      const outer = top();
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
