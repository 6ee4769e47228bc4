import { useState } from "react";
import { Container } from "~/components/ui/container";
import { Tabs } from "~/components/ui/tabs";
import { TeamMemberCard, type TeamMemberItem } from "./team-member-card";
import { TeamMemberDialog } from "./team-member-dialog";

export type TeamItem = { id: string; name: string; members: TeamMemberItem[] };

type TeamSectionProps = {
  title: string;
  teams: TeamItem[];
  id?: string;
  className?: string;
};

/**
 * Team section: one tab per team (the first active), members in a 1-4 column grid that is a
 * swipeable row on phones, and one shared modal for the member whose "Read more" was pressed.
 */
export function TeamSection({ title, teams, id, className }: TeamSectionProps) {
  const [selected, setSelected] = useState<TeamMemberItem | null>(null);
  const [open, setOpen] = useState(false);
  const items = teams.map((team) => ({
    id: team.id,
    label: team.name,
    content: (
      <ul className="-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3 xl:grid-cols-4">
        {team.members.map((member) => (
          <li key={member.name} className="w-[78%] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none">
            <TeamMemberCard
              member={member}
              onOpen={() => {
                setSelected(member);
                setOpen(true);
              }}
            />
          </li>
        ))}
      </ul>
    ),
  }));

  return (
    <section id={id} className={className ?? "bg-surface py-16 sm:py-20 lg:py-24"}>
      <Container>
        <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">{title}</h2>
        <Tabs items={items} label={title} className="mt-8" />
      </Container>
      <TeamMemberDialog member={selected} open={open} onClose={() => setOpen(false)} />
    </section>
  );
}
