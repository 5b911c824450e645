/**
 * Rate limits as token buckets, timed by the context's clock: a bucket per key (an address, a
 * player's id, a name) of `burst` requests, refilled at `perSecond`. `take` answers 0 when the
 * request may go, else the ms until it may (the 429's `Retry-After`). One limiter per kind of
 * request and key in the HTTP router (http.ts): creations (games and follow rooms, the context's
 * `createBurst`, PW_CREATE_BURST, two a second) per address and per identity; sign-ups and
 * log-ins (`accountBurst`, PW_ACCOUNT_BURST, one every 10 s) per address and per identity, and
 * log-ins per name asked for (one a minute); reads of the archive, ratings, leaderboards, one's
 * games, the seeks and the push key (`readBurst`, PW_READ_BURST, ten a second) per address.
 */
import type { Clock } from './clock';

/** A crude bound on the table: past it, every key starts afresh. */
const MAX_KEYS = 10_000;

export class RateLimit {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly burst: number,
    private readonly perSecond: number,
  ) {}

  /** Takes one request from `key`'s bucket: 0, or the ms until one is free (nothing taken). */
  take(key: string): number {
    const now = this.clock.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(
      this.burst,
      bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond,
    );
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (this.buckets.size > MAX_KEYS) this.buckets.clear();
    // (less a hair of floating point: a whole number of ms stays whole)
    if (bucket.tokens < 1) return Math.ceil(((1 - bucket.tokens) * 1000) / this.perSecond - 1e-6);
    bucket.tokens -= 1;
    return 0;
  }
}
