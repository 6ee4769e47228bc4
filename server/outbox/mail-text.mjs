// What every composed message does to text it did not write: HTML escaped for the body (a header's one plain line is
// app/lib/plain-line.ts).

export const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
