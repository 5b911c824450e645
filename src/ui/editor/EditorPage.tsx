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
 * `window.__test.fen()` answers the editor's FEN; on the 3D board `window.__test.screen(name)`
 * where a press edits a square.
 *
 * For Parallel worlds chess a 2D | 3D switch shows the three levels on the real stacked board
 * (view3d/EditorView3D, loaded only when asked for), edited with the same clicks and drags.
 */
import {
  Suspense,
  lazy,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
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
  squareNames,
  startSetup,
  tidyRights,
  toggleEnPassant,
  type Setup,
} from '../../game/editor/setup';
import { LEVEL_TINTS } from '../../game/levelTints';
import { TWO_HUMANS, type Players } from '../../game/players';
import { GameSession } from '../../game/session';
import type { TestInterface } from '../../game/testInterface';
import { view3dLabels } from '../i18n/view3dWords';
import { gameById, PIECES, type Problem } from '../../rules';
import { PieceShape } from '../../view2d/pieceArt';
import { gameText, problemText, useT, type MessageKey } from '../i18n/i18n';
import { pieceName } from '../i18n/pieceWords';
import { squareWords } from '../i18n/squareWords';
import { boardKey, stepSquare } from '../../game/boardKeys';
import { squareNamed, squareView } from '../../game/squares';
import type { GameId } from '../common/games';
import { NewGameDialog } from '../play/LazyNewGameDialog';
import { makeSearch, type OnlineRoute, type Route, type ViewMode } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import './editor.css';

type EditRoute = Extract<Route, { page: 'edit' }>;

// The 3D editor, loaded when asked for from the one lazy 3D chunk (View3D.tsx re-exports it).
const LazyEditor3D = lazy(() =>
  import('../../view3d/View3D').then((module) => ({ default: module.EditorView3D })),
);

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
  const dragFrom = useRef<string | null>(null);
  const fen = setupFen(setup);
  const problem = setupError(setup);
  const error = problem && problemText(t.language, problem);
  const latest = useRef(fen);
  latest.current = fen;

  useEffect(() => {
    // `screen` answers while the 3D board is shown (EditorView3D puts its locator here).
    const api = {
      fen: () => latest.current,
      screen: () => null,
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
  /** A square's name for a screen reader: '2e4, white knight wearing a rook vest', 'e4'. */
  const squareLabel = (name: string) => {
    const man = setup.men[name];
    if (!man) return name;
    const letter = man[0]!;
    const vestLetter = man.length === 4 ? man[2]! : null;
    const side = letter === letter.toUpperCase() ? 0 : 1;
    return `${name}, ${words.man(side, words.pieceName(letter), vestLetter && words.pieceName(vestLetter))}`;
  };

  // The keyboard: the boards are one tab stop (`focused`), the arrows and PageUp/PageDown move it
  // (game/boardKeys.ts, as on the game's boards), Enter or Space does what a click does.
  const [focused, setFocused] = useState(() => squareNames(route.game, 0)[56]!); // a1 of level 1
  const boards = useRef<HTMLElement>(null);
  const onSquareKey = (name: string, event: KeyboardEvent<SVGGElement>) => {
    const key = boardKey(event.key, 0);
    if (!key || key.kind === 'deselect') return;
    event.preventDefault();
    if (key.kind === 'pick') {
      if (event.type !== (key.onRelease ? 'keyup' : 'keydown')) return;
      onSquareDown(name);
      return onSquareUp(name);
    }
    const square = squareNamed(name, game.levels);
    const next =
      event.type === 'keydown' && square !== undefined && stepSquare(square, key.step, game.levels);
    if (next === false || next === null) return;
    const nextName = squareView(next, game.levels).name;
    setFocused(nextName);
    boards.current?.querySelector<SVGGElement>(`[data-square="${nextName}"]`)?.focus();
  };

  const onSquareDown = (square: string) => {
    dragFrom.current = setup.men[square] ? square : null;
  };
  const onSquareUp = (square: string) => {
    const from = dragFrom.current;
    dragFrom.current = null;
    if (from && from !== square) return change(moveMan(setup, from, square));
    if (brush === EN_PASSANT) {
      if (candidates.includes(square)) change(toggleEnPassant(setup, square));
      return;
    }
    const man = brush && (vest && game.vests && !/k/i.test(brush) ? `${brush}(${vest})` : brush);
    const placing = man && (setup.men[square] === man ? null : man);
    change(placeMan(setup, square, placing || null));
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

        <section
          className={show3d ? 'editor-boards editor-boards-3d' : 'editor-boards'}
          ref={boards}
        >
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
              <LazyEditor3D
                setup={setup}
                onSquareDown={onSquareDown}
                onSquareUp={onSquareUp}
                labels={view3dLabels(t)}
              />
            </Suspense>
          )}
          {!show3d &&
            Array.from({ length: game.levels }, (_, level) => (
              <figure
                key={level}
                className="editor-level"
                data-level={level + 1}
                style={{ ['--level-tint' as string]: LEVEL_TINTS[level] }}
              >
                {game.levels > 1 && (
                  // numbered and tinted as the game's own boards (src/view2d/view2d.css)
                  <figcaption className="level-caption">
                    <span className="level-number">{level + 1}</span>
                    {t(`board.level${level + 1}` as MessageKey)}
                  </figcaption>
                )}
                <svg
                  className="editor-board"
                  viewBox="0 0 800 800"
                  role="group"
                  aria-label={
                    game.levels > 1 ? t(`board.level${level + 1}` as MessageKey) : undefined
                  }
                  data-level={level + 1}
                >
                  {squareNames(route.game, level).map((name, index) => {
                    const x = (index % 8) * 100;
                    const y = Math.floor(index / 8) * 100;
                    const dark = (Math.floor(index / 8) + (index % 8)) % 2 === 1;
                    const man = setup.men[name];
                    const letter = man?.[0];
                    const vestLetter = man?.length === 4 ? man[2] : null;
                    return (
                      <g
                        key={name}
                        data-square={name}
                        transform={`translate(${x} ${y})`}
                        role="button"
                        className="editor-square"
                        tabIndex={name === focused ? 0 : -1}
                        aria-label={squareLabel(name)}
                        onKeyDown={(event) => onSquareKey(name, event)}
                        onKeyUp={(event) => onSquareKey(name, event)}
                        onFocus={() => setFocused(name)}
                        onPointerDown={(e: PointerEvent) => {
                          (e.target as Element).releasePointerCapture?.(e.pointerId);
                          onSquareDown(name);
                        }}
                        onPointerUp={() => onSquareUp(name)}
                      >
                        <rect
                          width="100"
                          height="100"
                          className={dark ? 'editor-dark' : 'editor-light'}
                        />
                        <rect className="editor-focus" x="5" y="5" width="90" height="90" rx="6" />
                        {letter && (
                          <g data-piece={letter}>
                            <PieceShape letter={letter} vest={vestLetter} />
                          </g>
                        )}
                        {chosenEp.includes(name) ? (
                          <circle cx="50" cy="50" r="22" className="editor-ep is-chosen" />
                        ) : (
                          brush === EN_PASSANT &&
                          candidates.includes(name) && (
                            <circle cx="50" cy="50" r="22" className="editor-ep" />
                          )
                        )}
                      </g>
                    );
                  })}
                </svg>
              </figure>
            ))}
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
