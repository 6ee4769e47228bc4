import { describe, expect, it } from "vitest";
import { embedUrl, parseVideoUrl } from "./video-url";

const id = "dQw4w9WgXcQ";

describe("parseVideoUrl", () => {
  it.each([
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtube.com/watch?feature=share&v=${id}&t=42`,
    `https://m.youtube.com/watch?v=${id}`,
    `https://youtu.be/${id}?si=abc`,
    `https://www.youtube.com/shorts/${id}`,
    `https://www.youtube.com/embed/${id}`,
    `https://www.youtube-nocookie.com/embed/${id}?rel=0`,
    `https://www.youtube.com/live/${id}`,
  ])("reads the YouTube id from %s", (link) => {
    expect(parseVideoUrl(link)).toEqual({ kind: "youtube", id });
  });

  it.each([
    ["https://vimeo.com/76979871", { kind: "vimeo", id: "76979871" }],
    ["https://vimeo.com/channels/staffpicks/76979871", { kind: "vimeo", id: "76979871" }],
    ["https://player.vimeo.com/video/76979871?color=fff", { kind: "vimeo", id: "76979871" }],
    ["https://vimeo.com/76979871/3f2a9b1c0d", { kind: "vimeo", id: "76979871", hash: "3f2a9b1c0d" }],
    ["https://player.vimeo.com/video/76979871?h=3f2a9b1c0d", { kind: "vimeo", id: "76979871", hash: "3f2a9b1c0d" }],
  ])("reads the Vimeo id from %s", (link, expected) => {
    expect(parseVideoUrl(link)).toEqual(expected);
  });

  it.each(["/media/hero.mp4", "https://cdn.example.org/clip.webm"])("treats %s as a file to play", (link) => {
    expect(parseVideoUrl(link)).toEqual({ kind: "file", url: link });
  });

  it.each([
    "",
    "   ",
    "https://www.youtube.com/watch",
    "https://www.youtube.com/watch?v=short",
    "https://youtu.be/",
    "https://www.youtube.com/channel/UC123",
    "https://vimeo.com/about",
    "javascript:alert(1)",
    "http://[bad",
  ])("rejects %j", (link) => {
    expect(parseVideoUrl(link)).toBeNull();
  });
});

describe("embedUrl", () => {
  it("uses YouTube's privacy-enhanced host and starts playing", () => {
    expect(embedUrl({ kind: "youtube", id })).toBe(`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`);
  });

  it("asks Vimeo not to track and keeps an unlisted video's hash", () => {
    expect(embedUrl({ kind: "vimeo", id: "76979871" })).toBe(
      "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1",
    );
    expect(embedUrl({ kind: "vimeo", id: "76979871", hash: "3f2a9b1c0d" })).toBe(
      "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=3f2a9b1c0d",
    );
  });
});
