import { describe, expect, it } from "vitest";
import { postCollection } from "./collections/posts.ts";
import { artSlug, pictureMaxBytes, pictureProblem } from "./pictures.ts";

const post = {
  title: "Kitchen robots arrive in Kandy",
  date: "2026-11-20",
  category: "Innovation",
  description: "A pilot of kitchen robots starts in Kandy, where three partner kitchens test them.",
  image: "kandy-robots.jpg",
  seo: {
    title: "Kitchen robots arrive in Kandy",
    description: "A pilot of kitchen robots starts in Kandy this month.",
  },
};

describe("a post's picture", () => {
  it("needs its alt text unless it is marked decorative, in the schema's own words", () => {
    const refused = postCollection.schema.safeParse(post);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ["imageAlt"],
        message: "describe what the picture shows, or mark it decorative",
      }),
    ]);
    expect(postCollection.schema.safeParse({ ...post, imageAlt: "A robot arm plating rice" }).success).toBe(true);
    expect(postCollection.schema.safeParse({ ...post, imageDecorative: true }).success).toBe(true);
  });

  it("names drawn art by its slug and an upload by its file name, nothing else", () => {
    const withName = (image: string) => postCollection.schema.safeParse({ ...post, imageDecorative: true, image });
    expect(withName("community-kitchen").success).toBe(true);
    expect(withName("kandy-robots.webp").success).toBe(true);
    expect(withName("Kandy Robots.JPG").error?.issues[0]?.message).toMatch(/^must be an artwork's name/);
    expect(withName("robots.gif").success).toBe(false);
    expect(artSlug("kandy-robots.jpeg")).toBe("kandy-robots");
    expect(artSlug("community-kitchen")).toBe("community-kitchen");
  });
});

describe("an uploaded picture the pipeline checks", () => {
  const good = { bytes: 200_000, format: "jpeg", width: 1600 };
  it("takes a JPEG, PNG or WebP of the right size", () => {
    expect(pictureProblem("art/robots.jpg", good)).toBeUndefined();
    expect(pictureProblem("art/robots.png", { ...good, format: "png" })).toBeUndefined();
  });

  it("refuses a file by its name, size, contents and width, naming the file and why", () => {
    expect(pictureProblem("art/Robots.jpg", good)).toMatch(/^art\/Robots\.jpg: a picture's file name must be/);
    expect(pictureProblem("art/robots.jpg", { ...good, bytes: pictureMaxBytes + 1 })).toBe(
      "art/robots.jpg: 8 MB is over the 8 MB a picture may be",
    );
    expect(pictureProblem("art/robots.jpg", { ...good, format: "png" })).toBe(
      "art/robots.jpg: the file holds a PNG image, not the JPEG its name says",
    );
    expect(pictureProblem("art/robots.jpg", { ...good, format: undefined })).toBe(
      "art/robots.jpg: the file holds no picture sharp can read, not the JPEG its name says",
    );
    expect(pictureProblem("art/robots.jpg", { ...good, width: 640 })).toBe(
      "art/robots.jpg: 640 px wide is narrower than the 800 px a post's picture needs",
    );
  });
});
