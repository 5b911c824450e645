/**
 * The position editor (`?edit=<game>`, `&fen=<FEN>` to start from one): a palette of the game's
 * men (the fairy pieces of Pocket mutation chess included, a vest to put on the next man in
 * PlunderChess), the boards (all three levels of Parallel worlds chess, side by side), the
 * pockets, the side to move, castling and en passant rights, "Clear board" and "Start position".
 * Click a square to put the palette's man there (again to take it off), drag a man to move it;
 * or from the keyboard, Tab to the boards, move with the arrows (PageUp/PageDown: another level)
 * and press Enter.
 * Castling rights are checkboxes per level, side and wing, offered as the board allows them, and
 * en passant squares are chosen on the board with the palette's en passant tool. Every change is
 * validated at once by the rules core, whose reason is shown; "Play from here" asks who plays
 * (two at the screen, against the computer, the computer against itself: the new-game dialog)
 * and opens a game only from a legal position, otherwise saying why and losing nothing. "New
 * study" and "Add this position as a chapter" put the position into a study (issue 46).
 * `window.__test.fen()` answers the editor's FEN, `window.__test.screen(name)` where a press
 * edits a square.
 *
 * The boards are the game's own (View2D; for Parallel worlds chess a 2D | 3D switch shows the
 * three levels on the stacked View3D, loaded only when asked for), given the editor's board port
 * in free placement (game/freeBoardPort.ts): the same clicks, drags and keys on both.
 *
 * The page keeps the setup and what is done with it (validation, play, analyse, copy); its parts
 * each edit the setup: the palette (EditorPalette.tsx), the boards (EditorBoards.tsx) and the
 * fields beside them (EditorFields.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import {
  emptySetup,
  setupError,
  setupFen,
  setupFromFen,
  startSetup,
  tidyRights,
  type Setup,
} from '../../game/editor/setup';
import type { DragIn } from '../../game/boardPort';
import { TWO_HUMANS, type Players } from '../../game/players';
import { GameSession } from '../../game/session';
import { screenPoint, type TestInterface } from '../../game/testInterface';
import { gameById, type Problem } from '../../rules';
import { gameText, problemText, useT } from '../i18n/i18n';
import { NewGameDialog } from '../play/LazyNewGameDialog';
import { makeSearch, type OnlineRoute, type Route, type ViewMode } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import { StudyButtons } from '../study/StudyButtons';
import { EditorBoards } from './EditorBoards';
import { EditorFields } from './EditorFields';
import { EditorPalette } from './EditorPalette';
import './editor.css';

type EditRoute = Extract<Route, { page: 'edit' }>;

function initialSetup(route: EditRoute): { setup: Setup; error: Problem | null } {
  if (route.fen === null) return { setup: startSetup(route.game), error: null };
  const read = setupFromFen(route.game, route.fen);
  return read.ok
    ? { setup: read.setup, error: null }
    : { setup: startSetup(route.game), error: read.problem };
}

export function EditorPage({
  route,
  onNavigate,
  onPlay,
}: {
  route: EditRoute;
  onNavigate: (route: Route) => void;
  /** Opens a game from the edited position, with the players the dialog chose. */
  onPlay: (session: GameSession, view: ViewMode | null) => void;
}) {
  const t = useT();
  const game = gameById(route.game)!;
  const [{ setup: first, error: badFen }] = useState(() => initialSetup(route));
  const [setup, setSetup] = useState(first);
  // the palette's man; null: the eraser; EN_PASSANT: clicks choose en passant squares
  const [brush, setBrush] = useState<string | null>('K');
  const [vest, setVest] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [view, setView] = useState<'2d' | '3d'>('2d');
  const [carried, setCarried] = useState<DragIn | null>(null); // a palette's man dragged in
  const flat = view === '2d' || game.levels === 1; // the flat boards take a man from the palette
  const [choosing, setChoosing] = useState(false); // the "Play from here" dialog is open
  const fen = setupFen(setup);
  const problem = setupError(setup);
  const error = problem && problemText(t.language, problem);
  const latest = useRef(fen);
  latest.current = fen;

  useEffect(() => {
    // `screen` asks the board shown (the 3D view registers its locator while mounted).
    const api = {
      fen: () => latest.current,
      screen: screenPoint,
      analysis: () => null,
    } as unknown as TestInterface;
    window.__test = api;
    return () => {
      if (window.__test === api) delete window.__test;
    };
  }, []);

  /** A new setup on screen, without the rights the edit left impossible. */
  const change = (next: Setup) => {
    setSetup(tidyRights(next));
    setMessage(null);
  };

  const play = () => {
    if (error) return setMessage(t('editor.refused', { error }));
    setChoosing(true);
  };
  // "Analyse": the analysis board of the position edited
  const analyse = () => {
    if (error) return setMessage(t('editor.refused', { error }));
    onNavigate({
      page: 'analyse',
      game: route.game,
      fen,
      moves: [],
      tree: null,
      view: game.levels > 1 ? view : null,
    });
  };
  const start = (players: Players, chosenView: ViewMode | undefined) => {
    setChoosing(false);
    const started = GameSession.start(game, fen, players);
    if (!started.ok) return setMessage(t('editor.refused', { error: started.error }));
    onPlay(started.value, chosenView ?? (game.levels > 1 ? view : null));
  };
  // "Play from here" with a friend online: the position checked here first, then created there
  const playOnline = (online: OnlineRoute) => {
    setChoosing(false);
    const started = GameSession.start(game, fen);
    if (!started.ok) return setMessage(t('editor.refused', { error: started.error }));
    onNavigate({ ...online, fen: started.value.startFen });
  };
  const copy = (text: string) => {
    void navigator.clipboard?.writeText(text).then(
      () => setMessage(t('editor.copied')),
      () => setMessage(text),
    );
  };
  const link = () =>
    `${window.location.origin}${window.location.pathname}${makeSearch({ ...route, fen })}`;

  return (
    <div className="page editor-page" data-game={route.game}>
      <SiteBar onNavigate={onNavigate} />
      <header className="game-header game-header-compact">
        <div>
          <h1 className="game-title">
            {t('editor.title')} · {gameText(t.language, route.game, 'name')}
          </h1>
          <p className="game-tagline">{t('editor.lede')}</p>
        </div>
      </header>
      {badFen && (
        <p className="notice" role="alert">
          {t('editor.badFen', { error: problemText(t.language, badFen) })}
        </p>
      )}
      <main className="editor-stage">
        <EditorPalette
          game={route.game}
          brush={brush}
          onBrush={setBrush}
          vest={vest}
          onVest={setVest}
          onCarry={flat ? setCarried : undefined}
        />

        <EditorBoards
          setup={setup}
          brush={brush}
          vest={vest}
          view={view}
          onView={setView}
          onChange={change}
          carried={flat ? carried : null}
          onCarried={() => setCarried(null)}
        />

        <section className="panel editor-fields">
          <EditorFields setup={setup} brush={brush} onBrush={setBrush} onChange={change} />
          <p className={error ? 'editor-verdict is-invalid' : 'editor-verdict'} role="status">
            {error ? t('editor.invalid', { error }) : t('editor.valid')}
          </p>
          <div className="button-row editor-buttons">
            <button type="button" className="button" onClick={() => change(emptySetup(route.game))}>
              {t('editor.clear')}
            </button>
            <button type="button" className="button" onClick={() => change(startSetup(route.game))}>
              {t('editor.start')}
            </button>
            <button type="button" className="button button-primary" onClick={play}>
              {t('editor.play')}
            </button>
            <button type="button" className="button" onClick={analyse}>
              {t('controls.analyse')}
            </button>
            <button type="button" className="button" onClick={() => copy(fen)}>
              {t('editor.copyFen')}
            </button>
            <button type="button" className="button" onClick={() => copy(link())}>
              {t('editor.copyLink')}
            </button>
          </div>
          <StudyButtons
            position={() => ({ game, fen: latest.current })}
            className="button-row study-buttons"
            onNavigate={onNavigate}
          />
          <code className="settings-fen editor-fen">{fen}</code>
          {message && (
            <p className="notice editor-message" role="alert">
              {message}
            </p>
          )}
        </section>
      </main>
      {choosing && (
        <NewGameDialog
          game={route.game}
          players={TWO_HUMANS}
          replacing={false}
          view={game.levels > 1 ? view : undefined}
          onStart={start}
          onPlayOnline={playOnline}
          onCancel={() => setChoosing(false)}
        />
      )}
    </div>
  );
}
