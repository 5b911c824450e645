/**
 * How often one address may create games and follow rooms: a token bucket per address of
 * `createBurst` creations (the context's configuration, PW_CREATE_BURST) refilled at two a
 * second, timed by the context's clock. One limiter per HTTP router, shared by both creation
 * endpoints.
 */
import type { ServerContext } from './context';

const CREATE_PER_SECOND = 2;
/** A crude bound on the table: past it, every address starts afresh. */
const MAX_ADDRESSES = 10_000;

export class CreationLimit {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly context: ServerContext) {}

  /** Takes one creation from `address`'s bucket; false when it is empty. */
  take(address: string): boolean {
    const now = this.context.clock.now();
    const burst = this.context.config.createBurst;
    const bucket = this.buckets.get(address) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * CREATE_PER_SECOND);
    bucket.at = now;
    this.buckets.set(address, bucket);
    if (this.buckets.size > MAX_ADDRESSES) this.buckets.clear();
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }
}
