/**
 * How long a connection may stay silent (no byte either way) before it is cut. There is no limit on a
 * whole request: a CV sent from a slow phone keeps going as long as bytes keep arriving.
 */
export const IDLE_TIMEOUT_MS = 30_000;
