/**
 * A small typed publish/subscribe bus, in process: `subscribe(name, handler)` and
 * `publish(name, payload)`, the payload's type given by the event's name. The server's bus
 * carries the domain events (domainEvents.ts), so that an archive or ratings subscribe without
 * touching the room. `publish` calls every handler, waits for them all, and returns how many
 * failed; a failing handler is reported and does not stop the others.
 */
type Handler<T> = (payload: T) => void | Promise<void>;

export class EventBus<Events extends object> {
  private readonly handlers = new Map<keyof Events, Set<Handler<never>>>();

  constructor(private readonly report: (name: string, error: unknown) => void) {}

  /** Calls `handler` with every later `name` event; returns the unsubscription. */
  subscribe<K extends keyof Events>(name: K, handler: Handler<Events[K]>): () => void {
    let set = this.handlers.get(name);
    if (!set) this.handlers.set(name, (set = new Set()));
    set.add(handler as Handler<never>);
    return () => set.delete(handler as Handler<never>);
  }

  /** Gives `payload` to every handler of `name` and waits for them; resolves to the failures. */
  async publish<K extends keyof Events>(name: K, payload: Events[K]): Promise<number> {
    const handlers = [...(this.handlers.get(name) ?? [])] as Handler<Events[K]>[];
    const results = await Promise.allSettled(handlers.map(async (handler) => handler(payload)));
    let failures = 0;
    for (const result of results) {
      if (result.status === 'fulfilled') continue;
      failures++;
      this.report(String(name), result.reason);
    }
    return failures;
  }
}
