import { Icon } from "lucide-react";
import type { ContentIconNode } from "~/content/icons";

/**
 * A decorative icon named by content. Loaders turn the name into lucide's drawing
 * (`contentIcon` in app/content/icons.ts), so no icon component reaches the browser bundle.
 */
export function FeatureIcon({ icon, className }: { icon: ContentIconNode; className?: string }) {
  return <Icon iconNode={icon} aria-hidden="true" className={className} />;
}
