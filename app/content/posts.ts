import { loadMarkdownCollection } from "./markdown.ts";
import { postSchema, type Post } from "./schemas.ts";

const files = import.meta.glob<string>("./posts/*.md", { query: "?raw", import: "default", eager: true });

/** Every blog post and news item, newest first. */
export const posts: Post[] = loadMarkdownCollection("posts", files, postSchema).sort((a, b) =>
  b.date.localeCompare(a.date),
);
