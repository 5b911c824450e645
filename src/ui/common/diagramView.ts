/**
 * The board view of a still diagram (rules pages, home page cards): a session started from the
 * diagram's FEN, its moves played, and its man or pocket selected, so the view shows that man's
 * real legal moves. Kept apart from the component so tests check every diagram without a DOM.
 */
import { GameSession } from '../../game/session';
import type { Pick } from '../../game/staging';
import { buildBoardView, type BoardView } from '../../game/viewModel';
import { squareNamed } from '../../game/squares';
import { gameById } from '../../rules';
import type { GameId } from './games';

/** A still diagram: a position, moves played from it, and what is selected on it. */
export interface DiagramSpec {
  readonly fen?: string; // the position; the game's start position when absent
  readonly play?: readonly string[]; // canonical moves played first (the last turn is marked)
  readonly select?: string; // a square ('1e2', 'c1') or a pocket ('pocket:w') to select
}

/** The diagram's position as a session (its moves played), or the reason it cannot be. */
function diagramSession(game: GameId, spec: DiagramSpec): GameSession | { error: string } {
  const started = GameSession.start(gameById(game)!, spec.fen);
  if (!started.ok) return { error: started.error };
  const session = started.value;
  for (const move of spec.play ?? []) {
    const played = session.playText(move);
    if (!played.ok) return { error: played.error };
  }
  return session;
}

/**
 * The FEN of the position a diagram shows (with the sub-moves of a Parallel worlds turn in
 * progress, ` ; 1e2-1e4`), for opening it on the real board, or null if it cannot be drawn.
 */
export function diagramFen(game: GameId, spec: DiagramSpec): string | null {
  const session = diagramSession(game, spec);
  return 'error' in session ? null : session.fenWithSubMoves();
}

/** The board view a diagram shows, or the reason it cannot be drawn. */
export function diagramView(game: GameId, spec: DiagramSpec): BoardView | { error: string } {
  const session = diagramSession(game, spec);
  if ('error' in session) return session;
  let selected: Pick | null = null;
  if (spec.select?.startsWith('pocket:')) {
    selected = { kind: 'pocket', color: spec.select.endsWith('w') ? 0 : 1 };
  } else if (spec.select) {
    const square = squareNamed(spec.select, session.position.levels);
    if (square === undefined) return { error: `no square '${spec.select}'` };
    selected = { kind: 'square', square };
  }
  const view = buildBoardView(session, selected);
  if (selected && view.selected === null) return { error: `'${spec.select}' cannot be selected` };
  return view;
}
