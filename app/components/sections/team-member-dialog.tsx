import { Dialog } from "~/components/ui/dialog";
import { ResponsiveImage, userPlaceholderImage } from "~/components/ui/responsive-image";
import type { TeamMemberItem } from "./team-member-card";

/** lucide-react 1.x has no brand marks; the LinkedIn glyph is drawn in its 24 px stroke style. */
function LinkedInGlyph() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-5"
    >
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </svg>
  );
}

/** SPEC 2.14 member modal (920 px, 0.25 s, "Close modal"); the Dialog returns focus to the card's button. */
export function TeamMemberDialog({
  member,
  open,
  onClose,
}: {
  /** Kept after closing, so the text does not vanish while the dialog fades out. */
  member: TeamMemberItem | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open && member !== null} onClose={onClose} title={member?.name ?? ""} maxWidth={920}>
      {member && (
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          {/* A wrapper, because <picture> itself would be the flex item and shrink the portrait. */}
          <div className="w-24 shrink-0 sm:w-40">
            <ResponsiveImage
              images={member.image}
              alt=""
              fallback={userPlaceholderImage}
              sizes="160px"
              className="aspect-[4/5] w-full rounded-2xl bg-brand-50 object-cover"
            />
          </div>
          <div>
            <p className="font-semibold text-brand-700">{member.designation}</p>
            <p className="mt-4 text-lg leading-relaxed text-pretty text-ink-muted">{member.description}</p>
            <a
              href={member.linkedin}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${member.name} on LinkedIn (opens in a new tab)`}
              className="mt-6 inline-grid size-11 place-items-center rounded-full bg-brand-900 text-white transition-colors hover:bg-brand-700"
            >
              <LinkedInGlyph />
            </a>
          </div>
        </div>
      )}
    </Dialog>
  );
}
