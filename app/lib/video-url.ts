/** What a video link points to: a YouTube or Vimeo video to embed, or a file to play. */
export type VideoSource =
  { kind: "youtube"; id: string } | { kind: "vimeo"; id: string; hash?: string } | { kind: "file"; url: string };

const youtubeId = /^[\w-]{11}$/;
const vimeoId = /^\d+$/;
const youtubeHosts = new Set(["youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com"]);

/**
 * Reads a video link. YouTube: watch?v=, youtu.be/, /shorts/, /embed/, /live/. Vimeo: vimeo.com/{id},
 * its channel and group pages, player.vimeo.com/video/{id}, and unlisted links with a hash.
 * Returns null for an empty link, a YouTube/Vimeo link without a valid id, or a non-web scheme.
 */
export function parseVideoUrl(link: string): VideoSource | null {
  const trimmed = link.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    // Relative paths ("/media/hero.mp4") are the site's own files.
    url = new URL(trimmed, "https://site.invalid");
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, "");
  const segments = url.pathname.split("/").filter(Boolean);

  if (youtubeHosts.has(host) || host === "youtu.be") {
    const candidate =
      host === "youtu.be"
        ? segments[0]
        : segments[0] === "watch"
          ? url.searchParams.get("v")
          : ["shorts", "embed", "live", "v"].includes(segments[0] ?? "")
            ? segments[1]
            : undefined;
    return candidate && youtubeId.test(candidate) ? { kind: "youtube", id: candidate } : null;
  }

  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const index = segments.findIndex((segment) => vimeoId.test(segment));
    const id = segments[index];
    if (!id) return null;
    const hash = url.searchParams.get("h") ?? segments[index + 1];
    return hash && /^[\da-f]+$/i.test(hash) ? { kind: "vimeo", id, hash } : { kind: "vimeo", id };
  }

  return url.protocol === "https:" || url.protocol === "http:" ? { kind: "file", url: trimmed } : null;
}

/** The privacy-enhanced player address, started at once because the visitor just pressed play. */
export function embedUrl(source: Extract<VideoSource, { kind: "youtube" | "vimeo" }>): string {
  if (source.kind === "youtube") return `https://www.youtube-nocookie.com/embed/${source.id}?autoplay=1`;
  const hash = source.hash ? `&h=${source.hash}` : "";
  return `https://player.vimeo.com/video/${source.id}?autoplay=1&dnt=1${hash}`;
}
