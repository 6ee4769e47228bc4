import { decodeHTML } from "entities";

/**
 * The description without its opening paragraph when that paragraph is the summary word for word, as it is for a
 * role from an ATS (its summary is made from its description's opening): the page shows the summary as its lead,
 * once. A Markdown role's summary is written apart and its body is kept whole.
 */
export function bodyAfterLead(body: string, summary: string): string {
  const first = /^\s*<p>([\s\S]*?)<\/p>\s*/.exec(body);
  if (!first) return body;
  const text = decodeHTML(first[1]!.replace(/<[^>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
  return text === summary.replace(/\s+/g, " ").trim() ? body.slice(first[0].length) : body;
}
