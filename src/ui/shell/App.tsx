// The app shell: reads the route from the address, renders the home page, a rules page or a game
// page, and keeps the address and the browser's history in step with in-page navigation. No router
// library: the whole route is the query string (see route.ts). It also applies the settings that
// belong to the whole document (its language, the board colours), makes the page's one game host
// (src/game/host.ts, handed down through GameHostContext; a test may pass its own) and starts
// games on purpose through it (a new game from the home page, the rules page, the game controls
// or the game-over banner; an import), which opens each as a new game in the library.
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { createGameHost, type GameHost } from '../../game/host';
import { TWO_HUMANS, type Players } from '../../game/players';
import type { GameSession } from '../../game/session';
import { gameById, type TimeControl } from '../../rules';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { GameHostContext, hostedRoute } from './gameHostContext';
import type { GameId } from '../common/games';
import { gameText, useT } from '../i18n/i18n';
import { HomePage } from '../home/HomePage';
import { HOME, makeSearch, parseRoute, type Route, type ViewMode } from './route';
import { useSettings } from '../../game/settings';
import { applyDocumentSettings } from './documentSettings';

// The game page (the 2D board, its panels and controls) is a chunk of its own, so the home page
// paints without it; a link to a game starts fetching it at once (vite.config.ts, gamePreload).
const GameScreen = lazy(() =>
  import('../play/GameScreen').then((module) => ({ default: module.GameScreen })),
);

// The lessons are a chunk of their own, so the home page does not load them.
const LearnPage = lazy(() =>
  import('../learn/LearnPage').then((module) => ({ default: module.LearnPage })),
);

// The puzzle pages (issue 45), with the puzzle sets each a chunk of its own (loadPuzzles.ts).
const PuzzlePage = lazy(() =>
  import('../puzzle/PuzzlePage').then((module) => ({ default: module.PuzzlePage })),
);

// Puzzle Storm (src/ui/storm) too, with the puzzles it loads.
const StormPage = lazy(() =>
  import('../storm/StormPage').then((module) => ({ default: module.StormPage })),
);

// Presenter mode too (src/ui/present): only a fair's laptop needs it.
const PresentPage = lazy(() =>
  import('../present/PresentPage').then((module) => ({ default: module.PresentPage })),
);

// The rules pages, the piece explorer and the notation page are chunks of their own too.
const RulesPage = lazy(() =>
  import('../rules/RulesPage').then((module) => ({ default: module.RulesPage })),
);

const ExplorerPage = lazy(() =>
  import('../explore/ExplorerPage').then((module) => ({ default: module.ExplorerPage })),
);

const NotationPage = lazy(() =>
  import('../notation/NotationPage').then((module) => ({ default: module.NotationPage })),
);

// Online play and following a board (src/ui/online): their own chunk, with the game server's SDK.
const OnlinePage = lazy(() =>
  import('../online/OnlinePage').then((module) => ({ default: module.OnlinePage })),
);

const FollowPage = lazy(() =>
  import('../online/FollowPage').then((module) => ({ default: module.FollowPage })),
);

// A player's page and a finished game of the archive (src/ui/account), with the account's words.
const PlayerPage = lazy(() =>
  import('../account/PlayerPage').then((module) => ({ default: module.PlayerPage })),
);

const LeaderboardPage = lazy(() =>
  import('../account/LeaderboardPage').then((module) => ({ default: module.LeaderboardPage })),
);

// The list of studies (issue 46): the author's and the public ones.
const StudiesPage = lazy(() =>
  import('../study/StudiesPage').then((module) => ({ default: module.StudiesPage })),
);

const LobbyPage = lazy(() =>
  import('../lobby/LobbyPage').then((module) => ({ default: module.LobbyPage })),
);

// A puzzle race (src/ui/race): the host's big screen and the players' phones.
const RacePage = lazy(() =>
  import('../race/RacePage').then((module) => ({ default: module.RacePage })),
);

const ArchivePage = lazy(() =>
  import('../account/ArchivePage').then((module) => ({ default: module.ArchivePage })),
);

// The analysis board, with the engine's analysis client.
const AnalysisPage = lazy(() =>
  import('../analysis/AnalysisPage').then((module) => ({ default: module.AnalysisPage })),
);

// A study (issue 46): its chapters on the analysis board's boards, and its authoring.
const StudyPage = lazy(() =>
  import('../study/StudyPage').then((module) => ({ default: module.StudyPage })),
);

const EditorPage = lazy(() =>
  import('../editor/EditorPage').then((module) => ({ default: module.EditorPage })),
);

/** The system's "more contrast" preference, followed as it changes. */
function useSystemContrast(): boolean {
  const query = '(prefers-contrast: more)';
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false, // prerendered (and hydrating): the setting alone, then the system's at once
  );
}

/**
 * Sets the document's language, board colours, coordinates and contrast (the setting, or the
 * system's preference: `data-contrast="more"`, app.css) from the settings (documentSettings.ts).
 */
function useDocumentSettings() {
  const language = useSettings((state) => state.language);
  const theme = useSettings((state) => state.theme);
  const coordinates = useSettings((state) => state.coordinates);
  const chosen = useSettings((state) => state.contrast);
  const contrast = useSystemContrast() || chosen;
  useEffect(
    () =>
      applyDocumentSettings(document.documentElement, { language, theme, coordinates, contrast }),
    [language, theme, coordinates, contrast],
  );
}

/** Which page an error boundary belongs to: a failed page is tried afresh on the next page. */
function pageKey(route: Route): string {
  switch (route.page) {
    case 'home':
      return 'home';
    case 'learn':
      return `learn ${route.lesson ?? ''}`;
    case 'present':
      return 'present';
    case 'puzzle':
      return 'puzzle'; // one page for every puzzle: `?puzzle` becomes `?puzzle=<id>` in place
    case 'explore':
    case 'notation':
      return `${route.page} ${route.game ?? ''}`;
    case 'online':
      return `online ${route.room}`;
    case 'follow':
      return `follow ${route.code}`;
    case 'player':
      return `player ${route.name}`;
    case 'archive':
      return `archive ${route.gameId}`;
    case 'leaderboard':
      return `leaderboard ${route.game ?? ''}`;
    case 'lobby':
      return 'lobby';
    case 'studies':
      return 'studies';
    case 'storm':
      return `storm ${route.game ?? ''}`;
    case 'race':
      return `race ${route.code ?? ''}`;
    case 'analyse':
      return `analyse ${route.game} ${route.fen ?? ''}`;
    case 'study':
      return `study ${route.id}`; // its chapters and view change in place
    default:
      return `${route.page} ${route.game}`;
  }
}

/** Where the page is: the address bar's query and hash (the build's, when it prerenders a page). */
export interface PageAddress {
  readonly search: string;
  readonly hash: string;
}

export function App({ host: given, at }: { host?: GameHost; at?: PageAddress } = {}) {
  const t = useT();
  const [host] = useState(() => given ?? createGameHost());
  const [route, setRoute] = useState<Route>(() => {
    const { search, hash } = at ?? window.location;
    return parseRoute(search, hash);
  });
  useDocumentSettings();

  useEffect(() => {
    const onPopState = () => setRoute(parseRoute(window.location.search, window.location.hash));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    const name = t('app.name');
    document.title =
      route.page === 'home'
        ? name
        : route.page === 'learn'
          ? `${t('learn.title')} · ${name}`
          : route.page === 'edit'
            ? `${t('editor.title')} · ${name}`
            : route.page === 'present'
              ? `${t('present.title')} · ${name}`
              : route.page === 'explore'
                ? `${t('explore.title')} · ${name}`
                : route.page === 'notation'
                  ? `${t('notation.title')} · ${name}`
                  : route.page === 'online'
                    ? `${t('online.title')} · ${name}`
                    : route.page === 'follow'
                      ? `${t('follow.title')} · ${name}`
                      : route.page === 'player'
                        ? `${route.name} · ${name}`
                        : route.page === 'archive'
                          ? `${t('archive.title')} · ${name}`
                          : route.page === 'leaderboard'
                            ? `${t('nav.leaderboard')} · ${name}`
                            : route.page === 'lobby'
                              ? `${t('lobby.title')} · ${name}`
                              : route.page === 'puzzle'
                                ? `${t('puzzle.title')} · ${name}`
                                : route.page === 'storm'
                                  ? `${t('storm.title')} · ${name}`
                                  : route.page === 'race'
                                    ? `${t('race.title')} · ${name}`
                                    : route.page === 'studies'
                                      ? `${t('studies.title')} · ${name}`
                                      : route.page === 'study'
                                        ? `${t('study.title')} · ${name}`
                                        : `${gameText(t.language, route.game, 'name')} · ${name}`;
  }, [route, t]);

  const navigate = useCallback((next: Route) => {
    const search = makeSearch(next);
    window.history.pushState(null, '', search === '' ? window.location.pathname : search);
    setRoute(next);
    window.scrollTo?.(0, 0);
  }, []);

  /** Changes the address in place (the game page adds its library id). */
  const replace = useCallback((next: Route) => {
    const search = makeSearch(next);
    window.history.replaceState(null, '', search === '' ? window.location.pathname : search);
    setRoute(next);
  }, []);

  /** Shows a game put on screen on purpose (it is saved at once). */
  const openGame = useCallback(
    (session: GameSession, view: ViewMode | null) =>
      navigate(hostedRoute(host.show(session, view))),
    [navigate, host],
  );

  /** A new game of `game`; the players kept from the game on screen unless given. */
  const newGame = useCallback(
    (game: GameId, view: ViewMode | null, players?: Players, control?: TimeControl | null) => {
      const started = host.newGame({ game: gameById(game)!, view, players, control });
      if (started) navigate(hostedRoute(started));
    },
    [navigate, host],
  );

  return (
    // A failed page is tried afresh on the next page (not on a view switch or an added id).
    <GameHostContext.Provider value={host}>
      <ErrorBoundary key={pageKey(route)} part="part.page" onHome={() => navigate(HOME)}>
        {page()}
      </ErrorBoundary>
    </GameHostContext.Provider>
  );

  function page() {
    switch (route.page) {
      case 'home':
        return (
          <HomePage
            notice={route.notice}
            onNavigate={navigate}
            onNewGame={(game, view, players, control) =>
              newGame(game, view, players ?? TWO_HUMANS, control ?? null)
            }
            onContinue={navigate}
          />
        );
      case 'rules':
        return (
          <Suspense fallback={null}>
            <RulesPage
              game={route.game}
              onNavigate={navigate}
              onPlay={(game) => newGame(game, null, TWO_HUMANS, null)}
            />
          </Suspense>
        );
      case 'learn':
        return (
          <Suspense fallback={null}>
            <LearnPage route={route} onNavigate={navigate} />
          </Suspense>
        );
      case 'puzzle':
        return (
          <Suspense fallback={null}>
            <PuzzlePage route={route} onNavigate={navigate} onReplace={replace} />
          </Suspense>
        );
      case 'present':
        return (
          <Suspense fallback={null}>
            <PresentPage route={route} onNavigate={navigate} />
          </Suspense>
        );
      case 'explore':
        return (
          <Suspense fallback={null}>
            <ExplorerPage route={route} onNavigate={navigate} onReplace={replace} />
          </Suspense>
        );
      case 'notation':
        return (
          <Suspense fallback={null}>
            <NotationPage route={route} onNavigate={navigate} />
          </Suspense>
        );
      case 'online':
        return (
          <Suspense fallback={null}>
            <OnlinePage route={route} onNavigate={navigate} onReplace={replace} />
          </Suspense>
        );
      case 'follow':
        return (
          <Suspense fallback={null}>
            <FollowPage route={route} onNavigate={navigate} />
          </Suspense>
        );
      case 'player':
        return (
          <Suspense fallback={null}>
            <PlayerPage route={route} onNavigate={navigate} />
          </Suspense>
        );
      case 'leaderboard':
        return (
          <Suspense fallback={null}>
            <LeaderboardPage route={route} onNavigate={navigate} />
          </Suspense>
        );
      case 'archive':
        return (
          <Suspense fallback={null}>
            <ArchivePage route={route} onNavigate={navigate} />
          </Suspense>
        );
      case 'lobby':
        return (
          <Suspense fallback={null}>
            <LobbyPage onNavigate={navigate} />
          </Suspense>
        );
      case 'studies':
        return (
          <Suspense fallback={null}>
            <StudiesPage onNavigate={navigate} />
          </Suspense>
        );
      case 'storm':
        return (
          <Suspense fallback={null}>
            <StormPage route={route} onNavigate={navigate} />
          </Suspense>
        );
      case 'race':
        return (
          <Suspense fallback={null}>
            <RacePage route={route} onNavigate={navigate} onReplace={replace} />
          </Suspense>
        );
      case 'analyse':
        return (
          <Suspense fallback={null}>
            <AnalysisPage route={route} onNavigate={navigate} onReplace={replace} />
          </Suspense>
        );
      case 'study':
        return (
          <Suspense fallback={null}>
            <StudyPage route={route} onNavigate={navigate} onReplace={replace} />
          </Suspense>
        );
      case 'edit':
        return (
          <Suspense fallback={null}>
            <EditorPage route={route} onNavigate={navigate} onPlay={openGame} />
          </Suspense>
        );
      case 'game':
        return (
          <Suspense fallback={null}>
            <GameScreen
              route={route}
              onNavigate={navigate}
              onReplace={replace}
              onNewGame={(players, control) => newGame(route.game, route.view, players, control)}
              onOpenGame={openGame}
            />
          </Suspense>
        );
    }
  }
}
