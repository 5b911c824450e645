// The home page: what the app is, and on its first screen at any size a game to play at once
// (Parallel worlds chess, alone or against the computer) and the first lesson; then the games kept
// in this browser to continue (LibraryPanel), and one
// card per game with a small diagram drawn by the real board, its description, a new game (in 3D
// or 2D for Parallel worlds chess), a game against the computer (NewGameDialog: side, level, or
// computer against computer) and its rules; and after the cards the lobby (issue 43: quick pairing
// and the first open challenges, its own chunk, LazyLobbyPanel.tsx, which comes after the first
// paint: placed below the cards so that it pushes none of them, issue 44), and before it the
// day's puzzle, a card with a link (issue 45). The game's name is a real link to a new game
// (`?game=<id>`), so it can also be opened in a new tab; buttons cover the other choices. A
// browser that has been online (an identity known, identity.ts) sees its games going on, "Your
// turn" first (YourTurn, a lazy chunk of its own: nothing of it ships with the home page).
import { lazy, Suspense, useState } from 'react';
import { useMe } from '../../game/account/identity';
import { TWO_HUMANS, type Players } from '../../game/players';
import { BoardDiagram, DiagramArt } from '../common/BoardDiagram';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { GAMES, gameInfo, type GameId } from '../common/games';
import { gameText, useT } from '../i18n/i18n';
import { LibraryPanel } from '../library/LibraryPanel';
import { LobbyPanel } from '../lobby/LazyLobbyPanel';
import { NewGameDialog } from '../play/LazyNewGameDialog';
import type { TimeControl } from '../../rules';
import { RouteLink } from '../common/RouteLink';
import {
  gameRoute,
  rulesRoute,
  type GameRoute,
  type HomeNotice,
  type Route,
  type ViewMode,
} from '../shell/route';
import { CARD_DIAGRAMS } from '../rules/cardDiagrams';
import { useSettings } from '../../game/settings';
import { FIRST_LESSON } from '../../game/lessons/firstLesson';
import { SiteBar } from '../shell/SiteBar';

const YourTurn = lazy(() => import('../online/YourTurn'));

/** The game the first screen offers at once: the one this app exists to show. */
const FEATURED: GameId = 'parallel-worlds';

interface HomePageProps {
  notice: HomeNotice | null;
  onNavigate: (route: Route) => void;
  onNewGame: (
    game: GameId,
    view: ViewMode | null,
    players?: Players,
    control?: TimeControl | null, // omitted: untimed
  ) => void;
  onContinue: (route: GameRoute) => void;
}

export function HomePage({ notice, onNavigate, onNewGame, onContinue }: HomePageProps) {
  const t = useT();
  const preferredView = useSettings((state) => state.view);
  const me = useMe();
  const [askFor, setAskFor] = useState<GameId | null>(null); // the game whose new-game dialog is open
  const [asking, setAsking] = useState<'computer' | 'online'>('computer'); // the dialog's first offer
  const ask = (game: GameId, opponent: 'computer' | 'online') => {
    setAsking(opponent);
    setAskFor(game);
  };

  const notices: string[] = [];
  if (notice?.kind === 'unknown-game') notices.push(t('home.unknownGame', { id: notice.id }));
  if (notice?.kind === 'bad-link') notices.push(t('home.badLink', { error: notice.error }));

  return (
    <div className="page home-page">
      <SiteBar onNavigate={onNavigate} back={false} />
      <header className="hero">
        <p className="eyebrow">{t('home.eyebrow')}</p>
        <h1 className="hero-title">{t('app.name')}</h1>
        <p className="lede">{t('home.lede')}</p>
        <div className="hero-actions">
          <button
            type="button"
            className="button button-primary"
            data-action="quick-play"
            onClick={() => onNewGame(FEATURED, preferredView)}
          >
            {t('home.quickPlay')}
          </button>
          <button type="button" className="button" onClick={() => setAskFor(FEATURED)}>
            {t('home.playComputer')}
          </button>
          <RouteLink
            to={{ page: 'learn', lesson: FIRST_LESSON, view: null }}
            onNavigate={onNavigate}
            className="button"
          >
            {t('home.firstLesson')}
          </RouteLink>
          <RouteLink
            to={{ page: 'storm', game: null, view: null }}
            onNavigate={onNavigate}
            className="button storm-link"
          >
            {t('storm.title')}
          </RouteLink>
        </div>
      </header>

      {notices.map((text) => (
        <p className="notice" role="alert" key={text}>
          {text}
        </p>
      ))}

      {me && (
        <ErrorBoundary part="part.library">
          <Suspense fallback={null}>
            <YourTurn />
          </Suspense>
        </ErrorBoundary>
      )}

      <ErrorBoundary part="part.library">
        <LibraryPanel onContinue={onContinue} onAnalyse={onNavigate} onNavigate={onNavigate} />
      </ErrorBoundary>

      <main>
        <h2 className="visually-hidden">{t('home.games')}</h2>
        <DiagramArt>
          <ul className="game-grid" aria-label={t('home.games')}>
            {GAMES.map((game) => {
              const name = gameText(t.language, game.id, 'name');
              const threeD = game.view3d;
              return (
                <li key={game.id}>
                  <article className="game-card" data-game={game.id}>
                    <BoardDiagram
                      game={game.id}
                      spec={CARD_DIAGRAMS[game.id]}
                      className="game-card-diagram"
                    />
                    <h2 className="game-card-name">
                      <RouteLink
                        to={gameRoute(game.id)}
                        onNavigate={() => onNewGame(game.id, threeD ? preferredView : null)}
                      >
                        {name}
                      </RouteLink>
                    </h2>
                    <p className="game-card-origin">{gameText(t.language, game.id, 'origin')}</p>
                    <p className="game-card-tagline">{gameText(t.language, game.id, 'tagline')}</p>
                    <p className="game-card-description">
                      {gameText(t.language, game.id, 'description')}
                    </p>
                    <div className="game-card-actions">
                      {threeD ? (
                        <>
                          <button
                            type="button"
                            className="button button-primary"
                            onClick={() => onNewGame(game.id, '3d')}
                          >
                            {t('home.play3d')}
                          </button>
                          <button
                            type="button"
                            className="button"
                            onClick={() => onNewGame(game.id, '2d')}
                          >
                            {t('home.play2d')}
                          </button>
                        </>
                      ) : (
                        <button
                          type="button"
                          className="button button-primary"
                          onClick={() => onNewGame(game.id, null)}
                        >
                          {t('home.newGame')}
                        </button>
                      )}
                      <button
                        type="button"
                        className="button"
                        data-action="play-computer"
                        onClick={() => ask(game.id, 'computer')}
                      >
                        {t('home.playComputer')}
                      </button>
                      <button
                        type="button"
                        className="button"
                        data-action="play-online"
                        onClick={() => ask(game.id, 'online')}
                      >
                        {t('online.playFriend')}
                      </button>
                      <RouteLink
                        to={rulesRoute(game.id)}
                        onNavigate={onNavigate}
                        className="button button-quiet"
                      >
                        {t('home.rules')}
                      </RouteLink>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        </DiagramArt>
      </main>

      {/* The day's puzzle (issue 45): a card with a link, no puzzle data (the page finds the
          day's puzzle, src/ui/puzzle/selectPuzzle.ts), below the first screen as the lobby. */}
      <section className="home-daily" aria-labelledby="home-daily-title">
        <h2 id="home-daily-title">{t('home.dailyTitle')}</h2>
        <p>{t('home.dailyText')}</p>
        <div className="button-row">
          <RouteLink
            to={{ page: 'puzzle', id: 'daily', view: null }}
            onNavigate={onNavigate}
            className="button button-primary"
          >
            {t('home.dailySolve')}
          </RouteLink>
          <RouteLink
            to={{ page: 'puzzle', id: null, view: null }}
            onNavigate={onNavigate}
            className="button"
          >
            {t('home.morePuzzles')}
          </RouteLink>
          <RouteLink
            to={{ page: 'race', code: null, key: null }}
            onNavigate={onNavigate}
            className="button race-link"
          >
            {t('race.title')}
          </RouteLink>
        </div>
      </section>

      {/* After the games, not above them: the lobby's chunk comes after the first paint and its
          height changes with what the server answers, so above the cards it pushed them down
          (a layout shift of 0.1–0.3, issue 44); here it grows below the first screen. */}
      <section className="home-lobby" aria-labelledby="home-lobby-title">
        <h2 id="home-lobby-title">{t('home.playAnyone')}</h2>
        <ErrorBoundary part="part.lobby">
          <LobbyPanel onNavigate={onNavigate} compact />
        </ErrorBoundary>
      </section>

      {askFor && (
        <NewGameDialog
          game={askFor}
          players={TWO_HUMANS}
          opponent={asking}
          replacing={false}
          view={askFor && gameInfo(askFor).view3d ? preferredView : undefined}
          onStart={(players, view, control) => {
            setAskFor(null);
            onNewGame(askFor, view ?? null, players, control);
          }}
          onPlayOnline={(route) => {
            setAskFor(null);
            onNavigate(route);
          }}
          onSeekCreated={() => {
            setAskFor(null);
            onNavigate({ page: 'lobby' });
          }}
          onCancel={() => setAskFor(null)}
        />
      )}

      <footer className="site-footer">
        <p>{t('home.footer')}</p>
      </footer>
    </div>
  );
}
