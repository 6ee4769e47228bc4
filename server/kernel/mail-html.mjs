import { escapeHtml } from "../../app/lib/escape-html.ts";

// The one layout of every mail's HTML part: everything a visitor or an ATS wrote is escaped here.
export const text = (value) => escapeHtml(value).replaceAll("\n", "<br>");
export const paragraph = (value) => `<p>${text(value)}</p>`;
export const link = (href, label) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
/** Label and value rows; `top` keeps each label beside the first line of a value of several. */
export const table = (rows, { top = false } = {}) =>
  `<table cellpadding="4">\n${rows.map(([label, value]) => `<tr><th align="left"${top ? ' valign="top"' : ""}>${text(label)}</th><td>${text(value)}</td></tr>`).join("\n")}\n</table>`;
export const page = (blocks) =>
  `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">\n${blocks.join("\n")}\n</body></html>`;
