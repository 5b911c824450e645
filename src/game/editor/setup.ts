/**
 * The position editor's model: an unchecked setup (men on named squares, pockets, side to move,
 * castling and en passant fields, counters) that the editor changes freely, written as FEN text
 * and validated by the rules core (`parseFen`), which names what is wrong. The editor never
 * decides legality itself, so a setup may be illegal while it is being built; only "Play from
 * here" needs it valid.
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
export function squareNames(game: GameId, level: number): string[] {
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
