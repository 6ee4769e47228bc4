import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/prerender.ts";

export default {
  ssr: false,
  // A separate folder per checkout lets parallel runs build without overwriting each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: {
    paths: prerenderPaths,
    concurrency: 4,
  },
} satisfies Config;
