import { composeDigest } from "./messages.mjs";

const folded = (text) => text.normalize("NFKC").toLocaleLowerCase("en").replace(/\s+/g, " ").trim();

/** A subscriber's choices against one vacancy: an empty list means any; the location is a substring. */
export function matches(preferences, vacancy) {
  const { departments, levels, location } = preferences;
  return (
    (departments.length === 0 || departments.includes(vacancy.departmentId)) &&
    (levels.length === 0 || levels.includes(vacancy.levelId)) &&
    (location === "" || folded(vacancy.location).includes(folded(location)))
  );
}

/**
 * Each digest is queued with the vacancies it lists recorded as known in one transaction, so a run that stops
 * half-way or runs twice (server and command at once) sends nothing twice.
 */
export function createDigestJob({ store, vacancies, mail, gapMs }) {
  const newFor = (subscription, known, open) =>
    open.filter((vacancy) => !known.has(vacancy.slug) && matches(subscription, vacancy));

  /** Queues what is due; counts for the log. */
  async function run({ now = Date.now() } = {}) {
    const open = vacancies.open(now);
    if (open === null) return { skipped: `no vacancy list at ${vacancies.where}` };
    const due = await store.dueSubscriptions({ now, gapMs });
    const digests = [];
    for (const subscription of due) {
      const list = newFor(subscription, subscription.known, open);
      if (list.length === 0) continue;
      digests.push({
        id: subscription.id,
        slugs: list.map((vacancy) => vacancy.slug),
        payload: composeDigest(subscription, list, now, mail),
      });
    }
    const queued = await store.queueDigests(digests, { now, gapMs });
    return { open: open.length, due: due.length, queued };
  }

  /** What one address would get now, queueing nothing: `{ payload }`, or `{ reason }` nothing would be sent. */
  async function preview(email, { now = Date.now() } = {}) {
    const subscription = await store.findSubscription(email);
    if (!subscription) return { reason: "No subscription for this address." };
    if (subscription.status !== "confirmed") return { reason: "The subscription is not confirmed yet." };
    const open = vacancies.open(now);
    if (open === null) return { reason: `No vacancy list at ${vacancies.where} (build the site first).` };
    const list = newFor(subscription, await store.knownVacancies(subscription.id), open);
    if (list.length === 0) return { reason: "No new vacancy matches this subscription." };
    const next = subscription.lastDigestAt === null ? now : subscription.lastDigestAt + gapMs;
    return { payload: composeDigest(subscription, list, now, mail), notBefore: Math.max(now, next) };
  }

  return { run, preview };
}
