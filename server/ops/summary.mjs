import { MINUTE } from "../durations.mjs";

const when = (ms) => new Date(ms).toISOString().replace("T", " ").slice(0, 16);

/** A duration as an operator reads it: 45 min, 3 h 5 min, 2 d 4 h (the summary and the submissions command). */
export function age(ms) {
  const minutes = Math.max(0, Math.floor(ms / MINUTE));
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} min`;
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

// Errors are the receiving side's answers: kept to one short line each.
const short = (text) =>
  String(text ?? "")
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim()
    .slice(0, 200);

/**
 * The operators' daily summary: which deliveries failed or have waited over an hour, by outbox row and
 * reference, with what to run. It names no person: no address, no field a visitor typed.
 */
export function composeOpsSummary(rows, now, { from, to, domain }) {
  const failed = rows.filter((row) => row.status === "failed");
  const late = rows.filter((row) => row.status !== "failed");
  const line = (row) =>
    `#${row.id} ${row.kind} for ${row.owner ?? "-"}: ${row.status}, ${row.attempts} attempt(s), queued ${when(row.createdAt)} (${age(now - row.createdAt)} ago)${row.lastError ? `, last error: ${short(row.lastError)}` : ""}`;
  const text = [
    `${failed.length} deliver${failed.length === 1 ? "y has" : "ies have"} failed and ${late.length} ${late.length === 1 ? "has" : "have"} waited over an hour.`,
    "",
    ...(failed.length ? ["Failed:", ...failed.map(line), ""] : []),
    ...(late.length ? ["Waiting:", ...late.map(line), ""] : []),
    "On the server: `npm run submissions -- outbox` shows them, `npm run submissions -- retry --all-failed` sends the failed ones again once the cause is fixed.",
    "This summary is sent at most once a day while there is something to report.",
    "",
  ].join("\n");
  const stamp = new Date(now).toISOString().slice(0, 10);
  return {
    from,
    to,
    subject: `Website deliveries need attention: ${failed.length} failed, ${late.length} waiting (${stamp})`,
    text,
    messageId: `<ops-summary.${now}@${domain}>`,
    attachments: [],
    eml: `ops-summary-${now}.eml`,
  };
}
