// What every composed message does to text it did not write: HTML escaped for the body, one line for a header.

export const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

/** Header values (a subject, a name) are single lines, whatever a visitor typed. */
export const oneLine = (text) =>
  String(text)
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim();
