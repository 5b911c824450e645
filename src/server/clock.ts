/**
 * The server's time (ms since 1970), read through the context (`ServerContext.clock`) so that a
 * test can run a room or a handler on a clock it sets. Timers stay Node's.
 */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
