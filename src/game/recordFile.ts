/**
 * The game record file: a PGN-like text with the game's id, the start FEN when it is not the
 * game's start position, the result, and the moves numbered by turn, in canonical notation or in
 * the human notation of the move list:
 *
 *   [Game "parallel-worlds"]
 *   [Result "*"]
 *
 *   1. 1e2-1e4 3g1-3f3 1... 3e7-3e5 1b8-1c6 end 2. …      (canonical)
 *   1. 1e4 N3f3 1... 3e5 N1c6 end 2. …                      (as the move list shows it)
 *
 * and in the flat games numbered as in PGN: `1. e2e4 e7e5 2. g1f3 *`, `1. e4 e5 2. Nf3 *`.
 *
 * A game against the computer (or an opponent elsewhere) also names its players (`[White "Computer level 4"]`,
 * `[Black "Human"]`, players.ts), so that a saved or reopened game keeps its opponent.
 * A game given up or drawn by agreement ends with the word `resigns` (the side to move gave up)
 * or `draw-agreed` before the result, a game lost (or drawn) on time with `flag`, a game claimed
 * because a player left it (online) with `abandoned`, its result saying who stayed (½–½: a draw).
 *
 * An online game whose players' ratings are known names them as lichess does: `[WhiteElo "1500"]`,
 * `[BlackElo "1523"]`, and once it has been rated `[WhiteRatingDiff "-12"]`,
 * `[BlackRatingDiff "+12"]` (the ratings before the game; players.ts `Elo`).
 *
 * A timed game has PGN's `[TimeControl "300+3"]` (`300d2`: a Bronstein delay, clock.ts) and after
 * each move the mover's time left as lichess writes it, `{[%clk 0:04:58]}` (in one comment with
 * the drawing commands); read back, the clocks go on from those times (docs/records.md).
 *
 * Arrows and circles drawn on a position stand after the move that reached it (before the first
 * move for the start position) as lichess writes them, a comment of drawing commands only:
 * `1. e4 {[%csl Ge4][%cal G1e23e4]} e5`. Such comments are part of this format; any other comment
 * makes the record PGN from elsewhere (pgnRecord.ts).
 *
 * Reading takes either notation (also mixed), PGN's check and annotation marks (`Nf3+`, `e4!?`),
 * and a record without a `[Game]` tag as a game of the game asked for (the game on screen). It
 * replays every move through the rules, so a broken record or an illegal move is reported with
 * its place and nothing half-loaded ever reaches the game on screen. PGN's comments, NAGs and
 * variations are not part of this format: pgnRecord.ts reads those through a PGN parser and
 * hands the main line's moves to `replayRecord`.
 */
import {
  controlTag,
  formatClk,
  gameById,
  err,
  excerpt,
  ok,
  parseClk,
  parseControlTag,
  ratingTags,
  resultText,
  writeRecordText,
  type GameDefinition,
  type Result,
  type TimeControl,
} from '../rules';
import { shapesFromComment, shapesToComment } from '../content/annotations';
import { hasAway, parsePlayerTag, playerTag, type Players } from './players';
import { GameSession } from './session';

/** The results a record's movetext ends with. */
export const RESULT_TOKENS = ['1-0', '0-1', '1/2-1/2', '*'];

/** Which notation a record's moves are written in. */
export type RecordNotation = 'canonical' | 'san';

/** The result as written in a record: `1-0`, `0-1`, `1/2-1/2` or `*` while the game goes on. */
export const resultToken = (session: GameSession): string => resultText(session.outcome);

/** Writes the record of a session, its moves in `notation` (canonical unless asked). */
export function writeRecord(session: GameSession, notation: RecordNotation = 'canonical'): string {
  const tags: [string, string][] = [];
  if (hasAway(session.players))
    tags.push(['White', playerTag(session.players[0])], ['Black', playerTag(session.players[1])]);
  tags.push(...eloTags(session.players));
  const control = session.timeControl;
  if (control) tags.push(['TimeControl', controlTag(control)]);
  const levels = session.game.levels;
  const commentAt = (index: number) => {
    const clk = index > 0 ? session.clkAfter(index - 1) : null;
    return (
      shapesToComment(session.shapesAt(index), levels) +
      (clk === null ? '' : `[%clk ${formatClk(clk)}]`)
    );
  };
  return writeRecordText({
    game: session.game,
    startFen: session.startFen,
    tags,
    startComment: commentAt(0),
    moves: session.moves.map((move, index) => ({
      text: notation === 'san' ? move.san : move.canonical,
      before: session.positionAt(index),
      comment: commentAt(index + 1),
    })),
    outcome: session.outcome,
  });
}

/** An online game's rating tags (issue 43), when both players' ratings are known. */
function eloTags(players: Players): [string, string][] {
  const [white, black] = players.map((player) => ('elo' in player ? player.elo : undefined));
  return white && black ? ratingTags(white, black) : [];
}

/** The time control a record's `[TimeControl]` tag names (the game library's list), or null. */
export function recordTimeControl(text: string): TimeControl | null {
  const tag = /^\s*\[TimeControl\s+"([^"]*)"\]/m.exec(text);
  return tag ? parseControlTag(tag[1]!) : null;
}

/** A record's tag section and the rest of its text. */
export interface RecordParts {
  readonly tags: ReadonlyMap<string, string>;
  readonly movetext: string;
}

/** Splits a record into its tags (`[Name "value"]` lines) and its movetext. */
export function splitRecord(text: string): Result<RecordParts> {
  const tags = new Map<string, string>();
  const body: string[] = [];
  let inTags = true; // tags stand before the first line of movetext
  for (const line of text.split(/\r?\n/)) {
    const tag = inTags ? /^\s*\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$/.exec(line) : null;
    if (tag) tags.set(tag[1]!, tag[2]!.replace(/\\(.)/g, '$1'));
    else if (inTags && line.trim().startsWith('['))
      return err({ code: 'record-tag', text: excerpt(line.trim()) });
    else {
      body.push(line);
      if (line.trim() !== '') inTags = false;
    }
  }
  return ok({ tags, movetext: body.join('\n') });
}

/** The game a record is of: its `[Game]` tag, else `fallback` (the game on screen). */
export function recordGame(
  tags: ReadonlyMap<string, string>,
  fallback: GameDefinition | undefined,
): Result<GameDefinition> {
  const gameId = tags.get('Game');
  if (gameId === undefined) return fallback ? ok(fallback) : err({ code: 'record-no-game' });
  const game = gameById(gameId);
  return game ? ok(game) : err({ code: 'record-unknown-game', id: excerpt(gameId) });
}

/**
 * Plays the words of a record's main line (moves in either notation, move numbers, results,
 * `resigns`, `draw-agreed`, `flag`, `abandoned`) from the record's start position into a new session.
 */
export function replayRecord(
  tags: ReadonlyMap<string, string>,
  words: readonly string[],
  fallback?: GameDefinition,
): Result<GameSession> {
  const game = recordGame(tags, fallback);
  if (!game.ok) return game;
  const players = [parsePlayerTag(tags.get('White')), parsePlayerTag(tags.get('Black'))] as const;
  const started = GameSession.start(game.value, tags.get('FEN'), players);
  if (!started.ok) return err({ code: 'record-fen', problem: started.problem });
  const session = started.value;
  const control = parseControlTag(tags.get('TimeControl') ?? '');
  if (control) session.timeWith(control);
  let count = 0;
  let abandoned = false; // `abandoned` read: the result token says who stayed
  for (const word of words) {
    if (word.startsWith('{')) {
      const shapes = shapesFromComment(word, game.value.levels);
      session.setShapes([...session.shapesAt(), ...shapes]);
      const clk = parseClk(/\[%clk\s+([^\]]*)\]/.exec(word)?.[1] ?? '');
      if (clk !== null) session.noteClk(clk);
      continue;
    }
    if (abandoned && RESULT_TOKENS.includes(word) && word !== '*')
      session.claimAbandoned(word === '1-0' ? 0 : word === '0-1' ? 1 : null);
    if (/^\d+\.(\.\.)?$/.test(word) || RESULT_TOKENS.includes(word)) continue;
    count++;
    if (word === 'abandoned' && !session.outcome) {
      abandoned = true;
      continue;
    }
    if (word === 'resigns' || word === 'draw-agreed' || word === 'flag') {
      if (word === 'resigns') session.resign();
      else if (word === 'flag') session.flagSideToMove();
      else session.agreeDraw();
      continue;
    }
    if (session.outcome)
      return err({ code: 'record-game-over', text: excerpt(word), index: count });
    const played = session.playText(word);
    if (!played.ok) {
      const problem = played.problem;
      return err(
        problem.code === 'ambiguous-move'
          ? { ...problem, code: 'record-ambiguous', index: count }
          : { code: 'record-move', text: excerpt(word), index: count },
      );
    }
  }
  return ok(session);
}

/**
 * A comment holding drawing commands and a clock time only (`{[%csl Ge4][%cal Ge2e4]}`,
 * `{[%clk 0:04:58]}`): part of this format.
 */
export const SHAPE_COMMENT = /\{\s*(?:\[%c(?:sl|al|lk)\s[^\]{}]*\]\s*)+\}/g;

/**
 * The words of a movetext: `12.e4` and `12...Nf3` split into number and move; a drawing comment
 * (`{[%cal Ge2e4]}`) is one word.
 */
export function movetextWords(movetext: string): string[] {
  const words: string[] = [];
  let rest = 0;
  // word by word: spreading a long text's words into one push overflows the call stack
  const plain = (text: string) => {
    for (const word of text.replace(/(\d+\.(?:\.\.)?)(?=[^\s.])/g, '$1 ').split(/\s+/))
      if (word !== '') words.push(word);
  };
  for (const match of movetext.matchAll(SHAPE_COMMENT)) {
    plain(movetext.slice(rest, match.index));
    words.push(match[0]);
    rest = match.index + match[0].length;
  }
  plain(movetext.slice(rest));
  return words;
}

/**
 * Reads a record into a new session, or says what is wrong and where; `fallback` is the game
 * of a record without a `[Game]` tag.
 */
export function readRecord(text: string, fallback?: GameDefinition): Result<GameSession> {
  const parts = splitRecord(text);
  if (!parts.ok) return parts;
  return replayRecord(parts.value.tags, movetextWords(parts.value.movetext), fallback);
}
