/**
 * The destinations map, as chessground's `dests`: every pick that can move (a man's square, a
 * pocket to drop from) with the picks it can go to, built once per position from its legal moves,
 * here in the game layer. It is part of the view model (`BoardView.destinations`), so both views
 * and the panels ask `isTarget` of one map instead of each searching the selection's targets;
 * the editor's free placement has an empty map (a setup moves by the editor's hand, not by rule).
 */
import { MOVE_END_TURN, moveKind, type Move, type Position } from '../rules';
import { moveDestination, moveOrigin, type Pick } from './staging';

/** A pick as a map key: a square's index (0 and up), a pocket's -1 - its colour (-1, -2). */
export type PickKey = number;

/** Each movable pick's targets, e.g. `Map { 20 → Set { 36, 52 }, -1 → Set { 34 } }`. */
export type Destinations = ReadonlyMap<PickKey, ReadonlySet<PickKey>>;

export const NO_DESTINATIONS: Destinations = new Map();

export const pickKey = (pick: Pick): PickKey =>
  pick.kind === 'square' ? pick.square : -1 - pick.color;

/** The destinations of `legal` (the moves of `pos`), in one pass; turn ends go nowhere. */
export function destinationsOf(pos: Position, legal: readonly Move[]): Destinations {
  const map = new Map<PickKey, Set<PickKey>>();
  for (const move of legal) {
    if (moveKind(move) === MOVE_END_TURN) continue;
    const from = pickKey(moveOrigin(pos, move));
    let targets = map.get(from);
    if (!targets) map.set(from, (targets = new Set()));
    targets.add(pickKey(moveDestination(pos, move)));
  }
  return map;
}

/** Whether `pick` is a target of the selection in a view model (false with nothing selected). */
export function isTarget(
  view: { readonly selected: Pick | null; readonly destinations: Destinations },
  pick: Pick,
): boolean {
  return (
    view.selected !== null &&
    view.destinations.get(pickKey(view.selected))?.has(pickKey(pick)) === true
  );
}
