/**
 * A puzzle's themes, tagged by code from its solution as the rules core plays it (each defined
 * in docs/puzzles.md §Themes; lichess-puzzler's `cook` tags the same way). Only the solver's
 * turns count, except where a definition says otherwise. Pure: the rules core and the engine's
 * piece values.
 */
import {
  KING,
  PARALLEL_WORLDS,
  attackersOf,
  changesClass,
  decodeMove,
  levelOf,
  makeMove,
  parseFen,
  play,
  typeOfCode,
  wholeTurns,
  type GameDefinition,
  type Position,
} from '../rules';
import { PIECE_VALUES } from '../engine/values';
import { playSolution, type Theme } from './puzzle';

/** The level where every man moves as a queen (Parallel worlds' middle level, 0-based). */
const MIDDLE = PARALLEL_WORLDS.queenLevel;

/**
 * Does the man that just moved to `to` (of the side not to move in `after`) attack two enemy
 * men or more, each a king or worth more than itself? (lichess's fork, by piece values.)
 */
function forks(after: Position, to: number): boolean {
  const code = after.board[to]!;
  if (!code) return false;
  const us = code >> 5;
  const value = PIECE_VALUES[typeOfCode(code)]!;
  let targets = 0;
  for (let square = 0; square < after.board.length; square++) {
    const other = after.board[square]!;
    if (!other || other >> 5 === us || levelOf(square) !== levelOf(to)) continue;
    const type = typeOfCode(other);
    if (type !== KING && PIECE_VALUES[type]! <= value) continue;
    if (attackersOf(after, square, us as 0 | 1).includes(to)) targets++;
  }
  return targets >= 2;
}

/**
 * Could the opponent win at once if it were its turn in `pos` (the position with the side to
 * move swapped, en passant rights dropped; false where that is no position of the game)?
 */
function opponentThreatensWin(game: GameDefinition, fen: string): boolean {
  const fields = fen.split(' ');
  fields[1] = fields[1] === 'w' ? 'b' : 'w';
  fields[3] = '-';
  const swapped = parseFen(game, fields.join(' '));
  return swapped.ok && wholeTurns(swapped.value, true).length > 0;
}

/** The themes of a solution from `fen` in `game` (which must play: the validator's job). */
export function tagThemes(game: GameDefinition, fen: string, solution: readonly string[]): Theme[] {
  const played = playSolution(game, fen, solution);
  if (!played.ok) throw new Error(played.error);
  const { before, moves, record } = played.value;
  const themes = new Set<Theme>();
  const solverTurns = Math.ceil(solution.length / 2);
  const won = record.outcome?.winner === before[0]!.turn;
  if (won) {
    const kind = record.outcome!.reason === 'king-captured' ? 'kingCaptureIn' : 'mateIn';
    const theme = `${kind}${solverTurns}`;
    if (
      (['mateIn1', 'mateIn2', 'mateIn3', 'kingCaptureIn1', 'kingCaptureIn2'] as string[]).includes(
        theme,
      )
    )
      themes.add(theme as Theme);
  } else themes.add('advantage');
  themes.add(solverTurns === 1 ? 'oneTurn' : solverTurns === 2 ? 'short' : 'long');
  if (!(won && solution.length === 1) && opponentThreatensWin(game, fen)) themes.add('onlyDefence');
  for (let t = 0; t < solution.length; t += 2) {
    let pos = before[t]!;
    const turn = moves[t]!;
    if (turn.filter((m) => decodeMove(m).kind !== 'end-turn').length === 3)
      themes.add('threeSubMoves');
    const finalTurn = t === solution.length - 1;
    for (const move of turn) {
      const text = makeMove(pos, move);
      const decoded = decodeMove(move);
      if (text.includes('*')) themes.add('vest');
      if (text.includes('~')) themes.add('plunder');
      if (text.includes('=')) themes.add('promotion');
      switch (decoded.kind) {
        case 'drop':
          themes.add('drop');
          break;
        case 'pocket': {
          const type = typeOfCode(pos.board[decoded.from]!);
          if (changesClass(type, decoded.mutation)) themes.add('pocketPromotion');
          else if (type !== decoded.mutation) themes.add('mutation');
          break;
        }
        case 'level':
          themes.add('betweenLevels');
          break;
        case 'normal':
        case 'double-step':
        case 'en-passant':
        case 'castle':
          if (
            game.subMoveTurns &&
            levelOf(decoded.from) === MIDDLE &&
            levelOf(decoded.to) === MIDDLE
          )
            themes.add('middleLevelQueen');
          break;
        case 'end-turn':
          break;
      }
      const after = play(pos, move);
      if (!finalTurn && 'to' in decoded && forks(after, decoded.to)) themes.add('fork');
      pos = after;
    }
  }
  return [...themes];
}
