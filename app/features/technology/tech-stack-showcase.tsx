import { useId, useState } from "react";
import type { ImageSource } from "~/components/ui/responsive-image";
import { TechStackDropdown } from "./tech-stack-dropdown";
import { TechStackTabs } from "./tech-stack-tabs";

export type TechStackGroupItem = {
  id: string;
  name: string;
  description: string;
  technologies: { name: string; logo: ImageSource }[];
};

/**
 * Tech stack showcase: one chosen group (by index) at a time. From 1024 px the groups are
 * APG tabs; below that a dropdown picks them. Both drive the same index and the same panel, and CSS
 * alone decides which picker shows, so the prerendered page needs no width check.
 */
export function TechStackShowcase({ groups }: { groups: TechStackGroupItem[] }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const names = groups.map((group) => group.name);
  const group = groups[selected] ?? groups[0];
  if (!group) return null;

  return (
    <div>
      <TechStackTabs
        names={names}
        selected={selected}
        onSelect={setSelected}
        tabId={tabId}
        panelId={panelId}
        className="hidden lg:flex"
      />
      <TechStackDropdown names={names} selected={selected} onSelect={setSelected} className="lg:hidden" />
      <div
        key={group.id}
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        className="ui-tab-fade mt-8 rounded-card bg-white p-6 shadow-card sm:p-10"
      >
        <h3 className="text-2xl font-bold tracking-tight">{group.name}</h3>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-ink-muted">{group.description}</p>
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {group.technologies.map((technology) => (
            <li key={technology.name} className="grid min-h-20 place-items-center rounded-2xl bg-surface p-4">
              {/* The logo artwork carries the name as a wordmark; the alt text says it once. */}
              <img
                src={technology.logo.src}
                alt={technology.name}
                width={technology.logo.width}
                height={technology.logo.height}
                loading="lazy"
                decoding="async"
                className="h-11 w-auto max-w-full"
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
