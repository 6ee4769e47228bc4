/**
 * How long a connection may stay silent (no byte either way) before it is cut. There is no limit on a
 * whole request: a CV sent from a slow phone keeps going as long as bytes keep arriving.
 */
export const IDLE_TIMEOUT_MS = 30_000;

/** A whole number from an option or the environment; a clear start-up error instead of a NaN later. */
export function count(name, value, fallback, { min = 0 } = {}) {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min)
    throw new Error(`${name} must be a whole number of at least ${min}, not "${value}".`);
  return number;
}
