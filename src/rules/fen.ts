/**
 * FEN for every game (RULES.md §0 and each game's section): `parseFen` reads text strictly into a
 * `Position` or an error naming the field and the problem; `makeFen` writes it back.
 *
 * Extensions: Parallel worlds chess joins three boards with `|`, lists castling rights per level
 * (`1KQkq3KQkq`) and en passant squares per level (`1e3,3d3`); Pocket mutation chess follows the
 * board with the pockets in brackets (`[Nq]`); PlunderChess writes a vest after its wearer (`B(N)`).
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
import { castlingBit, forward, Position, vestAddsPowers } from './position';
import { err, ok, type Result } from './result';

const SIDE_NAMES = ['White', 'Black'] as const;

/** Parses a FEN of `game` (a definition or a game id). */
export function parseFen(game: GameDefinition, fen: string): Result<Position> {
  const fields = fen.trim().split(' ');
  if (fields.length !== 6)
    return err(`FEN: expected 6 fields separated by single spaces, found ${fields.length}`);
  const [boardField, sideField, castlingField, epField, halfField, fullField] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const pos = new Position(game);

  let placement = boardField;
  let pockets: [number, number] = [0, 0];
  if (game.pockets) {
    const match = /^(.*)\[([^\]]*)\]$/.exec(boardField);
    if (!match) return err('FEN: the board must be followed by the pockets in brackets, e.g. []');
    placement = match[1]!;
    const read = readPockets(match[2]!);
    if (!read.ok) return read;
    pockets = read.value;
  }
  const levels = placement.split('|');
  if (levels.length !== game.levels)
    return err(
      `FEN: expected ${game.levels} board${game.levels > 1 ? 's joined by |' : ''}, found ${levels.length}`,
    );
  for (let level = 0; level < levels.length; level++) {
    const read = readBoard(pos, level, levels[level]!);
    if (!read.ok) return read;
  }
  for (const color of [WHITE, BLACK] as const) {
    if (pockets[color]) {
      pos.pockets[color] = pockets[color];
      pos.pocketIds[color] = pos.nextId++;
    }
  }

  if (sideField !== 'w' && sideField !== 'b')
    return err(`FEN: side to move must be w or b, not '${sideField}'`);
  pos.turn = sideField === 'w' ? WHITE : BLACK;

  const castling = readCastling(pos, castlingField);
  if (!castling.ok) return castling;
  const ep = readEnPassant(pos, epField);
  if (!ep.ok) return ep;

  if (!/^\d+$/.test(halfField))
    return err(`FEN: halfmove clock must be a number ≥ 0, not '${halfField}'`);
  if (!/^\d+$/.test(fullField) || Number(fullField) < 1)
    return err(`FEN: fullmove number must be a number ≥ 1, not '${fullField}'`);
  pos.halfmove = Number(halfField);
  pos.fullmove = Number(fullField);

  const kings = checkKings(pos);
  if (!kings.ok) return kings;
  if (game.check) {
    const them = (pos.turn ^ 1) as Color;
    if (isAttacked(pos, pos.kings[them]!, pos.turn))
      return err(`FEN: ${SIDE_NAMES[them]} is in check but it is ${SIDE_NAMES[pos.turn]}'s move`);
  }
  return ok(pos);
}

/** Parses a FEN of the game with this id. */
export function parseFenOf(gameId: string, fen: string): Result<Position> {
  const game = gameById(gameId);
  if (!game) return err(`unknown game '${gameId}'`);
  return parseFen(game, fen);
}

function readPockets(text: string): Result<[number, number]> {
  const pockets: [number, number] = [0, 0];
  for (const color of [WHITE, BLACK] as const)
    if ((color === WHITE ? /[A-Z].*[A-Z]/ : /[a-z].*[a-z]/).test(text))
      return err(`FEN: pockets '[${text}]': ${SIDE_NAMES[color]}'s pocket holds two pieces`);
  if (/^[a-z][A-Z]$/.test(text))
    return err(`FEN: pockets '[${text}]': White's piece (upper case) comes before Black's`);
  if (!/^[A-Z]?[a-z]?$/.test(text))
    return err(
      `FEN: pockets '[${text}]' must hold at most one piece per side, White's (upper case) first`,
    );
  for (const letter of text) {
    const type = typeOfLetter(letter.toUpperCase());
    if (type === undefined) return err(`FEN: unknown piece '${letter}' in a pocket`);
    if (type === KING) return err('FEN: a king cannot be in a pocket');
    pockets[letter === letter.toUpperCase() ? WHITE : BLACK] = type;
  }
  return ok(pockets);
}

function readBoard(pos: Position, level: number, text: string): Result<true> {
  const game = pos.game;
  const where = game.levels > 1 ? `level ${level + 1} ` : '';
  const ranks = text.split('/');
  if (ranks.length !== 8) return err(`FEN: ${where}board has ${ranks.length} ranks, expected 8`);
  for (let r = 0; r < 8; r++) {
    const rank = 7 - r;
    const row = ranks[r]!;
    let file = 0;
    let lastWasDigit = false;
    for (let i = 0; i < row.length; i++) {
      const ch = row[i]!;
      if (/[1-8]/.test(ch)) {
        if (lastWasDigit) return err(`FEN: ${where}rank ${rank + 1} has two digits in a row`);
        file += Number(ch);
        lastWasDigit = true;
        continue;
      }
      lastWasDigit = false;
      const type = typeOfLetter(ch.toUpperCase());
      if (type === undefined || type > game.maxPieceType)
        return err(`FEN: '${ch}' is not a piece of ${game.id} (${where}rank ${rank + 1})`);
      const color: Color = ch === ch.toUpperCase() ? WHITE : BLACK;
      let vest = 0;
      if (row[i + 1] === '(') {
        const close = row.indexOf(')', i);
        const vestLetter = close > 0 ? row.slice(i + 2, close) : '';
        if (!game.vests)
          return err(`FEN: vests are not part of ${game.id} (${where}rank ${rank + 1})`);
        const vestType =
          vestLetter.length === 1 ? typeOfLetter(vestLetter.toUpperCase()) : undefined;
        const sameCase = (vestLetter === vestLetter.toUpperCase()) === (color === WHITE);
        if (vestType === undefined || vestType > 5 || !sameCase)
          return err(
            `FEN: '${row.slice(i, close > 0 ? close + 1 : undefined)}' is not a vested piece (rank ${rank + 1})`,
          );
        if (!vestAddsPowers(type, vestType))
          return err(
            `FEN: a ${vestLetter.toUpperCase()} vest adds nothing to ${ch} (rank ${rank + 1})`,
          );
        vest = vestType;
        i = close;
      }
      if (file > 7) return err(`FEN: ${where}rank ${rank + 1} has more than 8 files`);
      const square = squareAt(level, file, rank);
      if (type === PAWN) {
        const problem = pawnProblem(game, level, rank, color);
        if (problem) return err(`FEN: a pawn on ${squareName(square, game.levels)}: ${problem}`);
      }
      pos.board[square] = pieceCode(type, color);
      pos.vests[square] = vest;
      pos.ids[square] = pos.nextId++;
      if (type === KING) pos.kings[color] = square;
      file++;
    }
    if (file !== 8) return err(`FEN: ${where}rank ${rank + 1} has ${file} files`);
  }
  return ok(true);
}

/** Why a pawn of `color` cannot stand on this level and rank of `game`, or ''. */
function pawnProblem(game: GameDefinition, level: number, rank: number, color: Color): string {
  const lastRank = color === WHITE ? 7 : 0;
  const firstRank = 7 - lastRank;
  if (game.pockets) return '';
  if (level === game.queenLevel) return '';
  if (rank === lastRank)
    return `a pawn on ${SIDE_NAMES[color]}'s last rank cannot exist in ${game.id}`;
  if (rank === firstRank && !game.firstRankPawns)
    return `a pawn on ${SIDE_NAMES[color]}'s first rank cannot exist in chess`;
  return '';
}

function checkKings(pos: Position): Result<true> {
  const game = pos.game;
  for (let level = 0; level < game.levels; level++) {
    const counts = [0, 0];
    for (let i = 0; i < 128; i++) {
      const square = level * LEVEL_SIZE + i;
      const code = pos.board[square]!;
      if (!(i & 0x88) && code && (code & 31) === KING) counts[code >> 5]!++;
    }
    const expected = level === game.queenLevel ? 0 : 1;
    for (const color of [WHITE, BLACK] as const) {
      if (counts[color] !== expected) {
        const where = game.levels > 1 ? ` on level ${level + 1}` : '';
        return err(
          `FEN: ${SIDE_NAMES[color]} must have ${expected === 1 ? 'exactly one king' : 'no king'}${where}, found ${counts[color]}`,
        );
      }
    }
  }
  if (game.levels > 1) pos.kings.fill(-1);
  return ok(true);
}

function readCastling(pos: Position, text: string): Result<true> {
  const game = pos.game;
  if (text === '-') return ok(true);
  if (!game.castling) return err(`FEN: castling is not part of ${game.id}`);
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
      return err(`FEN: castling '${text}' must list rights per level, e.g. 1KQkq3KQkq`);
    if (groups.some(([level], i) => i > 0 && level <= groups[i - 1]![0]))
      return err(`FEN: castling '${text}' must name each level once, in order, e.g. 1KQkq3KQkq`);
  } else {
    groups.push([0, text]);
  }
  for (const [level, rights] of groups) {
    if (level < 0 || level >= game.levels || level === game.queenLevel)
      return err(`FEN: castling names level ${level + 1}, where nobody castles`);
    for (const ch of rights) {
      const index = 'KQkq'.indexOf(ch);
      if (index < 0) return err(`FEN: '${ch}' is not a castling right`);
      const color: Color = index < 2 ? WHITE : BLACK;
      const queenSide = index % 2 === 1;
      const bit = castlingBit(level, color, queenSide);
      if (pos.castling & bit) return err(`FEN: castling right '${ch}' is given twice`);
      const home = squareAt(level, 0, color === WHITE ? 0 : 7);
      const where = game.levels > 1 ? ` on level ${level + 1}` : '';
      if (pos.board[home + 4] !== pieceCode(KING, color))
        return err(`FEN: castling right '${ch}' without the king on its square${where}`);
      if (pos.board[home + (queenSide ? 0 : 7)] !== pieceCode(ROOK, color))
        return err(`FEN: castling right '${ch}' without the rook on its square${where}`);
      pos.castling |= bit;
    }
  }
  return ok(true);
}

function readEnPassant(pos: Position, text: string): Result<true> {
  if (text === '-') return ok(true);
  const game = pos.game;
  for (const name of text.split(',')) {
    const square = parseSquare(name, game.levels);
    if (square === undefined) return err(`FEN: en passant '${name}' is not a square`);
    const level = levelOf(square);
    if (pos.ep[level]! >= 0) return err(`FEN: two en passant squares on one level`);
    const problem = enPassantProblem(pos, square);
    if (problem) return err(`FEN: en passant square ${name}: ${problem}`);
    pos.ep[level] = square;
  }
  return ok(true);
}

/** Why no double step could have left `square` as the en passant square, or ''. */
function enPassantProblem(pos: Position, square: Square): string {
  const mover = (pos.turn ^ 1) as Color;
  if (levelOf(square) === pos.game.queenLevel) return 'nobody double-steps on this level';
  if (rankOf(square) !== (mover === WHITE ? 2 : 5))
    return `not on the rank a ${SIDE_NAMES[mover]} double step passes`;
  const landed = square + forward(mover);
  const origin = square - forward(mover);
  if (pos.board[square] || pos.board[origin]) return 'the squares of the double step are not empty';
  const code = pos.board[landed]!;
  const steppers = pos.game.vests ? [PAWN, KNIGHT, BISHOP, KING] : [PAWN];
  if (!code || code >> 5 !== mover || !steppers.includes(code & 31))
    return `no ${SIDE_NAMES[mover]} man that could have double-stepped stands in front of it`;
  if ((code & 31) !== PAWN && pos.vests[landed])
    return 'a piece that double-stepped has used its pawn vest and wears none';
  if ((code & 31) === KING && attackedByPawns(pos, square, pos.turn))
    return 'a king may not double-step over a square an enemy pawn or pawn vest attacks';
  return '';
}

/** Writes the FEN of a position at the start of a turn. */
export function makeFen(pos: Position): string {
  if (pos.subMoves > 0) throw new Error('makeFen: a FEN describes the start of a turn');
  const game = pos.game;
  const boards: string[] = [];
  for (let level = 0; level < game.levels; level++) {
    const ranks: string[] = [];
    for (let rank = 7; rank >= 0; rank--) {
      let row = '';
      let empty = 0;
      for (let file = 0; file < 8; file++) {
        const square = squareAt(level, file, rank);
        const code = pos.board[square]!;
        if (!code) {
          empty++;
          continue;
        }
        if (empty) row += String(empty);
        empty = 0;
        const color = (code >> 5) as Color;
        row += letterOf(code & 31, color);
        if (pos.vests[square]) row += `(${letterOf(pos.vests[square]!, color)})`;
      }
      if (empty) row += String(empty);
      ranks.push(row);
    }
    boards.push(ranks.join('/'));
  }
  let board = boards.join('|');
  if (game.pockets) {
    board += '[';
    if (pos.pockets[WHITE]) board += letterOf(pos.pockets[WHITE]!, WHITE);
    if (pos.pockets[BLACK]) board += letterOf(pos.pockets[BLACK]!, BLACK);
    board += ']';
  }
  let castling = '';
  for (let level = 0; level < game.levels; level++) {
    let rights = '';
    for (let i = 0; i < 4; i++) if (pos.castling & (1 << (level * 4 + i))) rights += 'KQkq'[i];
    if (rights) castling += (game.levels > 1 ? String(level + 1) : '') + rights;
  }
  const ep: string[] = [];
  for (let level = 0; level < game.levels; level++)
    if (pos.ep[level]! >= 0) ep.push(squareName(pos.ep[level]!, game.levels));
  const side = pos.turn === WHITE ? 'w' : 'b';
  return `${board} ${side} ${castling || '-'} ${ep.join(',') || '-'} ${pos.halfmove} ${pos.fullmove}`;
}
