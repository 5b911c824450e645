/**
 * Input staging over the legal-move list (as in Jocly): what the player may pick next, what to
 * highlight, and when a pick completes a move. Both views use it, so drops, pocketing, vests,
 * promotions and moves between levels need no special case in a view.
 *
 * A pick is a square (a man, or a target square) or a pocket. After a man (or pocket) is picked,
 * its targets group the legal moves by destination; when the moves of a target still differ
 * (promotion, mutation, vest taken, vest used, castling), they are resolved one dimension at a
 * time by a choice dialog (`nextChoice`).
 */
import {
  MOVE_CASTLE,
  MOVE_DROP,
  MOVE_END_TURN,
  MOVE_EN_PASSANT,
  MOVE_LEVEL,
  MOVE_POCKET,
  PIECES,
  moveFrom,
  moveKind,
  movePromotion,
  moveTo,
  moveUsesVest,
  moveVestTaken,
  type Color,
  type Move,
  type Position,
  type Square,
} from '../rules';

export type Pick = { kind: 'square'; square: Square } | { kind: 'pocket'; color: Color };

/** How a target is drawn: each view gives each kind its own mark. */
export type TargetKind = 'move' | 'capture' | 'level' | 'castle' | 'vest' | 'drop' | 'pocket';

export interface Target {
  readonly pick: Pick;
  readonly kind: TargetKind;
  readonly from: Pick;
  readonly moves: readonly Move[];
}

/** What a choice dialog asks: the way to move, a promotion, a mutation (pocketing), a vest. */
export type ChoiceKind = 'mode' | 'promotion' | 'mutation' | 'vest';

export interface ChoiceOption {
  readonly key: string; // `data-choice`: a piece letter, 'decline', 'castle', 'vest' or 'plain'
  readonly moves: readonly Move[];
}

export const samePick = (a: Pick | null, b: Pick | null): boolean =>
  !!a &&
  !!b &&
  (a.kind === 'square'
    ? b.kind === 'square' && a.square === b.square
    : b.kind === 'pocket' && a.color === b.color);

/** Where a move starts, as a pick (a drop starts in the mover's pocket). */
export const moveOrigin = (pos: Position, move: Move): Pick =>
  moveKind(move) === MOVE_DROP
    ? { kind: 'pocket', color: pos.turn }
    : { kind: 'square', square: moveFrom(move) };

/** Where a move ends, as a pick (a pocketing ends in the mover's pocket). */
export const moveDestination = (pos: Position, move: Move): Pick =>
  moveKind(move) === MOVE_POCKET
    ? { kind: 'pocket', color: pos.turn }
    : { kind: 'square', square: moveTo(move) };

/** The men (and pocket) that have at least one legal move. */
export function selectablePicks(pos: Position, legal: readonly Move[]): Pick[] {
  const picks: Pick[] = [];
  for (const move of legal) {
    if (moveKind(move) === MOVE_END_TURN) continue;
    const origin = moveOrigin(pos, move);
    if (!picks.some((p) => samePick(p, origin))) picks.push(origin);
  }
  return picks;
}

/** The targets of the man (or pocket) picked, grouped by destination. */
export function targetsOf(pos: Position, legal: readonly Move[], from: Pick): Target[] {
  const groups: Array<{ pick: Pick; moves: Move[] }> = [];
  for (const move of legal) {
    if (moveKind(move) === MOVE_END_TURN || !samePick(moveOrigin(pos, move), from)) continue;
    const pick = moveDestination(pos, move);
    const group = groups.find((g) => samePick(g.pick, pick));
    if (group) group.moves.push(move);
    else groups.push({ pick, moves: [move] });
  }
  return groups.map(({ pick, moves }) => ({ pick, from, moves, kind: targetKind(pos, moves) }));
}

function targetKind(pos: Position, moves: readonly Move[]): TargetKind {
  const kinds = moves.map(moveKind);
  if (kinds.includes(MOVE_POCKET)) return 'pocket';
  if (kinds.includes(MOVE_DROP)) return 'drop';
  if (kinds.includes(MOVE_CASTLE)) return 'castle';
  if (kinds.includes(MOVE_LEVEL)) return 'level';
  if (moves.every(moveUsesVest)) return 'vest';
  if (kinds.includes(MOVE_EN_PASSANT) || pos.board[moveTo(moves[0]!)]) return 'capture';
  return 'move';
}

/** The options of one choice dialog, and what the dialog asks. */
export interface Choice {
  readonly kind: ChoiceKind;
  readonly options: ChoiceOption[];
}

interface Dimension {
  kind(move: Move): ChoiceKind;
  key(move: Move): string;
}

/** The ways moves to one target can differ, resolved in this order. */
const DIMENSIONS: readonly Dimension[] = [
  {
    kind: () => 'mode',
    key: (move) =>
      moveKind(move) === MOVE_CASTLE ? 'castle' : moveUsesVest(move) ? 'vest' : 'plain',
  },
  {
    kind: (move) => (moveKind(move) === MOVE_POCKET ? 'mutation' : 'promotion'),
    key: (move) => (movePromotion(move) ? PIECES[movePromotion(move)]!.letter : ''),
  },
  {
    kind: () => 'vest',
    key: (move) => (moveVestTaken(move) ? PIECES[moveVestTaken(move)]!.letter : 'decline'),
  },
];

/** The move these candidates amount to, or the options of the first dimension in which they differ. */
export function nextChoice(candidates: readonly Move[]): { move: Move } | Choice {
  if (candidates.length === 1) return { move: candidates[0]! };
  for (const dimension of DIMENSIONS) {
    const options: ChoiceOption[] = [];
    for (const move of candidates) {
      const key = dimension.key(move);
      const option = options.find((o) => o.key === key);
      if (option) (option.moves as Move[]).push(move);
      else options.push({ key, moves: [move] });
    }
    if (options.length > 1) return { kind: dimension.kind(candidates[0]!), options };
  }
  return { move: candidates[0]! };
}
