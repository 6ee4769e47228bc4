import { decodeHTML } from "entities";
import sanitizeHtml from "sanitize-html";

/**
 * An ATS's description as the HTML the site's Markdown produces: paragraphs, headings from h2 down, lists, emphasis,
 * links, quotes and code. Scripts, styles, forms, frames, images, classes and inline styles go (with what a script
 * or style holds); wrappers such as div and span give way to their text. h1 becomes h2 (the page has its own h1),
 * and a paragraph that is only bold text, the way ATS editors write a section's title, becomes an h2. Editors that
 * write paragraphs as divs (Lever's) get paragraphs.
 */
export function sanitizeDescription(html: string): string {
  const clean = sanitizeHtml(html, {
    // div is kept only until paragraphsOf has turned each into a paragraph or unwrapped it.
    allowedTags: [
      ...["p", "h2", "h3", "h4", "ul", "ol", "li", "strong", "em", "a", "br", "blockquote", "code", "pre", "hr"],
      "div",
    ],
    allowedAttributes: { a: ["href"] },
    allowedSchemes: ["https", "http", "mailto"],
    allowProtocolRelative: false,
    transformTags: { h1: "h2", h5: "h4", h6: "h4", b: "strong", i: "em" },
    exclusiveFilter: (frame) => ["p", "li", "h2", "h3", "h4", "strong", "em"].includes(frame.tag) && !frame.text.trim(),
  });
  return paragraphsOf(clean)
    .replace(/<p>\s*<strong>([^<]{1,80})<\/strong>\s*<\/p>/g, (_, title: string) => `<h2>${title.trim()}</h2>`)
    .replace(/\n{2,}/g, "\n")
    .trim();
}

/** Greenhouse sends its `content` HTML-escaped once more ("&lt;p&gt;"): the HTML itself. */
export const unescapeHtml = (text: string) => decodeHTML(text);

/** The text of some HTML, one space between words. */
export function textOf(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

const block = /<(?:p|ul|ol|h2|h3|h4|blockquote|pre|hr)\b/;
const innermostDiv = /<div>((?:(?!<div>)[\s\S])*?)<\/div>/;

/**
 * Each div, innermost first, as a paragraph when it holds only text and inline elements, else as its content.
 * Sanitised HTML only: its divs carry no attributes and are balanced.
 */
function paragraphsOf(html: string): string {
  let text = html;
  for (let match = innermostDiv.exec(text); match; match = innermostDiv.exec(text)) {
    const inner = match[1] ?? "";
    const replacement = block.test(inner) || !inner.trim() ? inner : `<p>${inner}</p>`;
    text = text.slice(0, match.index) + replacement + text.slice(match.index + match[0].length);
  }
  return text;
}
