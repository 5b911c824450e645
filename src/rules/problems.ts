/**
 * What can be wrong with a text the rules read (a FEN, a move, a mid-turn position, a record), as
 * values: a `code` and its parameters, e.g. `{ code: 'rank-too-long', level: null, rank: 7 }`.
 * `describeProblem` is the one place that words them in English (the command line prints exactly
 * that); the app translates the codes into its own languages. Echoed input is always cut to a
 * short excerpt and escaped to one line (`quoteInput`), so an error message is one short line
 * whatever was pasted.
 */
import type { EndReason } from './endReason';

/** A colour as named in messages: 0 White, 1 Black. */
type Side = 0 | 1;
/** A FEN field, as named in messages. */
export type FenField = 'board' | 'side' | 'castling' | 'en-passant' | 'halfmove' | 'fullmove';
/** Why a square cannot be the en passant square. */
export type EnPassantReason =
  'queen-level' | 'rank' | 'not-empty' | 'no-stepper' | 'vest-used' | 'king-attacked';

/**
 * Every problem a rules text can have. `level` is the level counted from 1, or null in the flat
 * games; `rank` is counted from 1; `text`, `letter` and the like are excerpts of the input.
 */
export type Problem =
  | { code: 'fen-whitespace' }
  | { code: 'fen-fields'; found: number }
  | { code: 'fen-field-empty'; field: FenField }
  | { code: 'pockets-missing' }
  | { code: 'pockets-two'; text: string; color: Side }
  | { code: 'pockets-order'; text: string }
  | { code: 'pockets-form'; text: string }
  | { code: 'pocket-piece'; letter: string }
  | { code: 'pocket-king' }
  | { code: 'board-count'; expected: number; found: number }
  | { code: 'rank-count'; level: number | null; found: number }
  | { code: 'rank-two-digits'; level: number | null; rank: number }
  | { code: 'not-a-piece'; letter: string; game: string; level: number | null; rank: number }
  | { code: 'vests-not-in-game'; game: string; level: number | null; rank: number }
  | { code: 'vest-form'; text: string; rank: number }
  | { code: 'vest-adds-nothing'; vest: string; piece: string; rank: number }
  | { code: 'rank-too-long'; level: number | null; rank: number }
  | { code: 'rank-files'; level: number | null; rank: number; files: number }
  | { code: 'pawn-rank'; square: string; color: Side; which: 'first' | 'last'; game: string }
  | { code: 'kings-count'; color: Side; expected: 0 | 1; found: number; level: number | null }
  | { code: 'side'; text: string }
  | { code: 'castling-not-in-game'; game: string }
  | { code: 'castling-levels-form'; text: string }
  | { code: 'castling-levels-order'; text: string }
  | { code: 'castling-level'; level: number }
  | { code: 'castling-letter'; letter: string }
  | { code: 'castling-twice'; letter: string }
  | { code: 'castling-order'; text: string }
  | { code: 'castling-no-king'; letter: string; level: number | null }
  | { code: 'castling-no-rook'; letter: string; level: number | null }
  | { code: 'ep-not-a-square'; text: string }
  | { code: 'ep-two-on-level' }
  | { code: 'ep-impossible'; square: string; reason: EnPassantReason; color: Side }
  | { code: 'halfmove'; text: string }
  | { code: 'fullmove'; text: string }
  | { code: 'counter-too-large'; field: 'halfmove' | 'fullmove'; max: number }
  | { code: 'opponent-in-check'; color: Side }
  | { code: 'unknown-game'; id: string }
  | { code: 'illegal-move'; text: string }
  | { code: 'game-over'; text: string; reason: EndReason }
  | { code: 'not-a-legal-move'; text: string }
  | { code: 'ambiguous-move'; text: string; candidates: readonly string[] }
  | { code: 'turn-not-in-game'; game: string }
  | { code: 'turn-sub-move'; text: string; index: number }
  | { code: 'turn-ended'; text: string; index: number }
  | { code: 'record-tag'; text: string }
  | { code: 'record-no-game' }
  | { code: 'record-unknown-game'; id: string }
  | { code: 'record-fen'; problem: Problem }
  | { code: 'record-move'; text: string; index: number }
  | { code: 'record-ambiguous'; text: string; index: number; candidates: readonly string[] }
  | { code: 'record-game-over'; text: string; index: number }
  /** A variation `( … )` not closed, closed twice, or opened where no whole turn stands before it. */
  | { code: 'record-variation'; index: number }
  | { code: 'record-empty' }
  | { code: 'record-in-file'; game: number; problem: Problem }
  | { code: 'record-pgn'; line: number | null; column: number | null; text: string }
  /** Drawn shapes (a link's `shapes=`): an item that is not a shape, or too many of them. */
  | { code: 'shape-unreadable'; item: string }
  | { code: 'shape-too-many'; item: string }
  /** A move made here while the computer, or an opponent elsewhere, is to move (the game layer's). */
  | { code: 'computer-to-move' }
  | { code: 'opponent-to-move' }
  /** A message of a layer above the rules, in English only. */
  | { code: 'text'; text: string };

export type ProblemCode = Problem['code'];

/** The largest halfmove clock and fullmove number a FEN may carry; counters stop there. */
export const MAX_COUNTER = 1_000_000;

const EXCERPT = 40;

/** At most `EXCERPT` characters of `text`, with `…` when cut: what an error message may echo. */
export function excerpt(text: string): string {
  const chars = Array.from(text.slice(0, EXCERPT * 2));
  return chars.length > EXCERPT ? chars.slice(0, EXCERPT).join('') + '…' : chars.join('');
}

/** `text` in single quotes on one line: control and line-break characters escaped (`\n`). */
export function quoteInput(text: string): string {
  let escaped = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch === '\\') escaped += '\\\\';
    else if (ch === '\n') escaped += '\\n';
    else if (ch === '\r') escaped += '\\r';
    else if (ch === '\t') escaped += '\\t';
    else if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029)
      escaped += `\\u${code.toString(16).padStart(4, '0')}`;
    else escaped += ch;
  }
  return `'${escaped}'`;
}

const SIDE = ['White', 'Black'] as const;
const on = (level: number | null): string => (level === null ? '' : ` on level ${level}`);
const levelPrefix = (level: number | null): string => (level === null ? '' : `level ${level} `);

const EN_PASSANT: Record<EnPassantReason, (color: Side) => string> = {
  'queen-level': () => 'nobody double-steps on this level',
  rank: (color) => `not on the rank a ${SIDE[color]} double step passes`,
  'not-empty': () => 'the squares of the double step are not empty',
  'no-stepper': (color) =>
    `no ${SIDE[color]} man that could have double-stepped stands in front of it`,
  'vest-used': () => 'a piece that double-stepped has used its pawn vest and wears none',
  'king-attacked': () =>
    'a king may not double-step over a square an enemy pawn or pawn vest attacks',
};

/** `a, b or c`: the candidates of an ambiguous move. */
const orList = (items: readonly string[]): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** The English sentence for a problem (what the command line prints after `error: `). */
export function describeProblem(problem: Problem): string {
  const q = quoteInput;
  switch (problem.code) {
    case 'fen-whitespace':
      return 'FEN: no spaces or line breaks may stand before or after the FEN';
    case 'fen-fields':
      return `FEN: expected 6 fields separated by single spaces, found ${problem.found}`;
    case 'fen-field-empty':
      return `FEN: the ${problem.field} field is empty${problem.field === 'castling' || problem.field === 'en-passant' ? " (write '-' for none)" : ''}`;
    case 'pockets-missing':
      return 'FEN: the board must be followed by the pockets in brackets, e.g. []';
    case 'pockets-two':
      return `FEN: pockets ${q(`[${problem.text}]`)}: ${SIDE[problem.color]}'s pocket holds two pieces`;
    case 'pockets-order':
      return `FEN: pockets ${q(`[${problem.text}]`)}: White's piece (upper case) comes before Black's`;
    case 'pockets-form':
      return `FEN: pockets ${q(`[${problem.text}]`)} must hold at most one piece per side, White's (upper case) first`;
    case 'pocket-piece':
      return `FEN: unknown piece ${q(problem.letter)} in a pocket`;
    case 'pocket-king':
      return 'FEN: a king cannot be in a pocket';
    case 'board-count':
      return `FEN: expected ${problem.expected} board${problem.expected > 1 ? 's joined by |' : ''}, found ${problem.found}`;
    case 'rank-count':
      return `FEN: ${levelPrefix(problem.level)}board has ${problem.found} ranks, expected 8`;
    case 'rank-two-digits':
      return `FEN: ${levelPrefix(problem.level)}rank ${problem.rank} has two digits in a row`;
    case 'not-a-piece':
      return `FEN: ${q(problem.letter)} is not a piece of ${problem.game} (${levelPrefix(problem.level)}rank ${problem.rank})`;
    case 'vests-not-in-game':
      return `FEN: vests are not part of ${problem.game} (${levelPrefix(problem.level)}rank ${problem.rank})`;
    case 'vest-form':
      return `FEN: ${q(problem.text)} is not a vested piece (rank ${problem.rank})`;
    case 'vest-adds-nothing':
      return `FEN: a ${problem.vest} vest adds nothing to ${problem.piece} (rank ${problem.rank})`;
    case 'rank-too-long':
      return `FEN: ${levelPrefix(problem.level)}rank ${problem.rank} has more than 8 files`;
    case 'rank-files':
      return `FEN: ${levelPrefix(problem.level)}rank ${problem.rank} has ${problem.files} files`;
    case 'pawn-rank':
      return `FEN: a pawn on ${problem.square}: a pawn on ${SIDE[problem.color]}'s ${problem.which} rank cannot exist in ${problem.game}`;
    case 'kings-count':
      return `FEN: ${SIDE[problem.color]} must have ${problem.expected === 1 ? 'exactly one king' : 'no king'}${on(problem.level)}, found ${problem.found}`;
    case 'side':
      return `FEN: side to move must be w or b, not ${q(problem.text)}`;
    case 'castling-not-in-game':
      return `FEN: castling is not part of ${problem.game}`;
    case 'castling-levels-form':
      return `FEN: castling ${q(problem.text)} must list rights per level, e.g. 1KQkq3KQkq`;
    case 'castling-levels-order':
      return `FEN: castling ${q(problem.text)} must name each level once, in order, e.g. 1KQkq3KQkq`;
    case 'castling-level':
      return `FEN: castling names level ${problem.level}, where nobody castles`;
    case 'castling-letter':
      return `FEN: ${q(problem.letter)} is not a castling right`;
    case 'castling-twice':
      return `FEN: castling right ${q(problem.letter)} is given twice`;
    case 'castling-order':
      return `FEN: castling rights ${q(problem.text)} must stand in the order KQkq`;
    case 'castling-no-king':
      return `FEN: castling right ${q(problem.letter)} without the king on its square${on(problem.level)}`;
    case 'castling-no-rook':
      return `FEN: castling right ${q(problem.letter)} without the rook on its square${on(problem.level)}`;
    case 'ep-not-a-square':
      return `FEN: en passant ${q(problem.text)} is not a square`;
    case 'ep-two-on-level':
      return 'FEN: two en passant squares on one level';
    case 'ep-impossible':
      return `FEN: en passant square ${problem.square}: ${EN_PASSANT[problem.reason](problem.color)}`;
    case 'halfmove':
      return `FEN: halfmove clock must be a number ≥ 0, not ${q(problem.text)}`;
    case 'fullmove':
      return `FEN: fullmove number must be a number ≥ 1, not ${q(problem.text)}`;
    case 'counter-too-large':
      return `FEN: the ${problem.field === 'halfmove' ? 'halfmove clock' : 'fullmove number'} is larger than any game reaches (at most ${problem.max})`;
    case 'opponent-in-check':
      return `FEN: ${SIDE[problem.color]} is in check but it is ${SIDE[problem.color ^ 1]}'s move`;
    case 'unknown-game':
      return `unknown game ${q(problem.id)}`;
    case 'illegal-move':
      return `illegal move ${q(problem.text)}`;
    case 'game-over':
      return `illegal move ${q(problem.text)}: the game is over (${problem.reason})`;
    case 'not-a-legal-move':
      return `${q(problem.text)} is not a legal move here`;
    case 'ambiguous-move':
      return `${q(problem.text)} is ambiguous here: ${orList(problem.candidates)}`;
    case 'turn-not-in-game':
      return `a position in the middle of a turn exists only in Parallel worlds chess, not in ${problem.game}`;
    case 'turn-sub-move':
      return `sub-move ${problem.index} ${q(problem.text)} is not legal in the turn`;
    case 'turn-ended':
      return `sub-move ${problem.index} ${q(problem.text)} ends the turn: write the FEN after it instead`;
    case 'record-tag':
      return `Record: cannot read the tag ${q(problem.text)}`;
    case 'record-no-game':
      return 'Record: the [Game "…"] tag is missing';
    case 'record-unknown-game':
      return `Record: unknown game ${q(problem.id)}`;
    case 'record-fen':
      return `Record: ${describeProblem(problem.problem)}`;
    case 'record-move':
      return `Record: illegal move ${q(problem.text)} (move ${problem.index})`;
    case 'record-ambiguous':
      return `Record: ${q(problem.text)} is ambiguous here: ${orList(problem.candidates)} (move ${problem.index})`;
    case 'record-empty':
      return 'Record: there is no game in it';
    case 'record-in-file':
      return `game ${problem.game}: ${describeProblem(problem.problem)}`;
    case 'record-pgn':
      return `Record: the PGN cannot be read${problem.line === null ? '' : ` at line ${problem.line}, column ${problem.column}`}: ${problem.text}`;
    case 'shape-unreadable':
      return `Drawing: ${q(problem.item)} is not an arrow or a circle (such as Ge2e4 or Re4)`;
    case 'shape-too-many':
      return `Drawing: ${problem.item} shapes, more than one position can carry`;
    case 'record-game-over':
      return `Record: illegal move ${q(problem.text)} (move ${problem.index}): the game is already over`;
    case 'record-variation':
      return `Record: a variation "( … )" is not closed, closed twice, or opened before a whole turn (move ${problem.index})`;
    case 'computer-to-move':
      return 'the computer is to move';
    case 'opponent-to-move':
      return 'the other player is to move';
    case 'text':
      return problem.text;
    default:
      return unreachable(problem);
  }
}

/** The never-check of an exhaustive switch: a new case that is not handled fails to compile. */
export function unreachable(value: never): never {
  throw new Error(`unhandled case ${JSON.stringify(value)}`);
}
