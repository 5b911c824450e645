/**
 * The text of a game record file (the format is docs/records.md's; its reader is the game
 * layer's recordFile.ts): the tags, then the moves numbered by turn, each followed by its comment,
 * then the word of a decided ending and the result. One writer for every place that writes a
 * record — the game on screen (recordFile.ts `writeRecord`) and the server's archive export
 * (`/api/players/<name>/games?format=pgn`) — so the two never number or end a game differently.
 */
import type { GameDefinition } from './games';
import type { GameEndReason } from './endReason';
import type { Color } from './pieces';
import type { PositionView } from './position';

/** One move of a record: as written, the position before it, and a comment after it. */
export interface RecordMove {
  readonly text: string; // e.g. '1e2-1e4' or 'Nf3'
  readonly before: PositionView;
  readonly comment?: string; // without braces, e.g. '[%clk 0:04:58]'
}

export interface RecordText {
  readonly game: GameDefinition;
  readonly startFen: string;
  /** Tags between the FEN and the result, in order, e.g. [['White', 'ann'], ['TimeControl', '300+3']]. */
  readonly tags: readonly (readonly [string, string])[];
  /** A comment on the start position, before the first move. */
  readonly startComment?: string;
  readonly moves: readonly RecordMove[];
  readonly outcome: { readonly winner: Color | null; readonly reason: GameEndReason } | null;
}

/** The words before the result of a game decided otherwise than by its position. */
const ENDING_WORDS: Partial<Record<GameEndReason, string>> = {
  resignation: 'resigns',
  agreement: 'draw-agreed',
  timeout: 'flag',
  abandoned: 'abandoned',
};

/**
 * The result as written in a record: `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on and
 * for an aborted game (no result).
 */
export function resultText(outcome: RecordText['outcome']): string {
  if (!outcome || outcome.reason === 'aborted') return '*';
  return outcome.winner === null ? '1/2-1/2' : outcome.winner === 0 ? '1-0' : '0-1';
}

/** A tag's value with its quotes and backslashes escaped, as PGN writes them. */
const tagValue = (value: string): string => value.replace(/[\\"]/g, (c) => `\\${c}`);

/** Writes a record file's text. */
export function writeRecordText(record: RecordText): string {
  const { game, outcome } = record;
  const tags = [`[Game "${game.id}"]`];
  if (record.startFen !== game.startFen) tags.push(`[FEN "${record.startFen}"]`);
  for (const [name, value] of record.tags) tags.push(`[${name} "${tagValue(value)}"]`);
  tags.push(`[Result "${resultText(outcome)}"]`);
  if (outcome) tags.push(`[Termination "${outcome.reason}"]`);
  const words: string[] = [];
  if (record.startComment) words.push(`{${record.startComment}}`);
  record.moves.forEach(({ text, before, comment }, index) => {
    // Numbered like PGN: each White move (`1. e4 e5 2. Nf3`); in Parallel worlds chess each
    // turn, Black's too, since a turn is several words (`1. 1e4 N3f3 1... 3e5 end`).
    const turnStarts = before.subMoves === 0 && (before.turn === 0 || game.subMoveTurns);
    if (turnStarts || index === 0)
      words.push(`${before.fullmove}.${before.turn === 0 ? '' : '..'}`);
    words.push(text);
    if (comment) words.push(`{${comment}}`);
  });
  const ending = outcome && ENDING_WORDS[outcome.reason];
  if (ending) words.push(ending);
  words.push(resultText(outcome));
  return `${tags.join('\n')}\n\n${words.join(' ')}\n`;
}
