/**
 * The analysis board's reading of the engine's lines (analysisClient.ts): a score as lichess
 * writes it from White's point of view (`+1.25`, `−0.40`, `#3`, `#-2`, and in Parallel worlds
 * chess `K2` for a king captured in White's second turn), White's winning chance for the
 * evaluation bar and the game review (each game's curve), and a line's moves in human notation grouped into numbered turns (a Parallel
 * worlds turn's sub-moves together). The engine's scores are from the side to move; `turn` says
 * which side that is.
 */
import type { AnalysisReport } from '../engine/protocol';
import {
  legalMoves,
  makeFen,
  makeMove,
  makeSan,
  parseFen,
  play,
  type Move,
  type Position,
} from '../rules';
import { LICHESS_K, winChance } from '../engine/winChance';

export { winChanceK } from '../engine/winChance';

/** A line's score: centipawns from the side to move, or a mate / king capture in n (negative: suffered). */
export type LineScore = AnalysisReport['lines'][number]['score'];

/** The score from White's point of view (`turn`: the side to move in the position analysed). */
function whiteScore(score: LineScore, turn: 0 | 1): LineScore {
  if (turn === 0) return score;
  if (typeof score === 'number') return -score;
  return 'mate' in score ? { mate: -score.mate } : { king: -score.king };
}

/** The score as lichess shows it, from White's point of view: `+1.25`, `−0.40`, `0.00`, `#3`, `#-2`, `K2`. */
export function formatScore(score: LineScore, turn: 0 | 1): string {
  const white = whiteScore(score, turn);
  if (typeof white !== 'number') return 'mate' in white ? `#${white.mate}` : `K${white.king}`;
  const pawns = Math.abs(white) / 100;
  if (pawns < 0.005) return '0.00';
  return `${white > 0 ? '+' : '−'}${pawns.toFixed(2)}`;
}

/** White's winning chance (0 to 1) by the logistic curve; a mate or king capture fills the bar. */
export function whiteWinChance(score: LineScore, turn: 0 | 1, k = LICHESS_K): number {
  const white = whiteScore(score, turn);
  if (typeof white !== 'number') {
    const n = 'mate' in white ? white.mate : white.king;
    return n > 0 ? 1 : 0;
  }
  return winChance(white, k);
}

/** One turn of a line: its number, the side, and its moves (sub-moves) in canonical and human notation. */
export interface LineTurn {
  readonly number: number; // 12
  readonly color: 0 | 1;
  readonly moves: readonly string[]; // ['e2e4'] — canonical
  readonly san: readonly string[]; // ['e4'] — human ('end': a Parallel worlds turn ended early)
}

/**
 * A line's moves from `position` grouped into turns (at most `maxTurns`), in human notation; it
 * stops at a move that is not legal there (a stale line).
 */
export function lineTurns(position: Position, moves: readonly string[], maxTurns = 12): LineTurn[] {
  const turns: Array<{ number: number; color: 0 | 1; moves: string[]; san: string[] }> = [];
  let at = position;
  for (const text of moves) {
    const step = playCanonical(at, text);
    if (step === null) break;
    let turn = turns.at(-1);
    if (!turn || at.subMoves === 0) {
      if (turns.length === maxTurns) break;
      turn = { number: at.fullmove, color: at.turn as 0 | 1, moves: [], san: [] };
      turns.push(turn);
    }
    turn.moves.push(text);
    turn.san.push(step.san);
    at = step.position;
  }
  return turns;
}

/** A canonical move played from `position`: its human notation and the position after, or null if not legal. */
export function playCanonical(
  position: Position,
  text: string,
): { san: string; position: Position } | null {
  const legal: readonly Move[] = legalMoves(position);
  const move = legal.find((each) => makeMove(position, each) === text);
  if (move === undefined) return null;
  return { san: makeSan(position, move, legal), position: play(position, move) };
}

/** The line's first turn in canonical moves (the flat games: its first move), for the arrows. */
export function firstTurn(position: Position, moves: readonly string[]): readonly string[] {
  return lineTurns(position, moves, 1)[0]?.moves ?? [];
}

/**
 * The position if the side to move passed, for the threat mode: the same men, the other side to
 * move, no en passant (a pass is no pawn's double step), the move number on when Black passed.
 * Null in the middle of a Parallel worlds turn (only a whole turn can be passed) and where the
 * rules refuse it: in the flat games, a side in check cannot pass (its king would be taken).
 */
export function passTurn(position: Position): Position | null {
  if (position.subMoves !== 0) return null;
  const fields = makeFen(position).split(' ');
  const black = fields[1] === 'b';
  fields[1] = black ? 'w' : 'b';
  fields[3] = '-';
  if (black) fields[5] = String(Number(fields[5]) + 1);
  const passed = parseFen(position.game, fields.join(' '));
  return passed.ok ? passed.value : null;
}
