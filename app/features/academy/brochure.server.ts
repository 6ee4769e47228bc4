import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { paths } from "../../config/paths.ts";

/**
 * The brochure link as the page shows it: its address and its size in KB, read from the file at build
 * time so the label never goes stale. The PDF is committed; scripts/make-brochure.mjs regenerates it.
 */
export function brochureDownload(): { href: string; sizeKb: number } {
  const href = paths.brochure();
  const file = join(process.cwd(), "public", href);
  if (!existsSync(file)) throw new Error(`Missing ${file}: run node scripts/make-brochure.mjs`);
  return { href, sizeKb: Math.max(1, Math.round(statSync(file).size / 1024)) };
}
