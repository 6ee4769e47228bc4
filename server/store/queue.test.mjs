// @vitest-environment node
// The outbox's one insert: whoever queues a message (a form, the alerts, the operators' summary) gives its
// kind and payload, and the outbox alone decides when it gives up and whether a confirmation may go.
import { afterEach, describe, expect, it } from "vitest";
import { HOUR } from "../durations.mjs";
import { storeKinds } from "../../tests/support/stores.mjs";
import { GIVE_UP_AFTER_MS } from "../outbox/worker.mjs";

const stores = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

const confirmation = (to) => ({ kind: "confirmation", payload: { to } });
const submission = async (store, id, email, now) =>
  await store.insertSubmission({
    id,
    form: "contact",
    email,
    fields: { email },
    messages: [{ kind: "inbox", payload: { to: "team@example.com" } }, confirmation(email)],
    now,
  });

describe.each(storeKinds())("the outbox on $name", ({ open }) => {
  async function openStore(options) {
    const store = await open(options);
    stores.push(store);
    return store;
  }

  it("gives every message the outbox's own give-up, whichever feature queued it", async () => {
    const store = await openStore();
    const now = Date.UTC(2026, 10, 26, 9);
    await submission(store, "ML-AAAAAAAA", "ada@example.com", now);
    await store.signUp({
      email: "grace@example.com",
      preferences: { departments: [], levels: [], location: "" },
      compose: (subscription) => ({ to: subscription.email, subject: "Confirm" }),
      now,
    });
    await store.markFailed(await store.claimNext({ now, leaseMs: 1000 }), "550 no such user", null, now);
    await store.queueOpsSummary({ now, lateMs: HOUR, compose: () => ({ to: "ops@example.com" }) });

    const rows = await store.listOutbox({ statuses: ["pending", "failed"] });
    expect(rows.map((row) => row.kind).sort()).toEqual(["alert-confirmation", "confirmation", "inbox", "ops-summary"]);
    for (const row of rows) expect([row.kind, row.giveUpAt - row.createdAt]).toEqual([row.kind, GIVE_UP_AFTER_MS]);

    // Queued again by hand (the submissions command): a fresh window of the same length, from then.
    const later = now + 2 * GIVE_UP_AFTER_MS;
    const failed = rows.find((row) => row.status === "failed");
    expect(await store.retryOutbox([failed.id], { now: later })).toBe(1);
    expect((await store.getOutbox(failed.id)).giveUpAt).toBe(later + GIVE_UP_AFTER_MS);
  });

  it("caps the confirmations one address gets across forms and alerts, and keeps what is not a confirmation", async () => {
    const store = await openStore({ confirmationCap: { max: 2, windowMs: HOUR } });
    const now = Date.UTC(2026, 10, 26, 9);
    await submission(store, "ML-BBBBBBBB", "Ada@Example.com", now);
    await submission(store, "ML-CCCCCCCC", "ada@example.com", now + 1);
    // The third in the hour, by the alerts this time: nothing queued, and the sign-up's link is not replaced.
    const { queued } = await store.signUp({
      email: "ada@example.com",
      preferences: { departments: [], levels: [], location: "" },
      compose: (subscription) => ({ to: subscription.email }),
      now: now + 2,
    });
    expect(queued).toBe(false);
    expect((await store.findSubscription("ada@example.com")).confirmNonce).toBeNull();
    // A third submission is still stored with its inbox copy; only its confirmation waits.
    await submission(store, "ML-DDDDDDDD", "ada@example.com", now + 3);
    const kinds = async (id) => (await store.listOutbox({ submissionId: id })).map((row) => row.kind);
    expect(await kinds("ML-DDDDDDDD")).toEqual(["inbox"]);
    // An hour on, the window has room again.
    await submission(store, "ML-EEEEEEEE", "ada@example.com", now + HOUR + 1);
    expect(await kinds("ML-EEEEEEEE")).toEqual(["inbox", "confirmation"]);
  });
});
