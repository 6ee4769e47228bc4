import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/config/prerender.ts";

export default {
  ssr: false,
  prerender: {
    paths: prerenderPaths,
    concurrency: 4,
  },
} satisfies Config;
