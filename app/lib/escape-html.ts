/**
 * Text we did not write, escaped for HTML: a composed message's body (the one plain line of a header is
 * plain-line.ts), or a page this server writes by hand (the editor's sign-in window).
 */
export const escapeHtml = (text: unknown): string =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
