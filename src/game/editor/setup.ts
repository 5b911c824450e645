/**
 * The position editor's model: an unchecked setup (men on named squares, pockets, side to move,
 * castling and en passant rights, counters) that the editor changes freely, written as FEN text
 * and validated by the rules core (`parseFen`), which names what is wrong. The editor never
 * decides legality itself, so a setup may be illegal while it is being built; only "Play from
 * here" needs it valid. The rights are offered as the board allows them, as lichess's editor does:
 * each castling right with whether its king and rook stand at home (`castlingOptions`), the en
 * passant squares behind a pawn that may just have made its double step (`enPassantCandidates`),
 * and `tidyRights` drops what an edit of the board leaves impossible.
 */
import {
  describeProblem,
  excerpt,
  gameById,
  parseFen,
  type GameId,
  type Problem,
} from '../../rules';

export interface Setup {
  readonly game: GameId; // 'plunder'
  readonly men: Readonly<Record<string, string>>; // { e1: 'K', d5: 'R(N)', '2c4': 'p' }
  readonly pockets: readonly [string, string]; // ['Q', ''] — Pocket mutation chess only
  readonly turn: 'w' | 'b';
  readonly castling: string; // 'KQkq', '1KQ3kq', '-'
  readonly enPassant: string; // 'e3', '1a6,3d6', '-'
  readonly halfmove: number;
  readonly fullmove: number;
}

const FILES = 'abcdefgh';

/** The squares' names of a game's boards, level by level, rank 8 first (the FEN order). */
function squareNames(game: GameId, level: number): string[] {
  const levels = gameById(game)!.levels;
  const names: string[] = [];
  for (let rank = 8; rank >= 1; rank--)
    for (const file of FILES) names.push(`${levels > 1 ? level + 1 : ''}${file}${rank}`);
  return names;
}

/** The setup's FEN text (valid or not). */
export function setupFen(setup: Setup): string {
  const game = gameById(setup.game)!;
  const boards: string[] = [];
  for (let level = 0; level < game.levels; level++) {
    const names = squareNames(setup.game, level);
    const ranks: string[] = [];
    for (let rank = 0; rank < 8; rank++) {
      let text = '';
      let empty = 0;
      for (const name of names.slice(rank * 8, rank * 8 + 8)) {
        const man = setup.men[name];
        if (!man) empty++;
        else {
          text += (empty ? String(empty) : '') + man;
          empty = 0;
        }
      }
      ranks.push(text + (empty ? String(empty) : ''));
    }
    boards.push(ranks.join('/'));
  }
  const pockets = game.pockets
    ? `[${setup.pockets[0].toUpperCase()}${setup.pockets[1].toLowerCase()}]`
    : '';
  const fields = [setup.turn, setup.castling || '-', setup.enPassant || '-'];
  return `${boards.join('|')}${pockets} ${fields.join(' ')} ${setup.halfmove} ${setup.fullmove}`;
}

/** Reads a FEN into a setup, if the rules core accepts it; else the rules' error. */
export function setupFromFen(
  gameId: GameId,
  fen: string,
): { ok: true; setup: Setup } | { ok: false; problem: Problem } {
  const game = gameById(gameId);
  if (!game) return { ok: false, problem: { code: 'unknown-game', id: excerpt(gameId) } };
  const parsed = parseFen(game, fen.trim());
  if (!parsed.ok) return { ok: false, problem: parsed.problem };
  const [board = '', turn, castling = '-', enPassant = '-', halfmove = '0', fullmove = '1'] = fen
    .trim()
    .split(/\s+/);
  const pocketText = /\[([^\]]*)\]$/.exec(board)?.[1] ?? '';
  const men: Record<string, string> = {};
  board
    .replace(/\[[^\]]*\]$/, '')
    .split('|')
    .forEach((level, index) => {
      const names = squareNames(gameId, index);
      let at = 0;
      for (const token of level.replaceAll('/', '').match(/\d|[A-Za-z](\([A-Za-z]\))?/g) ?? []) {
        if (/\d/.test(token)) at += Number(token);
        else men[names[at++]!] = token;
      }
    });
  const white = [...pocketText].find((c) => c === c.toUpperCase()) ?? '';
  const black = [...pocketText].find((c) => c === c.toLowerCase()) ?? '';
  return {
    ok: true,
    setup: {
      game: gameId,
      men,
      pockets: [white, black],
      turn: turn === 'b' ? 'b' : 'w',
      castling,
      enPassant,
      halfmove: Number(halfmove),
      fullmove: Number(fullmove),
    },
  };
}

/** The game's start position as a setup. */
export function startSetup(game: GameId): Setup {
  const read = setupFromFen(game, gameById(game)!.startFen);
  if (!read.ok) throw new Error(describeProblem(read.problem));
  return read.setup;
}

/** An empty board (no men, no rights): the editor's "Clear". */
export function emptySetup(game: GameId): Setup {
  return { ...startSetup(game), men: {}, pockets: ['', ''], castling: '-', enPassant: '-' };
}

/** The setup with `man` on `square` (null: the square emptied). */
export function placeMan(setup: Setup, square: string, man: string | null): Setup {
  const men = { ...setup.men };
  if (man) men[square] = man;
  else delete men[square];
  return { ...setup, men };
}

/** The setup with the man on `from` moved to `to` (whatever stood there is gone). */
export function moveMan(setup: Setup, from: string, to: string): Setup {
  const man = setup.men[from];
  if (!man || from === to) return setup;
  return placeMan(placeMan(setup, from, null), to, man);
}

/** Is the setup a position of its game? `null` when it is, else the rules core's reason. */
export function setupError(setup: Setup): Problem | null {
  const parsed = parseFen(gameById(setup.game)!, setupFen(setup));
  return parsed.ok ? null : parsed.problem;
}

/** One castling right the editor offers: a level's (Parallel worlds) or the board's, a side's, a wing's. */
export interface CastlingOption {
  readonly level: number | null; // 1 or 3 in Parallel worlds chess; null on a single board
  readonly color: 'w' | 'b';
  readonly wing: 'K' | 'Q'; // king's side (O-O) or queen's side (O-O-O)
  readonly on: boolean; // the setup has the right
  readonly possible: boolean; // the king and that rook stand on their start squares
}

/** The castling rights a level's field holds: `KQkq`-style letters, keyed by level (0 flat). */
function rightsByLevel(castling: string): Map<number, string> {
  const rights = new Map<number, string>();
  let level = 0;
  for (const char of castling === '-' ? '' : castling) {
    if (/\d/.test(char)) level = Number(char);
    else rights.set(level, (rights.get(level) ?? '') + char);
  }
  return rights;
}

/** Every castling right of the setup's game, with whether the setup has it and could. */
export function castlingOptions(setup: Setup): CastlingOption[] {
  const game = gameById(setup.game)!;
  if (!game.castling) return [];
  const levels = game.levels > 1 ? [1, 3] : [null];
  const rights = rightsByLevel(setup.castling);
  return levels.flatMap((level) =>
    (['w', 'b'] as const).flatMap((color) =>
      (['K', 'Q'] as const).map((wing) => {
        const letter = color === 'w' ? wing : wing.toLowerCase();
        const rank = color === 'w' ? 1 : 8;
        const at = (file: string) => setup.men[`${level ?? ''}${file}${rank}`];
        const king = color === 'w' ? 'K' : 'k';
        const rook = color === 'w' ? 'R' : 'r';
        return {
          level,
          color,
          wing,
          on: (rights.get(level ?? 0) ?? '').includes(letter),
          possible: at('e') === king && at(wing === 'K' ? 'h' : 'a') === rook,
        };
      }),
    ),
  );
}

/** The castling field of a list of rights, in the FEN's order (`1KQkq3Kq`, `KQk`, `-`). */
function castlingField(options: readonly CastlingOption[]): string {
  let text = '';
  let level: number | null | undefined;
  for (const option of options) {
    if (!option.on) continue;
    if (option.level !== level && option.level !== null) text += String(option.level);
    level = option.level;
    text += option.color === 'w' ? option.wing : option.wing.toLowerCase();
  }
  return text || '-';
}

/** The setup with one castling right given or taken away. */
export function setCastling(setup: Setup, right: CastlingOption, on: boolean): Setup {
  const options = castlingOptions(setup).map((option) =>
    option.level === right.level && option.color === right.color && option.wing === right.wing
      ? { ...option, on }
      : option,
  );
  return { ...setup, castling: castlingField(options) };
}

/**
 * The squares the side to move could take en passant on: behind an enemy pawn that may just have
 * made its double step (the pawn on its fourth rank, the square it passed and the one it left
 * empty), on the outer levels in Parallel worlds chess (a double step is made there only).
 */
export function enPassantCandidates(setup: Setup): string[] {
  const game = gameById(setup.game)!;
  const levels = game.levels > 1 ? ['1', '3'] : [''];
  const [pawn, passed, left, pawnRank] = setup.turn === 'w' ? ['p', 6, 7, 5] : ['P', 3, 2, 4];
  return levels.flatMap((level) =>
    [...FILES]
      .filter(
        (file) =>
          setup.men[`${level}${file}${pawnRank}`] === pawn &&
          !setup.men[`${level}${file}${passed}`] &&
          !setup.men[`${level}${file}${left}`],
      )
      .map((file) => `${level}${file}${passed}`),
  );
}

/** The en passant squares of the setup (`['1a6', '3d6']`). */
export const enPassantSquares = (setup: Setup): string[] =>
  setup.enPassant === '-' || !setup.enPassant ? [] : setup.enPassant.split(',');

/**
 * The setup with `square`'s en passant right given or taken away. One right per board: in
 * Parallel worlds chess a turn's double steps on both outer levels give one each.
 */
export function toggleEnPassant(setup: Setup, square: string): Setup {
  const chosen = enPassantSquares(setup);
  const board = (name: string) => name.slice(0, name.length - 2);
  const next = chosen.includes(square)
    ? chosen.filter((name) => name !== square)
    : [...chosen.filter((name) => board(name) !== board(square)), square].sort();
  return { ...setup, enPassant: next.join(',') || '-' };
}

/**
 * The setup with the rights its board no longer allows taken away (a castling right whose king
 * or rook left its square, an en passant square with no pawn behind it): what an edit of the
 * board, the side to move or a right leaves behind.
 */
export function tidyRights(setup: Setup): Setup {
  const options = castlingOptions(setup).map((option) => ({
    ...option,
    on: option.on && option.possible,
  }));
  const candidates = enPassantCandidates(setup);
  const enPassant = enPassantSquares(setup).filter((square) => candidates.includes(square));
  return {
    ...setup,
    castling: options.length ? castlingField(options) : setup.castling,
    enPassant: enPassant.join(',') || '-',
  };
}
