import { Button } from "~/components/ui/button";
import {
  ResponsiveImage,
  userPlaceholderImage,
  type ImageSet,
  type ImageSource,
} from "~/components/ui/responsive-image";

export type TeamMemberItem = {
  name: string;
  designation: string;
  image: ImageSet | ImageSource;
  description: string;
  linkedin: string;
};

/** A team member's card: portrait (the user placeholder if it fails), name, role and "Read more". */
export function TeamMemberCard({ member, onOpen }: { member: TeamMemberItem; onOpen: () => void }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card">
      <ResponsiveImage
        images={member.image}
        alt={`Portrait of ${member.name}`}
        fallback={userPlaceholderImage}
        sizes="(min-width: 1200px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 80vw"
        className="aspect-[4/5] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-5">
        <h3 className="text-lg leading-snug font-bold">{member.name}</h3>
        <p className="text-sm text-ink-muted">{member.designation}</p>
        <Button
          variant="outline"
          aria-label={`Read more about ${member.name}`}
          onClick={onOpen}
          className="mt-4 self-start"
        >
          Read more
        </Button>
      </div>
    </article>
  );
}
