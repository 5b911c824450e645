/**
 * The piece explorer's model (`?explore`): one man of a game on a square (any level in Parallel
 * worlds chess), friendly blockers and enemy men around it, and where it can go. Where it can go
 * is never worked out here: the board is made into a real position and the rules core's legal
 * moves of that man are the answer, grouped into targets by the same input staging the game uses
 * (so a vest move, a move between levels or a capture is marked as in play).
 *
 * Two things make a diagram a position. Kings: every game needs one king per side (per army on
 * levels 1 and 3 in Parallel worlds chess), so the kings stand on the first free squares of the
 * back ranks (White from h1, Black from a8), visible and in play like any man. Check: the
 * explorer shows how a man moves, not whether its king is safe, so the position is read by the
 * game's own definition with the check rule switched off (otherwise a queen seeing the enemy
 * king would make the diagram an illegal position, and a blocker next to a king would pin men).
 * The dropped men are pawns, and knights on ranks 1 and 8, where some games allow no pawn.
 */
import {
  KING,
  PAWN,
  PIECES,
  err,
  fromSetup,
  gameById,
  legalMoves,
  makeFen,
  ok,
  parseSquare,
  squareName,
  vestAddsPowers,
  type GameDefinition,
  type GameId,
  type Move,
  type Position,
  type Result,
  type SetupMan,
  type Square,
} from '../rules';
import { destinationsOf } from './destinations';
import { targetsOf, type Target, type TargetKind } from './staging';
import { menOf, targetView, type BoardView } from './viewModel';

/** A man dropped around the explored one: a friendly blocker or an enemy it may capture. */
export type ExplorerMan = 'blocker' | 'enemy';

/** What the explorer's board holds (the explored man is White's). */
export interface ExplorerBoard {
  readonly game: GameId; // 'pocket-mutation'
  readonly letter: string; // the explored man, upper case: 'I'
  readonly vest: string | null; // its vest (PlunderChess), upper case: 'N'
  readonly square: string; // where it stands: 'd4', '2d4' in Parallel worlds chess
  readonly men: Readonly<Record<string, ExplorerMan>>; // { d6: 'blocker', f5: 'enemy' }
}

/** The explored man's moves in the board's position, as the board draws them. */
export interface ExplorerMoves {
  readonly position: Position;
  readonly moves: readonly Move[]; // the explored man's legal moves
  readonly targets: readonly Target[]; // grouped by destination square, with their kind
  readonly view: BoardView;
}

/** The type id of an upper-case piece letter, or undefined. */
const typeOf = (letter: string): number | undefined => {
  const type = PIECES.findIndex((piece) => piece.letter === letter);
  return type > 0 ? type : undefined;
};
const KNIGHT_TYPE = typeOf('N')!;

/** The game's definition as the explorer asks it: its own rules, the check rule switched off. */
function explorerRules(game: GameId): GameDefinition {
  return { ...gameById(game)!, check: false };
}

/** Where the explored man starts when nothing says otherwise: d4 (on level 1 with levels). */
export function defaultSquare(game: GameId): string {
  return gameById(game)!.levels > 1 ? '1d4' : 'd4';
}

/**
 * The vests (upper-case letters) that add something to a man of `letter`
 * (docs/rules.md §PlunderChess / Plundering).
 */
export function vestsFor(letter: string): string[] {
  const wearer = typeOf(letter);
  if (wearer === undefined) return [];
  return ['P', 'N', 'B', 'R', 'Q', 'K'].filter((vest) => vestAddsPowers(wearer, typeOf(vest)!));
}

/** The man a dropped blocker or enemy is on `square`: a pawn, a knight on ranks 1 and 8. */
function droppedType(square: Square): number {
  const rank = (square >> 4) & 7;
  return rank === 0 || rank === 7 ? KNIGHT_TYPE : PAWN;
}

/** The squares of a level a king of `color` is tried on: its back ranks, from its corner. */
function kingSquares(level: number, color: 0 | 1): Square[] {
  const squares: Square[] = [];
  for (let step = 0; step < 8; step++) {
    const rank = color === 0 ? step : 7 - step;
    for (let i = 0; i < 8; i++) {
      const file = color === 0 ? 7 - i : i;
      squares.push(level * 128 + rank * 16 + file);
    }
  }
  return squares;
}

/** The board's men as setup men (kings added), or the problem with one of its squares. */
function setupMen(board: ExplorerBoard): Result<SetupMan[]> {
  const rules = gameById(board.game)!;
  const levels = rules.levels;
  const type = typeOf(board.letter);
  if (type === undefined || type > rules.maxPieceType)
    return err(`no piece '${board.letter}' in ${rules.name}`);
  const square = parseSquare(board.square, levels);
  if (square === undefined) return err(`no square '${board.square}'`);
  const vest = board.vest ? (typeOf(board.vest) ?? 0) : 0;
  const men: SetupMan[] = [{ square, type, color: 0, vest: rules.vests ? vest : 0 }];
  const taken = new Set<Square>([square]);
  for (const [name, kind] of Object.entries(board.men)) {
    const at = parseSquare(name, levels);
    if (at === undefined || taken.has(at)) continue;
    taken.add(at);
    men.push({ square: at, type: droppedType(at), color: kind === 'blocker' ? 0 : 1, vest: 0 });
  }
  for (let level = 0; level < levels; level++) {
    if (level === rules.queenLevel) continue;
    for (const color of [0, 1] as const) {
      if (color === 0 && type === KING && square >> 7 === level) continue;
      const home = kingSquares(level, color).find((s) => !taken.has(s))!;
      taken.add(home);
      men.push({ square: home, type: KING, color, vest: 0 });
    }
  }
  return ok(men);
}

/** The board as a position of its game (White to move), or the rules core's reason why not. */
function explorerPosition(board: ExplorerBoard): Result<Position> {
  const men = setupMen(board);
  if (!men.ok) return men;
  return fromSetup(explorerRules(board.game), {
    men: men.value,
    pockets: [0, 0],
    turn: 0,
    castling: [],
    ep: [],
    halfmove: 0,
    fullmove: 2, // past White's short first turn and the first-move pocketing rule
  });
}

/** Where the explored man can go on `board`, by the rules core, or why the board is no position. */
export function explorerMoves(board: ExplorerBoard): Result<ExplorerMoves> {
  const made = explorerPosition(board);
  if (!made.ok) return made;
  const position = made.value;
  const square = parseSquare(board.square, position.levels)!;
  const pick = { kind: 'square', square } as const;
  const all = legalMoves(position);
  // Pocketing lifts the man off the board: a rule of the pocket, not a square it moves to.
  const targets = targetsOf(position, all, pick).filter((t) => t.pick.kind === 'square');
  const moves = targets.flatMap((t) => t.moves);
  const view: BoardView = {
    game: position.game,
    levels: position.levels,
    turn: 0,
    men: menOf(position),
    pockets: [],
    selectable: [pick],
    selected: pick,
    targets: targets.map((t) => targetView(position, t)),
    destinations: destinationsOf(position, moves),
    lastMoves: [],
    premove: [],
    check: null,
    hint: [],
    threat: [],
    progress: { played: [], usedLevels: [], remaining: 0, canEnd: false },
    outcome: null,
  };
  return ok({ position, moves, targets, view });
}

/** The targets by square name, sorted (`[{ name: '2d5', kind: 'move' }, …]`): what the page lists. */
export function targetList(moves: ExplorerMoves): Array<{ name: string; kind: TargetKind }> {
  return moves.targets
    .flatMap((t) =>
      t.pick.kind === 'square'
        ? [{ name: squareName(t.pick.square, moves.position.levels), kind: t.kind }]
        : [],
    )
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The board with the man on `name` changed: the tool's man put there, or taken off again. */
export function toggleMan(board: ExplorerBoard, name: string, kind: ExplorerMan): ExplorerBoard {
  if (name === board.square) return board;
  const men = { ...board.men };
  if (men[name] === kind) delete men[name];
  else men[name] = kind;
  return { ...board, men };
}

/** The board with the explored man moved to `name` (a man standing there is taken off). */
export function moveExplored(board: ExplorerBoard, name: string): ExplorerBoard {
  const men = { ...board.men };
  delete men[name];
  return { ...board, square: name, men };
}

/** The FEN of the board's position (for "Open in the editor"). */
export function explorerFen(moves: ExplorerMoves): string {
  return makeFen(moves.position);
}
