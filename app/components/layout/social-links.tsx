import { BrandGlyph } from "~/components/ui/brand-glyph";
import type { SocialProfile } from "~/config/site";
import { cn } from "~/lib/cn";

/** The brand's social profiles as icon links; each opens in a new tab and says so in its name. */
export function SocialLinks({ profiles, className }: { profiles: readonly SocialProfile[]; className?: string }) {
  return (
    <ul className={cn("flex flex-wrap gap-3", className)}>
      {profiles.map((profile) => (
        <li key={profile.name}>
          <a
            href={profile.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${profile.name} (opens in a new tab)`}
            className="grid size-11 place-items-center rounded-full border border-white/25 text-white transition-colors hover:border-accent-400 hover:bg-accent-400 hover:text-brand-950 motion-reduce:transition-none"
          >
            <BrandGlyph name={profile.name} />
          </a>
        </li>
      ))}
    </ul>
  );
}
