/**
 * Text shown as one line where nobody can see what it hides: a mail's subject, a sender's name, a role's title in a
 * mail. Control characters and line breaks become one space. Invisible format characters go, the bidirectional
 * controls first among them (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C): a right-to-left override in a
 * title turns "Chef (gpj.exe)" around in a reader's inbox. Joiners stay (U+200C, U+200D): Persian words and emoji
 * need them, and they move no text.
 */
export function plainLine(text: unknown): string {
  return String(text ?? "")
    .replace(/(?![\u200c\u200d])[\p{Cf}\p{Cs}]/gu, "")
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, " ")
    .trim();
}
