/**
 * PGN from other sites (lichess, chess.com, a database): the movetext read by a PGN parser
 * (`@mliebelt/pgn-parser`, Apache-2.0, a PEG grammar of the PGN standard), its main line's
 * moves then replayed by the rules through `replayRecord`. Lichess's drawing commands in a
 * move's comment (`[%csl Ge4]`, `[%cal Ge2e4]`) become the shapes of the position after it. Comments (`{…}`, `;…`, lichess's
 * `[%clk …]`), NAGs and annotation marks (`$1`, `!?`) and variations (`(…)`) are not part of a
 * game here: they are skipped and counted, so the player is told what was left out.
 *
 * The parser is about 13 KB gzip (measured in the build), so this module is imported lazily (recordImport.ts), only when
 * a record has such PGN syntax: the home page does not load it. Its grammar is that of standard
 * chess SAN, so the project's own notation (levels, pockets, vests) never goes through it.
 */
import { parse, type ParseTree } from '@mliebelt/pgn-parser';
import { err, excerpt, ok, type GameDefinition, type Result } from '../rules';
import { shapesFromComment } from '../content/annotations';
import { replayRecord } from './recordFile';
import type { GameSession } from './session';

/** What a PGN record had that is not part of the game, left out on reading. */
export interface Skipped {
  readonly comments: number;
  readonly annotations: number; // NAGs and marks such as `!?`
  readonly variations: number;
}

type PgnMove = ParseTree['moves'][number];

/** The parser's names for a comment's text and its drawing commands (kept, not skipped). */
const DRAWING_KEYS = new Set(['comment', 'colorArrows', 'colorFields']);

/** The shapes a parsed move's comment draws, in lichess's text form. */
function drawnShapes(move: PgnMove, levels: number) {
  const diagram = move.commentDiag;
  const arrows = diagram?.colorArrows ?? [];
  const fields = diagram?.colorFields ?? [];
  const commands = `[%csl ${fields.join(',')}][%cal ${arrows.join(',')}]`;
  return shapesFromComment(commands, levels);
}

const NOTHING_SKIPPED: Skipped = { comments: 0, annotations: 0, variations: 0 };

function countSkipped(moves: readonly PgnMove[]): Skipped {
  let { comments, annotations, variations } = NOTHING_SKIPPED;
  for (const move of moves) {
    if (move.commentMove) comments++;
    if (move.commentAfter) comments++;
    const diagram = Object.keys(move.commentDiag ?? {}).filter((key) => !DRAWING_KEYS.has(key));
    if (diagram.length > 0) comments++;
    annotations += move.nag?.length ?? 0;
    variations += move.variations.length;
  }
  return { comments, annotations, variations };
}

/** Reads a PGN movetext (the tags already read) into a session, with what was skipped. */
export function readPgnMovetext(
  tags: ReadonlyMap<string, string>,
  movetext: string,
  fallback?: GameDefinition,
): Result<{ session: GameSession; skipped: Skipped }> {
  let moves: PgnMove[];
  try {
    moves = (parse(movetext, { startRule: 'pgn' }) as ParseTree).moves;
  } catch (error) {
    const where = (error as { location?: { start?: { line: number; column: number } } }).location
      ?.start;
    const message = error instanceof Error ? error.message : String(error);
    return err({
      code: 'record-pgn',
      line: where?.line ?? null,
      column: where?.column ?? null,
      text: excerpt(message),
    });
  }
  const words = moves.map((move) => move.notation.notation);
  const session = replayRecord(tags, words, fallback);
  if (!session.ok) return session;
  const levels = session.value.game.levels;
  moves.forEach((move, index) => {
    const shapes = drawnShapes(move, levels);
    if (shapes.length > 0) session.value.setShapes(shapes, index + 1);
  });
  return ok({ session: session.value, skipped: countSkipped(moves) });
}
