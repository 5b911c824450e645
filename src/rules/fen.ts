/**
 * FEN for every game (docs/rules.md §Conventions / FEN and each game's FEN), in the shape of
 * chessops' setup.ts:
 * `parseSetup` reads text strictly into a plain, unchecked `Setup` (or a coded problem naming the
 * field); `fromSetup` checks that the setup is a position of the game and builds the `Position`;
 * `toSetup` and `makeFen` write it back. `parseFen` is the two steps at once.
 *
 * Extensions: Parallel worlds chess joins three boards with `|`, lists castling rights per level
 * (`1KQkq3KQkq`) and en passant squares per level (`1e3,3d3`); Pocket mutation chess follows the
 * board with the pockets in brackets (`[Nq]`); PlunderChess writes a vest after its wearer (`B(N)`).
 * After a king capture in Parallel worlds chess the loser (to move) lacks that king.
 *
 * Every reader here is linear in the length of its input.
 */
import { attackedByPawns, isAttacked } from './attacks';
import { gameById, type GameDefinition } from './games';
import {
  LEVEL_SIZE,
  levelOf,
  parseSquare,
  rankOf,
  squareAt,
  squareName,
  type Square,
} from './geometry';
import {
  BISHOP,
  BLACK,
  KING,
  KNIGHT,
  PAWN,
  ROOK,
  WHITE,
  letterOf,
  pieceCode,
  typeOfLetter,
  type Color,
} from './pieces';
import { castlingBit, forward, Position, vestAddsPowers, type PositionView } from './position';
import { MAX_COUNTER, excerpt, type EnPassantReason } from './problems';
import { err, ok, type Result } from './result';

/** A man of a setup. `vest` is a piece type or 0 (PlunderChess). */
export interface SetupMan {
  readonly square: Square;
  readonly type: number;
  readonly color: Color;
  readonly vest: number;
}

/** A castling right: a side's king with the rook on one wing of one level. */
export interface CastlingRight {
  readonly level: number; // 0-based
  readonly color: Color;
  readonly queenSide: boolean;
}

/** A position as plain data, read from a FEN but not yet checked against the rules. */
export interface Setup {
  /** The men in FEN order (level 1 first, rank 8 to 1, file a to h). */
  readonly men: readonly SetupMan[];
  /** The pocketed piece type of White and Black (Pocket mutation chess), 0 for empty. */
  readonly pockets: readonly [number, number];
  readonly turn: Color;
  /** In FEN order: level by level, KQkq. */
  readonly castling: readonly CastlingRight[];
  /** En passant squares, at most one per level, in level order. */
  readonly ep: readonly Square[];
  readonly halfmove: number;
  readonly fullmove: number;
}

const CASTLING_LETTERS = 'KQkq';
const levelNumber = (game: GameDefinition, level: number): number | null =>
  game.levels > 1 ? level + 1 : null;
/** A letter of the ASCII alphabet only: `'ı'.toUpperCase()` is `I`, but `ı` is no piece. */
const letterType = (ch: string): number | undefined =>
  /^[A-Za-z]$/.test(ch) ? typeOfLetter(ch.toUpperCase()) : undefined;
const isUpper = (ch: string): boolean => ch >= 'A' && ch <= 'Z';

/** Parses a FEN of `game` into a position, checking it against the rules. */
export function parseFen(game: GameDefinition, fen: string): Result<PositionView> {
  const setup = parseSetup(game, fen);
  return setup.ok ? fromSetup(game, setup.value) : setup;
}

/** Parses a FEN of the game with this id. */
export function parseFenOf(gameId: string, fen: string): Result<PositionView> {
  const game = gameById(gameId);
  if (!game) return err({ code: 'unknown-game', id: excerpt(gameId) });
  return parseFen(game, fen);
}

/** Reads the text of a FEN of `game` into a setup: the fields and their syntax only. */
export function parseSetup(game: GameDefinition, fen: string): Result<Setup> {
  if (/^\s|\s$/.test(fen)) return err({ code: 'fen-whitespace' });
  const fields = fen.split(' ');
  if (fields.length !== 6) return err({ code: 'fen-fields', found: fields.length });
  const names = ['board', 'side', 'castling', 'en-passant', 'halfmove', 'fullmove'] as const;
  const empty = fields.findIndex((field) => field === '');
  if (empty >= 0) return err({ code: 'fen-field-empty', field: names[empty]! });
  const [boardField, sideField, castlingField, epField, halfField, fullField] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];

  let placement = boardField;
  let pockets: [number, number] = [0, 0];
  if (game.pockets) {
    const open = boardField.lastIndexOf('[');
    if (open < 0 || !boardField.endsWith(']') || boardField.indexOf(']') < boardField.length - 1)
      return err({ code: 'pockets-missing' });
    placement = boardField.slice(0, open);
    const read = readPockets(boardField.slice(open + 1, -1));
    if (!read.ok) return read;
    pockets = read.value;
  }
  const levels = placement.split('|');
  if (levels.length !== game.levels)
    return err({ code: 'board-count', expected: game.levels, found: levels.length });
  const men: SetupMan[] = [];
  for (let level = 0; level < levels.length; level++) {
    const read = readBoard(game, level, levels[level]!, men);
    if (!read.ok) return read;
  }

  if (sideField !== 'w' && sideField !== 'b')
    return err({ code: 'side', text: excerpt(sideField) });
  const castling = readCastling(game, castlingField);
  if (!castling.ok) return castling;
  const ep = readEnPassant(game, epField);
  if (!ep.ok) return ep;
  const halfmove = readCounter(halfField, 'halfmove', 0);
  if (!halfmove.ok) return halfmove;
  const fullmove = readCounter(fullField, 'fullmove', 1);
  if (!fullmove.ok) return fullmove;
  return ok({
    men,
    pockets,
    turn: sideField === 'w' ? WHITE : BLACK,
    castling: castling.value,
    ep: ep.value,
    halfmove: halfmove.value,
    fullmove: fullmove.value,
  });
}

function readCounter(text: string, field: 'halfmove' | 'fullmove', least: number): Result<number> {
  if (!/^\d+$/.test(text)) return err({ code: field, text: excerpt(text) });
  const digits = text.replace(/^0+(?=\d)/, ''); // no Number() of a thousand digits
  const value = digits.length > String(MAX_COUNTER).length ? Infinity : Number(digits);
  if (value < least) return err({ code: field, text: excerpt(text) });
  if (value > MAX_COUNTER) return err({ code: 'counter-too-large', field, max: MAX_COUNTER });
  return ok(value);
}

function readPockets(text: string): Result<[number, number]> {
  const pockets: [number, number] = [0, 0];
  const shown = excerpt(text);
  for (const color of [WHITE, BLACK] as const)
    if ((color === WHITE ? /[A-Z].*[A-Z]/ : /[a-z].*[a-z]/).test(text))
      return err({ code: 'pockets-two', text: shown, color });
  if (/^[a-z][A-Z]$/.test(text)) return err({ code: 'pockets-order', text: shown });
  if (!/^[A-Z]?[a-z]?$/.test(text)) return err({ code: 'pockets-form', text: shown });
  for (const letter of text) {
    const type = letterType(letter);
    if (type === undefined) return err({ code: 'pocket-piece', letter });
    if (type === KING) return err({ code: 'pocket-king' });
    pockets[isUpper(letter) ? WHITE : BLACK] = type;
  }
  return ok(pockets);
}

function readBoard(
  game: GameDefinition,
  level: number,
  text: string,
  men: SetupMan[],
): Result<true> {
  const where = levelNumber(game, level);
  const ranks = text.split('/');
  if (ranks.length !== 8) return err({ code: 'rank-count', level: where, found: ranks.length });
  for (let r = 0; r < 8; r++) {
    const rank = 7 - r;
    const row = ranks[r]!;
    let file = 0;
    let lastWasDigit = false;
    for (let i = 0; i < row.length; i++) {
      const ch = row[i]!;
      if (ch >= '1' && ch <= '8') {
        if (lastWasDigit) return err({ code: 'rank-two-digits', level: where, rank: rank + 1 });
        file += Number(ch);
        lastWasDigit = true;
        continue;
      }
      lastWasDigit = false;
      const type = letterType(ch);
      if (type === undefined || type > game.maxPieceType)
        return err({
          code: 'not-a-piece',
          letter: String.fromCodePoint(row.codePointAt(i)!),
          game: game.id,
          level: where,
          rank: rank + 1,
        });
      const color: Color = isUpper(ch) ? WHITE : BLACK;
      let vest = 0;
      if (row[i + 1] === '(') {
        if (!game.vests)
          return err({ code: 'vests-not-in-game', game: game.id, level: where, rank: rank + 1 });
        const close = row.indexOf(')', i);
        const vestLetter = close > 0 ? row.slice(i + 2, close) : '';
        const vestType = vestLetter.length === 1 ? letterType(vestLetter) : undefined;
        if (vestType === undefined || vestType > 5 || isUpper(vestLetter) !== (color === WHITE))
          return err({
            code: 'vest-form',
            text: excerpt(row.slice(i, close > 0 ? close + 1 : undefined)),
            rank: rank + 1,
          });
        vest = vestType;
        i = close;
      }
      if (file > 7) return err({ code: 'rank-too-long', level: where, rank: rank + 1 });
      men.push({ square: squareAt(level, file, rank), type, color, vest });
      file++;
    }
    if (file !== 8) return err({ code: 'rank-files', level: where, rank: rank + 1, files: file });
  }
  return ok(true);
}

function readCastling(game: GameDefinition, text: string): Result<CastlingRight[]> {
  if (text === '-') return ok([]);
  if (!game.castling) return err({ code: 'castling-not-in-game', game: game.id });
  const shown = excerpt(text);
  const groups: Array<[number, string]> = [];
  if (game.levels > 1) {
    const re = /(\d)([KQkq]+)/gy;
    let match: RegExpExecArray | null;
    let consumed = 0;
    while ((match = re.exec(text))) {
      groups.push([Number(match[1]) - 1, match[2]!]);
      consumed = re.lastIndex;
    }
    if (consumed !== text.length || !groups.length)
      return err({ code: 'castling-levels-form', text: shown });
    if (groups.some(([level], i) => i > 0 && level <= groups[i - 1]![0]))
      return err({ code: 'castling-levels-order', text: shown });
  } else {
    groups.push([0, text]);
  }
  const rights: CastlingRight[] = [];
  for (const [level, letters] of groups) {
    if (level < 0 || level >= game.levels || level === game.queenLevel)
      return err({ code: 'castling-level', level: level + 1 });
    let last = -1;
    for (const ch of letters) {
      const index = CASTLING_LETTERS.indexOf(ch);
      if (index < 0) return err({ code: 'castling-letter', letter: ch });
      if (index === last) return err({ code: 'castling-twice', letter: ch });
      if (index < last) return err({ code: 'castling-order', text: excerpt(letters) });
      last = index;
      rights.push({ level, color: index < 2 ? WHITE : BLACK, queenSide: index % 2 === 1 });
    }
  }
  return ok(rights);
}

function readEnPassant(game: GameDefinition, text: string): Result<Square[]> {
  if (text === '-') return ok([]);
  const squares: Square[] = [];
  for (const name of text.split(',')) {
    const square = parseSquare(name, game.levels);
    if (square === undefined) return err({ code: 'ep-not-a-square', text: excerpt(name) });
    if (squares.some((other) => levelOf(other) === levelOf(square)))
      return err({ code: 'ep-two-on-level' });
    squares.push(square);
  }
  return ok(squares);
}

/** Checks a setup against the rules of `game` and builds its position. */
export function fromSetup(game: GameDefinition, setup: Setup): Result<PositionView> {
  const pos = new Position(game);
  for (const man of setup.men) {
    const { square, type, color, vest } = man;
    const rank = rankOf(square) + 1;
    if (vest && !vestAddsPowers(type, vest))
      return err({
        code: 'vest-adds-nothing',
        vest: letterOf(vest, WHITE),
        piece: letterOf(type, color),
        rank,
      });
    if (type === PAWN) {
      const which = pawnProblem(game, levelOf(square), rank - 1, color);
      if (which)
        return err({
          code: 'pawn-rank',
          square: squareName(square, game.levels),
          color,
          which,
          game: game.id,
        });
    }
    pos.board[square] = pieceCode(type, color);
    pos.vests[square] = vest;
    pos.ids[square] = pos.nextId++;
    if (type === KING) pos.kings[color] = square;
  }
  for (const color of [WHITE, BLACK] as const) {
    if (setup.pockets[color]) {
      pos.pockets[color] = setup.pockets[color];
      pos.pocketIds[color] = pos.nextId++;
    }
  }
  pos.turn = setup.turn;

  for (const right of setup.castling) {
    const { level, color, queenSide } = right;
    const letter = CASTLING_LETTERS[color * 2 + (queenSide ? 1 : 0)]!;
    const home = squareAt(level, 0, color === WHITE ? 0 : 7);
    const where = levelNumber(game, level);
    if (pos.board[home + 4] !== pieceCode(KING, color))
      return err({ code: 'castling-no-king', letter, level: where });
    if (pos.board[home + (queenSide ? 0 : 7)] !== pieceCode(ROOK, color))
      return err({ code: 'castling-no-rook', letter, level: where });
    pos.castling |= castlingBit(level, color, queenSide);
  }
  for (const square of setup.ep) {
    const reason = enPassantProblem(pos, square);
    if (reason)
      return err({
        code: 'ep-impossible',
        square: squareName(square, game.levels),
        reason,
        color: (pos.turn ^ 1) as Color,
      });
    pos.ep[levelOf(square)] = square;
  }
  pos.halfmove = setup.halfmove;
  pos.fullmove = setup.fullmove;

  const kings = checkKings(pos);
  if (!kings.ok) return kings;
  pos.rehash();
  if (game.check) {
    const them = (pos.turn ^ 1) as Color;
    if (isAttacked(pos, pos.kings[them]!, pos.turn))
      return err({ code: 'opponent-in-check', color: them });
  }
  return ok(pos);
}

/** Which of its ranks a pawn of `color` cannot stand on at this level and rank of `game`. */
function pawnProblem(
  game: GameDefinition,
  level: number,
  rank: number,
  color: Color,
): 'first' | 'last' | null {
  const lastRank = color === WHITE ? 7 : 0;
  const firstRank = 7 - lastRank;
  if (game.pockets) return null;
  if (level === game.queenLevel) return null;
  if (rank === lastRank) return 'last';
  if (rank === firstRank && !game.firstRankPawns) return 'first';
  return null;
}

/**
 * One king per side on every level but the queen level (none there). In Parallel worlds chess
 * the side to move may lack one king: it was just captured, and the other side has won.
 */
function checkKings(pos: Position): Result<true> {
  const game = pos.game;
  let missing: { color: Color; level: number } | null = null;
  for (let level = 0; level < game.levels; level++) {
    const counts = [0, 0];
    for (let i = 0; i < 128; i++) {
      const square = level * LEVEL_SIZE + i;
      const code = pos.board[square]!;
      if (!(i & 0x88) && code && (code & 31) === KING) counts[code >> 5]!++;
    }
    const expected = level === game.queenLevel ? 0 : 1;
    for (const color of [WHITE, BLACK] as const) {
      const found = counts[color]!;
      if (found === expected) continue;
      const captured = game.subMoveTurns && expected === 1 && found === 0 && color === pos.turn;
      if (captured && !missing) {
        missing = { color, level };
        continue;
      }
      return err({ code: 'kings-count', color, expected, found, level: levelNumber(game, level) });
    }
  }
  if (game.levels > 1) pos.kings.fill(-1);
  if (missing) pos.winner = missing.color ^ 1;
  return ok(true);
}

/** Why no double step could have left `square` as the en passant square, or null. */
function enPassantProblem(pos: Position, square: Square): EnPassantReason | null {
  const mover = (pos.turn ^ 1) as Color;
  if (levelOf(square) === pos.game.queenLevel) return 'queen-level';
  if (rankOf(square) !== (mover === WHITE ? 2 : 5)) return 'rank';
  const landed = square + forward(mover);
  const origin = square - forward(mover);
  if (pos.board[square] || pos.board[origin]) return 'not-empty';
  const code = pos.board[landed]!;
  const steppers = pos.game.vests ? [PAWN, KNIGHT, BISHOP, KING] : [PAWN];
  if (!code || code >> 5 !== mover || !steppers.includes(code & 31)) return 'no-stepper';
  if ((code & 31) !== PAWN && pos.vests[landed]) return 'vest-used';
  if ((code & 31) === KING && attackedByPawns(pos, square, pos.turn)) return 'king-attacked';
  return null;
}

/** The setup of a position at the start of a turn. */
export function toSetup(pos: PositionView): Setup {
  if (pos.subMoves > 0) throw new Error('toSetup: a setup describes the start of a turn');
  const game = pos.game;
  const men: SetupMan[] = [];
  for (let level = 0; level < game.levels; level++)
    for (let rank = 7; rank >= 0; rank--)
      for (let file = 0; file < 8; file++) {
        const square = squareAt(level, file, rank);
        const code = pos.board[square]!;
        if (code)
          men.push({
            square,
            type: code & 31,
            color: (code >> 5) as Color,
            vest: pos.vests[square]!,
          });
      }
  const castling: CastlingRight[] = [];
  for (let level = 0; level < game.levels; level++)
    for (let i = 0; i < 4; i++)
      if (pos.castling & (1 << (level * 4 + i)))
        castling.push({ level, color: (i >> 1) as Color, queenSide: (i & 1) === 1 });
  const ep: Square[] = [];
  for (let level = 0; level < game.levels; level++)
    if (pos.ep[level]! >= 0) ep.push(pos.ep[level]!);
  return {
    men,
    pockets: [pos.pockets[WHITE]!, pos.pockets[BLACK]!],
    turn: pos.turn,
    castling,
    ep,
    halfmove: pos.halfmove,
    fullmove: pos.fullmove,
  };
}

/** Writes the FEN of a position at the start of a turn. */
export function makeFen(pos: PositionView): string {
  if (pos.subMoves > 0) throw new Error('makeFen: a FEN describes the start of a turn');
  return makeSetupFen(pos.game, toSetup(pos));
}

/** Writes the FEN of a setup of `game`. */
export function makeSetupFen(game: GameDefinition, setup: Setup): string {
  const bySquare = new Map(setup.men.map((man) => [man.square, man]));
  const boards: string[] = [];
  for (let level = 0; level < game.levels; level++) {
    const ranks: string[] = [];
    for (let rank = 7; rank >= 0; rank--) {
      let row = '';
      let empty = 0;
      for (let file = 0; file < 8; file++) {
        const man = bySquare.get(squareAt(level, file, rank));
        if (!man) {
          empty++;
          continue;
        }
        if (empty) row += String(empty);
        empty = 0;
        row += letterOf(man.type, man.color);
        if (man.vest) row += `(${letterOf(man.vest, man.color)})`;
      }
      if (empty) row += String(empty);
      ranks.push(row);
    }
    boards.push(ranks.join('/'));
  }
  let board = boards.join('|');
  if (game.pockets) {
    const [white, black] = setup.pockets;
    board += `[${white ? letterOf(white, WHITE) : ''}${black ? letterOf(black, BLACK) : ''}]`;
  }
  let castling = '';
  let lastLevel = -1;
  for (const { level, color, queenSide } of setup.castling) {
    if (level !== lastLevel && game.levels > 1) castling += String(level + 1);
    lastLevel = level;
    castling += CASTLING_LETTERS[color * 2 + (queenSide ? 1 : 0)];
  }
  const ep = setup.ep.map((square) => squareName(square, game.levels)).join(',');
  const side = setup.turn === WHITE ? 'w' : 'b';
  return `${board} ${side} ${castling || '-'} ${ep || '-'} ${setup.halfmove} ${setup.fullmove}`;
}
