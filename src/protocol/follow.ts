/**
 * What a follow room carries (issue 41): the leader's state as a few named parts (the presenter's
 * `kind`, `playlist`, `state` and `board`; a teacher's `kind`, `board`, `view`, `title`), which the
 * room keeps whole and passes on. The leader sends the whole once (`publish`, after every join)
 * and then only the parts that changed (`patch`): a presenter turning a slide sends its few
 * bytes of `state`, not its playlist again, and the frame cap (MAX_FOLLOW_MESSAGE_BYTES) holds
 * each message, not the playlist and the board together. The room merges a patch into the state
 * it keeps (`withPatch`) before it stores it, and passes the patch on with its version
 * (`follow-patch`); a follower that holds the version before applies it, one that does not asks
 * for `sync` and gets the whole.
 *
 * The parts' own shapes are the app's (src/game/online/follow.ts reads and checks them on
 * arrival); here are the envelope and the two functions both ends use (its check is
 * validators.ts's `checkFollowPatch`).
 */
/** A follow state: named parts, each any JSON value. */
export type FollowParts = Readonly<Record<string, unknown>>;

/** Leader → room (Colyseus message `patch`): the parts that changed since its last message. */
export interface FollowPatch {
  readonly parts: FollowParts;
}

/** Room → followers (message `follow-patch`): a patch, which makes version `v` of the state. */
export interface FollowPatched {
  readonly v: number;
  readonly parts: FollowParts;
}

/** The state after a patch: the parts it names replace the state's, the others stay. */
export const withPatch = (state: FollowParts, parts: FollowParts): FollowParts => ({
  ...state,
  ...parts,
});

/**
 * The patch that makes `next` of `previous` (the parts whose JSON differs; none: an empty
 * object), or null when only the whole will do: nothing sent before, or another set of parts.
 */
export function patchOf(previous: FollowParts | null, next: FollowParts): FollowParts | null {
  if (!previous) return null;
  const names = Object.keys(next);
  const before = Object.keys(previous);
  if (names.length !== before.length || names.some((name) => !(name in previous))) return null;
  const changed: Record<string, unknown> = {};
  for (const name of names)
    if (JSON.stringify(next[name]) !== JSON.stringify(previous[name])) changed[name] = next[name];
  return changed;
}
