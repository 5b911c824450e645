/**
 * What a player pastes or opens, made into a game: a game record (the app's own, in canonical or
 * human notation, or PGN from another site, tags optional: a record without `[Game]` is of the
 * game on screen; a file may hold several games), a FEN, or a link to a game
 * (`…?game=plunder&view=2d&fen=…`, or an analysis board's `?analyse=…&moves=…`), told apart by
 * their look (the link that shares the position on screen: recordLinks.ts). A chunk of its own,
 * loaded when something is loaded. Functions over text, so every rejection can be tested: whatever is wrong
 * comes back as an error naming the problem, and nothing is touched until the caller puts the
 * new session on screen.
 *
 * A FEN is tried first as a position of the game on screen, then of the other games (the three
 * games' FENs differ in shape: `|` between levels, `[]` pockets, `(N)` vests), so a FEN of another
 * game opens that game rather than failing; when no game accepts it, the error is the one given
 * for the game on screen.
 */
import type { Skipped } from '../../game/pgnRecord';
import { readRecords } from '../../game/recordImport';
import { GameSession } from '../../game/session';
import { sessionFromLinkParts } from '../../game/store';
import { describeProblem, gameById, type Problem } from '../../rules';
import { GAME_IDS, isGameId, type GameId } from '../common/games';
import { parseRoute, type ViewMode } from '../shell/route';

export type Imported =
  | {
      readonly kind: 'record';
      readonly session: GameSession; // the first game
      readonly more: readonly GameSession[]; // the file's other games, if any
      readonly skipped: Skipped; // what of the PGN was left out, over all games
    }
  | { readonly kind: 'fen'; readonly session: GameSession }
  | { readonly kind: 'link'; readonly session: GameSession; readonly view: ViewMode | null }
  | {
      readonly kind: 'error';
      readonly what: 'record' | 'fen' | 'link' | 'empty';
      readonly error: string;
      /** What is wrong, for the page to word in its language (`problemText`). */
      readonly problem?: Problem;
    };

const looksLikeRecord = (text: string) =>
  /^\s*[[{]/.test(text) || /^\s*\d+\.\s*\S/.test(text) || /\[\s*Game\s+"/.test(text);
const looksLikeLink = (text: string) =>
  /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ||
  /^\??(game|rules)=/.test(text) ||
  /\?(game|rules)=/.test(text);

/** A session from a FEN, of `preferred` if it fits, else of the one other game it fits. */
export function sessionFromFen(
  fen: string,
  preferred: GameId,
): { session: GameSession } | { error: string; problem: Problem } {
  const first = GameSession.start(gameById(preferred)!, fen);
  if (first.ok) return { session: first.value };
  for (const id of GAME_IDS) {
    if (id === preferred) continue;
    const other = GameSession.start(gameById(id)!, fen);
    if (other.ok) return { session: other.value };
  }
  return { error: first.error, problem: first.problem };
}

/** A session from a link's query string, with the view it names. */
function sessionFromLink(text: string): Imported {
  const query = text.includes('?') ? text.slice(text.indexOf('?')) : text;
  const search = query.split('#')[0]!;
  const route = parseRoute(search);
  if (route.page === 'home') {
    return {
      kind: 'error',
      what: 'link',
      error: route.notice
        ? route.notice.kind === 'unknown-game'
          ? `there is no game called '${route.notice.id}'`
          : route.notice.error
        : 'it does not name a game (?game=…)',
    };
  }
  if (route.page === 'rules')
    return { kind: 'error', what: 'link', error: 'it leads to a rules page, not to a game' };
  if (route.page === 'learn')
    return { kind: 'error', what: 'link', error: 'it leads to a lesson, not to a game' };
  if (route.page === 'puzzle')
    return { kind: 'error', what: 'link', error: 'it leads to a puzzle, not to a game' };
  if (route.page === 'present')
    return { kind: 'error', what: 'link', error: 'it leads to presenter mode, not to a game' };
  if (route.page === 'edit')
    return { kind: 'error', what: 'link', error: 'it leads to the position editor, not to a game' };
  if (route.page === 'explore')
    return { kind: 'error', what: 'link', error: 'it leads to the piece explorer, not to a game' };
  if (route.page === 'notation')
    return { kind: 'error', what: 'link', error: 'it leads to the notation page, not to a game' };
  if (
    route.page === 'online' ||
    route.page === 'follow' ||
    route.page === 'archive' ||
    route.page === 'lobby' ||
    route.page === 'race'
  )
    return { kind: 'error', what: 'link', error: 'it leads to online play, not to a game record' };
  if (route.page === 'player')
    return { kind: 'error', what: 'link', error: "it leads to a player's page, not to a game" };
  if (route.page === 'leaderboard')
    return { kind: 'error', what: 'link', error: 'it leads to a leaderboard, not to a game' };
  if (route.page === 'storm')
    return { kind: 'error', what: 'link', error: 'it leads to Puzzle Storm, not to a game' };
  if (route.page === 'study')
    return { kind: 'error', what: 'link', error: 'it leads to a study, not to a game' };
  // an analysis board's link: its position with the moves played from it
  const started = sessionFromLinkParts(
    gameById(route.game)!,
    route.fen ?? undefined,
    route.page === 'game' ? (route.shapes ?? undefined) : undefined,
    route.page === 'analyse' ? route.moves : [],
  );
  if ('error' in started)
    return { kind: 'error', what: 'link', error: started.error, problem: started.problem };
  return { kind: 'link', session: started.session, view: route.view };
}

/**
 * Reads pasted or opened text as a record, a link or a FEN; `preferred` is the game on screen
 * (the game of a record without `[Game]`, and the first game tried for a FEN).
 */
export async function importText(text: string, preferred: GameId): Promise<Imported> {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'error', what: 'empty', error: 'nothing to load' };
  if (looksLikeRecord(trimmed)) {
    const read = await readRecords(trimmed, gameById(preferred));
    if (!read.ok)
      return { kind: 'error', what: 'record', error: read.error, problem: read.problem };
    // The rules core also reads plain chess, which the app does not offer: such a game is refused.
    const foreign = read.value.findIndex(({ session }) => !isGameId(session.game.id));
    if (foreign >= 0) {
      const unknown: Problem = {
        code: 'record-unknown-game',
        id: read.value[foreign]!.session.game.id,
      };
      const problem: Problem =
        read.value.length > 1
          ? { code: 'record-in-file', game: foreign + 1, problem: unknown }
          : unknown;
      return { kind: 'error', what: 'record', error: describeProblem(problem), problem };
    }
    const [first, ...more] = read.value;
    const skipped = { comments: 0, annotations: 0, variations: 0 };
    for (const game of read.value) {
      skipped.comments += game.skipped.comments;
      skipped.annotations += game.skipped.annotations;
      skipped.variations += game.skipped.variations;
    }
    return { kind: 'record', session: first!.session, more: more.map((g) => g.session), skipped };
  }
  if (looksLikeLink(trimmed)) return sessionFromLink(trimmed);
  const fromFen = sessionFromFen(trimmed, preferred);
  return 'session' in fromFen
    ? { kind: 'fen', session: fromFen.session }
    : { kind: 'error', what: 'fen', error: fromFen.error, problem: fromFen.problem };
}
