import type { Config } from "@react-router/dev/config";

// The smallest page React Router's framework mode makes: prerendered, hydrated, nothing else.
export default {
  ssr: false,
  prerender: ["/"],
  buildDirectory: process.env.FLOOR_BUILD_DIR ?? "build",
} satisfies Config;
