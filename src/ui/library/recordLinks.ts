// A game's share link and the file name of its downloaded record, kept apart from reading pasted
// text (importText.ts, loaded only when something is loaded) so that the game page carries only these.
import { writeShapes } from '../../content/annotations';
import type { GameSession } from '../../game/session';
import { gameIdOf } from '../common/games';
import { makeSearch, type ViewMode } from '../shell/route';

/**
 * The link that opens this game's position: `<page>?game=<id>&view=<2d|3d>&fen=<FEN>` (no `fen`
 * at the game's start position), with `&shapes=G1e23e4,Re4` when arrows or circles are drawn on
 * it. In an unfinished Parallel worlds turn `fen` carries the
 * sub-moves already made (`<FEN> ; 1e2-1e4`), and opening the link restores the turn in progress.
 */
export function shareLink(session: GameSession, view: ViewMode | null, page: string): string {
  const fen = session.fenWithSubMoves();
  const shapes = writeShapes(session.shapesAt(), session.game.levels);
  const search = makeSearch({
    page: 'game',
    game: gameIdOf(session.game),
    view,
    fen: fen === session.game.startFen ? null : fen,
    ...(shapes === '' ? {} : { shapes }),
  });
  return `${page.split(/[?#]/)[0]}${search}`;
}

/** The file name of a downloaded record: `plunder-2025-05-01-1430.txt`. */
export function recordFileName(session: GameSession, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp =
    `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}` +
    `-${pad(now.getHours())}${pad(now.getMinutes())}`;
  return `${session.game.id}-${stamp}.txt`;
}
