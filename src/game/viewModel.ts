/**
 * The one view model both boards draw (2D SVG and 3D scene): the men with their ids, the pockets,
 * highlights by kind (selectable, selected, targets, last turn, check, the engine's hint), the
 * turn in progress and the outcome, derived from a session and the UI's selection. Views never call the rules.
 */
import {
  PIECES,
  inCheck,
  letterOf,
  type Color,
  type GameDefinition,
  type Move,
  type Position,
} from '../rules';
import { anyMoveFacts, type MoveFacts } from './moveFacts';
import {
  moveSquares,
  type GameSession,
  type MoveSquares,
  type SessionOutcome,
  type TurnProgress,
} from './session';
import { premoveComplete } from './premove';
import { squareView, type SquareView } from './squares';
import type { Hint } from './hint';
import { destinationsOf, type Destinations } from './destinations';
import { samePick, selectablePicks, targetsOf, type Pick, type Target } from './staging';

/** A man on his square (the square decoded: level, file, rank, name). */
export interface ManView extends SquareView {
  readonly id: number; // stable identity: the React key and the animation target
  readonly type: number;
  readonly letter: string; // FEN letter with case: 'N', 'q'
  readonly color: Color;
  readonly vest: string | null; // upper-case vest letter, e.g. 'N'
}

/** A legal target of the selected man or pocket, its squares decoded and its moves' facts. */
export interface TargetView extends Target {
  readonly at: SquareView | null; // the target square; null for the pocket (a pocketing)
  readonly origin: SquareView | null; // where the moves start; null for the pocket (a drop)
  readonly facts: MoveFacts; // what the moves to it do (a fact holds if one of them does it)
}

/** One move drawn on the board (the last turn's, the engine's hint): null ends are pockets. */
export interface MoveView {
  readonly from: SquareView | null;
  readonly to: SquareView | null;
}

export interface PocketView {
  readonly color: Color;
  readonly letter: string | null; // FEN letter of the pocketed piece with case, or null
  readonly id: number; // identity of the pocketed man (0 when empty)
}

export interface BoardView {
  readonly game: GameDefinition;
  readonly levels: number;
  readonly turn: Color;
  readonly men: readonly ManView[];
  readonly pockets: readonly PocketView[];
  readonly selectable: readonly Pick[];
  readonly selected: Pick | null;
  readonly targets: readonly TargetView[]; // the selection's targets, with their marks and facts
  readonly destinations: Destinations; // every movable pick's targets, e.g. Map { 20 → Set { 36 } }
  readonly lastMoves: readonly MoveView[]; // the sub-moves of the last turn
  readonly check: SquareView | null; // the king in check (flat games)
  readonly hint: readonly MoveView[]; // the engine's suggestion
  readonly threat: readonly MoveView[]; // the opponent's threat (the analysis board's threat mode)
  readonly premove: readonly MoveView[]; // the premoved sub-moves (game/premove.ts), drawn in their own colour
  readonly progress: TurnProgress;
  readonly outcome: SessionOutcome | null;
}

/**
 * The view of a session with `selected` picked (or nothing). With `at` (a move index below
 * `session.moves.length`) it shows the position before that move, for looking back: read-only,
 * nothing selectable. `hint` (the store's) marks the engine's suggestion on the live position.
 * With a `premove` (the opponent to move, game/premove.ts) the men stay where they stand and
 * what may be picked, with its targets, is the premove's: its position's, once it is not whole.
 */
export function buildBoardView(
  session: GameSession,
  selected: Pick | null,
  at?: number,
  hint?: Hint | null,
  { premove = null }: { premove?: GameSession | null } = {},
): BoardView {
  const lookingBack = at !== undefined && at < session.moves.length;
  const live = lookingBack ? session.positionAt(at) : session.position;
  const staging = premove ?? session;
  const pos = lookingBack ? live : staging.position;
  const legal = lookingBack || (premove && premoveComplete(premove)) ? [] : staging.legalMoves();
  const men = menOf(live);
  const selectable = selectablePicks(pos, legal);
  const active = selected && selectable.some((p) => samePick(p, selected)) ? selected : null;
  return {
    game: session.game,
    levels: pos.levels,
    turn: live.turn,
    men,
    pockets: live.game.pockets
      ? ([0, 1] as const).map((color) => ({
          color,
          letter: live.pockets[color] ? letterOf(live.pockets[color]!, color) : null,
          id: live.pocketIds[color]!,
        }))
      : [],
    selectable,
    selected: active,
    targets: active ? targetsOf(pos, legal, active).map((t) => targetView(pos, t)) : [],
    destinations: destinationsFor(pos, legal),
    lastMoves: lookingBack ? [] : session.lastTurnSquares().map((m) => moveView(m, pos.levels)),
    check:
      live.game.check && inCheck(live) ? squareView(live.kings[live.turn]!, live.levels) : null,
    hint:
      lookingBack || !hint || hint.threat ? [] : hint.squares.map((m) => moveView(m, pos.levels)),
    threat: lookingBack || !hint?.threat ? [] : hint.squares.map((m) => moveView(m, pos.levels)),
    premove: lookingBack || !premove ? [] : premoveSquares(premove),
    progress: session.turnProgress(),
    outcome: lookingBack ? null : session.outcome,
  };
}

const destinationsByMoves = new WeakMap<readonly Move[], Destinations>();

/**
 * The destinations of a position's legal moves, built on its first view and kept: the session
 * keeps one list of legal moves a position (GameSession.legalMoves), so a new selection, which
 * builds a new view, reuses them.
 */
function destinationsFor(pos: Position, legal: readonly Move[]): Destinations {
  let destinations = destinationsByMoves.get(legal);
  if (!destinations) destinationsByMoves.set(legal, (destinations = destinationsOf(pos, legal)));
  return destinations;
}

const pickSquare = (pick: Pick, levels: number): SquareView | null =>
  pick.kind === 'square' ? squareView(pick.square, levels) : null;

/** A target as the boards draw it: its squares decoded and its move facts. */
export function targetView(pos: Position, target: Target): TargetView {
  return {
    ...target,
    at: pickSquare(target.pick, pos.levels),
    origin: pickSquare(target.from, pos.levels),
    facts: anyMoveFacts(pos, target.moves),
  };
}

/** The squares of a premove's sub-moves (an `end` marks none). */
const premoveSquares = (premove: GameSession): MoveView[] =>
  premove.moves.flatMap((played) => {
    const squares = moveSquares(played.move);
    return squares ? [moveView(squares, premove.game.levels)] : [];
  });

const moveView = (move: MoveSquares, levels: number): MoveView => ({
  from: move.from === null ? null : squareView(move.from, levels),
  to: move.to === null ? null : squareView(move.to, levels),
});

/** The men of a position as the boards draw them (also the piece explorer's). */
export function menOf(pos: Position): ManView[] {
  const men: ManView[] = [];
  for (let square = 0; square < pos.board.length; square++) {
    const code = pos.board[square]!;
    if (square & 127 & 0x88 || !code) continue; // off the board within its level, or empty
    const type = code & 31;
    const color = (code >> 5) as Color;
    men.push({
      ...squareView(square, pos.levels),
      id: pos.ids[square]!,
      type,
      letter: letterOf(type, color),
      color,
      vest: pos.vests[square] ? PIECES[pos.vests[square]!]!.letter : null,
    });
  }
  return men;
}
