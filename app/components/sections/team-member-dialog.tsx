import { BrandGlyph } from "~/components/ui/brand-glyph";
import { Dialog } from "~/components/ui/dialog";
import { ResponsiveImage, userPlaceholderImage } from "~/components/ui/responsive-image";
import type { TeamMemberItem } from "./team-member-card";

/** The team member modal (920 px, 0.25 s, "Close modal"); the Dialog returns focus to the card's button. */
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
              <BrandGlyph name="LinkedIn" />
            </a>
          </div>
        </div>
      )}
    </Dialog>
  );
}
