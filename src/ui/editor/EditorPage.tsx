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
 * and opens a game only from a legal position, otherwise saying why and losing nothing.
 * `window.__test.fen()` answers the editor's FEN, `window.__test.screen(name)` where a press
 * edits a square.
 *
 * The boards are the game's own (View2D; for Parallel worlds chess a 2D | 3D switch shows the
 * three levels on the stacked View3D, loaded only when asked for), given the editor's board port
 * in free placement (game/freeBoardPort.ts): the same clicks, drags and keys on both.
 */
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  castlingOptions,
  emptySetup,
  enPassantCandidates,
  enPassantSquares,
  moveMan,
  placeMan,
  setCastling,
  setupError,
  setupFen,
  setupFromFen,
  startSetup,
  tidyRights,
  toggleEnPassant,
  type Setup,
} from '../../game/editor/setup';
import { setupBoardView } from '../../game/editor/setupView';
import { useFreeBoardPort } from '../../game/freeBoardPort';
import { TWO_HUMANS, type Players } from '../../game/players';
import { GameSession } from '../../game/session';
import { screenPoint, type TestInterface } from '../../game/testInterface';
import { view3dLabels } from '../i18n/view3dWords';
import { gameById, PIECES, type Problem } from '../../rules';
import { PieceShape } from '../../view2d/pieceArt';
import { gameText, problemText, useT } from '../i18n/i18n';
import { pieceName } from '../i18n/pieceWords';
import { squareWords } from '../i18n/squareWords';
import { squareNamed, squareView } from '../../game/squares';
import type { GameId } from '../common/games';
import { useView3DSettings } from '../common/useView3DSettings';
import { boardLabels } from '../play/GamePage';
import { NewGameDialog } from '../play/LazyNewGameDialog';
import { View2D } from '../../view2d/View2D';
import { makeSearch, type OnlineRoute, type Route, type ViewMode } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import './editor.css';

type EditRoute = Extract<Route, { page: 'edit' }>;

// The 3D board, the game's own, loaded when asked for (the one lazy 3D chunk).
const LazyView3D = lazy(() => import('../../view3d/View3D'));

/** The standard men in the order every chess editor lists them. */
const STANDARD = ['K', 'Q', 'R', 'B', 'N', 'P'];

/** The letters a game's palette offers (upper case): K Q R B N P, then any fairy pieces. */
function paletteLetters(game: GameId): string[] {
  const max = gameById(game)!.maxPieceType; // the fairy pieces in Pocket mutation chess
  const letters = PIECES.slice(1, max + 1).map((piece) => piece.letter);
  return [...STANDARD, ...letters.filter((letter) => !STANDARD.includes(letter))];
}

/** The palette's tool besides a man: the eraser (null) or choosing an en passant square. */
const EN_PASSANT = 'en-passant';

const VESTS = ['P', 'N', 'B', 'R', 'Q', 'K'];

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
  const [choosing, setChoosing] = useState(false); // the "Play from here" dialog is open
  const show3d = view === '3d' && game.levels > 1;
  const view3dSettings = useView3DSettings(false); // the editor's own, not the game's remembered ones
  const showFlat = useCallback(() => setView('2d'), []); // no WebGL: the flat boards
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

  const candidates = enPassantCandidates(setup);
  const chosenEp = enPassantSquares(setup);

  /** A new setup on screen, without the rights the edit left impossible. */
  const change = (next: Setup) => {
    setSetup(tidyRights(next));
    setMessage(null);
  };

  const words = squareWords(t);

  // The boards are the shared ones (View2D, View3D) in free placement (game/freeBoardPort.ts): a
  // press on a square puts the palette's man there (again: takes it off) or, with the en passant
  // tool, marks the square; a man dragged elsewhere moves. The keyboard is the boards' own.
  const nameOf = (square: number) => squareView(square, game.levels).name;
  const onPick = (square: number) => {
    const name = nameOf(square);
    if (brush === EN_PASSANT) {
      if (candidates.includes(name)) change(toggleEnPassant(setup, name));
      return;
    }
    const man = brush && (vest && game.vests && !/k/i.test(brush) ? `${brush}(${vest})` : brush);
    const placing = man && (setup.men[name] === man ? null : man);
    change(placeMan(setup, name, placing || null));
  };
  const onRelocate = (from: number, to: number) => change(moveMan(setup, nameOf(from), nameOf(to)));
  const boardView = useMemo(() => setupBoardView(setup), [setup]);
  const marked = brush === EN_PASSANT ? [...new Set([...chosenEp, ...candidates])] : chosenEp;
  const port = useFreeBoardPort(
    {
      view: boardView,
      goals: marked.map((name) => squareNamed(name, game.levels)!),
      facing: setup.turn === 'b' ? 1 : 0,
    },
    { onPick, onRelocate },
  );

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
        <section className="panel editor-palette" aria-label={t('editor.palette')}>
          <h2 className="panel-title">{t('editor.palette')}</h2>
          {(['w', 'b'] as const).map((side) => (
            <div key={side} className="editor-palette-row" role="group">
              {paletteLetters(route.game).map((upper) => {
                const letter = side === 'w' ? upper : upper.toLowerCase();
                return (
                  <button
                    key={letter}
                    type="button"
                    className="editor-brush"
                    data-brush={letter}
                    aria-pressed={brush === letter}
                    aria-label={words.man(side === 'w' ? 0 : 1, words.pieceName(letter), null)}
                    title={pieceName(t, upper)}
                    onClick={() => setBrush(letter)}
                  >
                    <svg viewBox="0 0 100 100" aria-hidden="true">
                      <PieceShape letter={letter} />
                    </svg>
                  </button>
                );
              })}
            </div>
          ))}
          <button
            type="button"
            className="button editor-eraser"
            data-brush="eraser"
            aria-pressed={brush === null}
            onClick={() => setBrush(null)}
          >
            {t('editor.eraser')}
          </button>
          <button
            type="button"
            className="button editor-eraser"
            data-brush={EN_PASSANT}
            aria-pressed={brush === EN_PASSANT}
            onClick={() => setBrush(EN_PASSANT)}
          >
            {t('editor.epTool')}
          </button>
          {game.vests && (
            <label className="editor-field">
              {t('editor.vest')}
              <select value={vest ?? ''} onChange={(e) => setVest(e.target.value || null)}>
                <option value="">{t('editor.noVest')}</option>
                {VESTS.map((letter) => (
                  <option key={letter} value={letter}>
                    {pieceName(t, letter)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </section>

        <section className="editor-boards">
          {game.levels > 1 && (
            <div className="segmented editor-view" role="group" aria-label={t('page.boardView')}>
              {(['2d', '3d'] as const).map((mode) => (
                <button
                  key={mode}
                  type="button"
                  className="segment"
                  aria-pressed={view === mode}
                  onClick={() => setView(mode)}
                >
                  {mode.toUpperCase()}
                </button>
              ))}
            </div>
          )}
          {show3d && (
            <Suspense fallback={<p className="view-loading">{t('page.loading3d')}</p>}>
              <LazyView3D
                port={port}
                onUnavailable={showFlat}
                labels={view3dLabels(t)}
                className="editor-view3d"
                {...view3dSettings}
              />
            </Suspense>
          )}
          {!show3d && <View2D port={port} slideMs={0} labels={boardLabels(t)} />}
        </section>

        <section className="panel editor-fields">
          {game.pockets && (
            <fieldset className="editor-field">
              <legend>{t('editor.pockets')}</legend>
              {([0, 1] as const).map((side) => (
                <select
                  key={side}
                  aria-label={t(side === 0 ? 'side.white' : 'side.black')}
                  value={setup.pockets[side]}
                  onChange={(e) => {
                    const pockets: [string, string] = [...setup.pockets];
                    pockets[side] = e.target.value;
                    change({ ...setup, pockets });
                  }}
                >
                  <option value="">—</option>
                  {paletteLetters(route.game)
                    .filter((l) => l !== 'K')
                    .map((l) => (side === 0 ? l : l.toLowerCase()))
                    .map((l) => (
                      <option key={l} value={l}>
                        {pieceName(t, l)}
                      </option>
                    ))}
                </select>
              ))}
            </fieldset>
          )}
          <label className="editor-field">
            {t('editor.turn')}
            <select
              value={setup.turn}
              onChange={(e) => change({ ...setup, turn: e.target.value === 'b' ? 'b' : 'w' })}
            >
              <option value="w">{t('side.white')}</option>
              <option value="b">{t('side.black')}</option>
            </select>
          </label>
          {game.castling && (
            <fieldset className="editor-field editor-castling">
              <legend>{t('editor.castling')}</legend>
              {[...new Set(castlingOptions(setup).map((option) => option.level))].map((level) => (
                <div key={level ?? 0} className="editor-castling-level">
                  {level !== null && (
                    <span className="editor-castling-caption">
                      {t('editor.castlingLevel', { n: level })}
                    </span>
                  )}
                  {castlingOptions(setup)
                    .filter((option) => option.level === level)
                    .map((option) => (
                      <label
                        key={`${option.color}${option.wing}`}
                        className="editor-check"
                        data-castling={`${level ?? ''}${option.color}${option.wing}`}
                      >
                        <input
                          type="checkbox"
                          checked={option.on}
                          disabled={!option.possible && !option.on}
                          onChange={(e) => change(setCastling(setup, option, e.target.checked))}
                        />
                        {t(option.color === 'w' ? 'side.white' : 'side.black')}{' '}
                        {t(option.wing === 'K' ? 'editor.kingSide' : 'editor.queenSide')}
                      </label>
                    ))}
                </div>
              ))}
            </fieldset>
          )}
          <div className="editor-field" data-en-passant={setup.enPassant}>
            <span>
              {t('editor.enPassant')}:{' '}
              <strong>{chosenEp.length ? chosenEp.join(', ') : t('editor.epNone')}</strong>
            </span>
            <small className="editor-hint">
              {candidates.length === 0
                ? t('editor.epNoCandidate')
                : brush === EN_PASSANT
                  ? t('editor.epHint')
                  : null}
            </small>
            {candidates.length > 0 && brush !== EN_PASSANT && (
              <button type="button" className="button" onClick={() => setBrush(EN_PASSANT)}>
                {t('editor.epTool')}
              </button>
            )}
          </div>
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
