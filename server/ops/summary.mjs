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
const short = (text, max = 200) =>
  String(text ?? "")
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim()
    .slice(0, max);

/** At most this many of the build's vacancy warnings are written out; the rest are counted. */
const MAX_WARNINGS = 50;

/**
 * The operators' daily summary: which deliveries failed or have waited over an hour, by outbox row and
 * reference, with what to run; and what the served build's load of the vacancies guessed (`vacancies`, from
 * server/ops/vacancy-warnings.mjs), each role by its ATS and job id. It names no person: no address, no field a
 * visitor typed.
 */
export function composeOpsSummary(rows, now, { from, to, domain, vacancies = { source: "", warnings: [] } }) {
  const failed = rows.filter((row) => row.status === "failed");
  const late = rows.filter((row) => row.status !== "failed");
  const guesses = vacancies.warnings;
  const line = (row) =>
    `#${row.id} ${row.kind} for ${row.owner ?? "-"}: ${row.status}, ${row.attempts} attempt(s), queued ${when(row.createdAt)} (${age(now - row.createdAt)} ago)${row.lastError ? `, last error: ${short(row.lastError)}` : ""}`;
  const text = [
    `${failed.length} deliver${failed.length === 1 ? "y has" : "ies have"} failed and ${late.length} ${late.length === 1 ? "has" : "have"} waited over an hour.`,
    "",
    ...(failed.length ? ["Failed:", ...failed.map(line), ""] : []),
    ...(late.length ? ["Waiting:", ...late.map(line), ""] : []),
    "On the server: `npm run submissions -- outbox` shows them, `npm run submissions -- retry --all-failed` sends the failed ones again once the cause is fixed.",
    "",
    ...(guesses.length
      ? [
          `Vacancies: the build in use published ${guesses.length} guess(es) about roles from ${vacancies.source || "the ATS"} (a department, place, contract, level or date the mapping does not know). The roles are online as guessed; add rows to app/config/vacancy-mapping.ts, or correct the role in the ATS, and rebuild:`,
          ...guesses.slice(0, MAX_WARNINGS).map((warning) => `- ${short(warning, 400)}`),
          ...(guesses.length > MAX_WARNINGS
            ? [`- and ${guesses.length - MAX_WARNINGS} more in build/vacancy-warnings.json`]
            : []),
          "",
        ]
      : []),
    "This summary is sent at most once a day while there is something to report.",
    "",
  ].join("\n");
  const stamp = new Date(now).toISOString().slice(0, 10);
  return {
    from,
    to,
    subject: `Website deliveries need attention: ${failed.length} failed, ${late.length} waiting${guesses.length ? `, ${guesses.length} vacancy warning(s)` : ""} (${stamp})`,
    text,
    messageId: `<ops-summary.${now}@${domain}>`,
    attachments: [],
    eml: `ops-summary-${now}.eml`,
  };
}
