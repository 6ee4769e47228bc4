// The units every duration in the server is written in, defined once. Each duration itself (the outbox's
// give-up, a link's lifetime, the retention) lives with the module that owns it; this file says only how
// long a minute, an hour and a day are, so a "24 hours" is never spelt two ways. It imports nothing, so any
// module (the store, the outbox, the alerts, the commands in scripts/) can use it without a cycle.
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
