/**
 * The one replay of a game from a start and moves: a FEN (the game's start position when omitted;
 * a mid-turn text `<FEN> ; 1e2-1e4` plays its sub-moves first) and moves typed in canonical or
 * human notation, played one after the other through a `GameRecord`. Every place that rebuilds a
 * game from data (a link, a follower's board, a slide, a review, an online game) replays through
 * here, so they read moves alike and refuse the same input with the same problem. A move the
 * rules refuse is a `Result` failure naming it, unless the caller asks to stop there instead
 * (`stopAtIllegal`: the moves up to it are kept).
 */
import type { GameDefinition } from './games';
import type { Move } from './move';
import { makeMove } from './notation';
import type { PositionView as Position } from './position';
import { excerpt } from './problems';
import { GameRecord } from './record';
import { err, ok, type Result } from './result';
import { makeSan, parseSan, sanCandidates } from './san';
import { parseTurnFen } from './turnText';

/**
 * The legal move `text` names in `pos`, among `legal` (its legal moves): canonical notation
 * (`1e2-1e4`, `end`), human notation (`N3f3`), or in Parallel worlds chess a move written
 * without its level when only one level has it; otherwise why not (`not-a-legal-move`, or
 * `ambiguous-move` with the candidates: `'Nf3' is ambiguous here: N1f3 or N3f3`).
 */
export function readMove(pos: Position, text: string, legal: readonly Move[]): Result<Move> {
  const trimmed = text.trim();
  const canonical = legal.find((move) => makeMove(pos, move) === trimmed);
  if (canonical !== undefined) return ok(canonical);
  const parsed = parseSan(pos, trimmed);
  if (parsed.ok) return parsed;
  const candidates = sanCandidates(pos, trimmed);
  if (candidates.length === 1) return ok(candidates[0]!);
  if (candidates.length === 0) return err({ code: 'not-a-legal-move', text: excerpt(trimmed) });
  return err({
    code: 'ambiguous-move',
    text: excerpt(trimmed),
    candidates: candidates.map((move) => makeSan(pos, move, legal)),
  });
}

/** A move as the replay plays it: the position before, the move, and that position's legal moves. */
export interface ReplayStep {
  readonly before: Position;
  readonly move: Move;
  readonly legal: readonly Move[];
}

export interface ReplayOptions {
  /** Called for every move played, the FEN's sub-moves included, in order. */
  readonly onMove?: (step: ReplayStep) => void;
  /** A move that cannot be played ends the replay there, without a failure (data known good). */
  readonly stopAtIllegal?: boolean;
}

/**
 * The record of `game` from `fen` (the start position when omitted; a mid-turn text plays its
 * sub-moves) with `moves` played, or the first problem: the FEN's, or the first move's that
 * cannot be played (an illegal or ambiguous move, a move after the game's end).
 */
export function replay(
  game: GameDefinition,
  fen: string | undefined,
  moves: readonly string[],
  options: ReplayOptions = {},
): Result<GameRecord> {
  const parsed = parseTurnFen(game, fen ?? game.startFen);
  if (!parsed.ok) return parsed;
  const record = new GameRecord(parsed.value.start);
  const playMove = (move: Move, legal: readonly Move[]) => {
    options.onMove?.({ before: record.position, move, legal });
    record.playMove(move);
  };
  for (const move of parsed.value.subMoves) playMove(move, record.legalMoves());
  for (const text of moves) {
    const ended = record.outcome;
    const legal = record.legalMoves();
    const read: Result<Move> = ended
      ? err({ code: 'game-over', text: excerpt(text), reason: ended.reason })
      : readMove(record.position, text, legal);
    if (!read.ok) return options.stopAtIllegal ? ok(record) : read;
    playMove(read.value, legal);
  }
  return ok(record);
}
