/**
 * The one view model both boards draw (2D SVG and 3D scene): the men with their ids, the pockets,
 * highlights by kind (selectable, selected, targets, last turn, check, the engine's hint), the
 * turn in progress and the outcome, derived from a session and the UI's selection. Views never call the rules.
 */
import {
  PIECES,
  fileOf,
  inCheck,
  letterOf,
  levelOf,
  rankOf,
  squareName,
  type Color,
  type GameDefinition,
  type Position,
  type Square,
} from '../rules';
import type { GameSession, SessionOutcome, TurnProgress } from './session';
import type { Hint } from './store';
import { samePick, selectablePicks, targetsOf, type Pick, type Target } from './staging';

export interface ManView {
  readonly id: number; // stable identity: the React key and the animation target
  readonly square: Square;
  readonly name: string; // '1e4' or 'e4'
  readonly level: number; // 0-based
  readonly file: number; // 0..7
  readonly rank: number; // 0..7
  readonly type: number;
  readonly letter: string; // FEN letter with case: 'N', 'q'
  readonly pieceName: string; // 'Knight'
  readonly color: Color;
  readonly vest: string | null; // upper-case vest letter, e.g. 'N'
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
  readonly targets: readonly Target[];
  readonly lastMoves: ReadonlyArray<{ from: Square | null; to: Square | null }>;
  readonly check: Square | null; // the king in check (flat games)
  readonly hint: ReadonlyArray<{ from: Square | null; to: Square | null }>; // the engine's suggestion
  readonly progress: TurnProgress;
  readonly outcome: SessionOutcome | null;
}

/**
 * The view of a session with `selected` picked (or nothing). With `at` (a move index below
 * `session.moves.length`) it shows the position before that move, for looking back: read-only,
 * nothing selectable. `hint` (the store's) marks the engine's suggestion on the live position.
 */
export function buildBoardView(
  session: GameSession,
  selected: Pick | null,
  at?: number,
  hint?: Hint | null,
): BoardView {
  const lookingBack = at !== undefined && at < session.moves.length;
  const pos = lookingBack ? session.positionAt(at) : session.position;
  const legal = lookingBack ? [] : session.legalMoves();
  const men = menOf(pos);
  const selectable = selectablePicks(pos, legal);
  const active = selected && selectable.some((p) => samePick(p, selected)) ? selected : null;
  return {
    game: session.game,
    levels: pos.levels,
    turn: pos.turn,
    men,
    pockets: pos.game.pockets
      ? ([0, 1] as const).map((color) => ({
          color,
          letter: pos.pockets[color] ? letterOf(pos.pockets[color]!, color) : null,
          id: pos.pocketIds[color]!,
        }))
      : [],
    selectable,
    selected: active,
    targets: active ? targetsOf(pos, legal, active) : [],
    lastMoves: lookingBack ? [] : session.lastTurnSquares(),
    check: pos.game.check && inCheck(pos) ? pos.kings[pos.turn]! : null,
    hint: lookingBack || !hint ? [] : hint.squares,
    progress: session.turnProgress(),
    outcome: lookingBack ? null : session.outcome,
  };
}

/** The men of a position as the boards draw them (also the piece explorer's). */
export function menOf(pos: Position): ManView[] {
  const men: ManView[] = [];
  for (let square = 0; square < pos.board.length; square++) {
    const code = pos.board[square]!;
    if (square & 127 & 0x88 || !code) continue; // off the board within its level, or empty
    const type = code & 31;
    const color = (code >> 5) as Color;
    men.push({
      id: pos.ids[square]!,
      square,
      name: squareName(square, pos.levels),
      level: levelOf(square),
      file: fileOf(square),
      rank: rankOf(square),
      type,
      letter: letterOf(type, color),
      pieceName: PIECES[type]!.name,
      color,
      vest: pos.vests[square] ? PIECES[pos.vests[square]!]!.letter : null,
    });
  }
  return men;
}
