/**
 * The slug of an address (/careers/{position}): lower case, every run of characters that are not letters or
 * digits becomes one hyphen, leading and trailing hyphens removed. Letters and digits of every script count
 * ("Ingénieur" -> "ingenieur", "مهندس برمجيات" -> "مهندس-برمجيات", "Инженер" -> "инженер"): Latin letters lose
 * their accents, other scripts keep theirs (a vowel sign is part of the word). A link carries such a slug
 * percent-encoded; the server and the prerender read it back as the same text.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}
