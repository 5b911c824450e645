/**
 * The game record file: a PGN-like text with the game's id, the start FEN when it is not the
 * game's start position, the result, and the canonical moves numbered by turn:
 *
 *   [Game "parallel-worlds"]
 *   [Result "*"]
 *
 *   1. 1e2-1e4 3g1-3f3 1... 3e7-3e5 1b8-1c6 end 2. …
 *
 * A game given up or drawn by agreement ends with the word `resigns` (the side to move gave up)
 * or `draw-agreed` before the result.
 * Reading replays every move through the rules, so a broken record or an illegal move is reported
 * with its place and nothing half-loaded ever reaches the game on screen.
 */
import { gameById, err, ok, parseMove, type Result } from '../rules';
import { GameSession } from './session';

const RESULT_TOKENS = ['1-0', '0-1', '1/2-1/2', '*'];

/** The result as written in a record: `1-0`, `0-1`, `1/2-1/2` or `*` while the game goes on. */
function resultToken(session: GameSession): string {
  const outcome = session.outcome;
  if (!outcome) return '*';
  return outcome.winner === null ? '1/2-1/2' : outcome.winner === 0 ? '1-0' : '0-1';
}

/** Writes the record of a session. */
export function writeRecord(session: GameSession): string {
  const tags = [`[Game "${session.game.id}"]`];
  if (session.startFen !== session.game.startFen) tags.push(`[FEN "${session.startFen}"]`);
  tags.push(`[Result "${resultToken(session)}"]`);
  if (session.outcome) tags.push(`[Termination "${session.outcome.reason}"]`);
  const words: string[] = [];
  session.moves.forEach((move, index) => {
    const before = session.positionAt(index);
    if (before.subMoves === 0 || index === 0)
      words.push(`${before.fullmove}.${before.turn === 0 ? '' : '..'}`);
    words.push(move.canonical);
  });
  if (session.outcome?.reason === 'resignation') words.push('resigns');
  if (session.outcome?.reason === 'agreement') words.push('draw-agreed');
  words.push(resultToken(session));
  return `${tags.join('\n')}\n\n${words.join(' ')}\n`;
}

/** Reads a record into a new session, or says what is wrong and where. */
export function readRecord(text: string): Result<GameSession> {
  const tags = new Map<string, string>();
  const body: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const tag = /^\s*\[(\w+)\s+"([^"]*)"\]\s*$/.exec(line);
    if (tag) tags.set(tag[1]!, tag[2]!);
    else if (line.trim().startsWith('['))
      return err(`Record: cannot read the tag '${line.trim()}'`);
    else body.push(line);
  }
  const gameId = tags.get('Game');
  if (!gameId) return err('Record: the [Game "…"] tag is missing');
  const game = gameById(gameId);
  if (!game) return err(`Record: unknown game '${gameId}'`);
  const started = GameSession.start(game, tags.get('FEN'));
  if (!started.ok) return err(`Record: ${started.error}`);
  const session = started.value;
  let count = 0;
  for (const word of body.join(' ').split(/\s+/).filter(Boolean)) {
    if (/^\d+\.(\.\.)?$/.test(word) || RESULT_TOKENS.includes(word)) continue;
    count++;
    if (word === 'resigns' || word === 'draw-agreed') {
      if (word === 'resigns') session.resign();
      else session.agreeDraw();
      continue;
    }
    const parsed = session.outcome ? null : parseMove(session.position, word);
    if (!parsed?.ok) return err(`Record: illegal move '${word}' (move ${count})`);
    session.play(parsed.value);
  }
  return ok(session);
}
