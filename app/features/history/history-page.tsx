import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import type { Milestone } from "~/content/history";
import type { Page } from "~/content/schemas";
import { Timeline } from "./timeline";

/** The History page: its header and the timeline of milestones (the route and the content editor's preview). */
export function HistoryPage({ page, milestones }: { page: Page; milestones: Milestone[] }) {
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Container className="max-w-5xl overflow-x-clip py-14 sm:py-20">
        <Timeline milestones={milestones} />
      </Container>
    </>
  );
}
