/**
 * The online game page (`?online=…`, issue 26, docs/online.md). `?online=new&game=<id>` creates
 * a game on the server and puts the creator on their seat (or, `for=others`, makes them the
 * organiser of a game for two others); `?online=<gameId>#key=<key>` is a seat (or the
 * organiser), `?online=<gameId>` watches. The game is played by the remote side controller
 * (src/game/online/onlineGame.ts) on the ordinary game page, with the online panel (who is
 * where, offers, resign, refusals) and the invite links beside the board.
 *
 * Going online first asks the game server who this browser is (account.ts `refreshMe`: an
 * anonymous identity is made at once), so that the room names who joins (issue 42). A player's
 * games go into the library with both players named and the game's id on the server; a watcher's
 * stay on screen only.
 * The friend's seat link is known to the creator only: it is kept in this browser
 * (localStorage, by game id) so that a reload still shows it. Without the network, or where no
 * game server answers (a static host, `vite preview`), the page says so plainly and offers the
 * way back to the games at this screen.
 */
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { createGameStore } from '../../game/store';
import { hasHere } from '../../game/players';
import { createGame, type ApiProblem } from '../../game/online/api';
import { gameLink, isGameIdText } from '../../game/online/links';
import { connectTo } from '../../game/online/connection';
import { refreshMe } from '../../game/account/account';
import { seatName, seatRating } from '../../game/online/seatNames';
import { premoveText } from '../../game/premove';
import { OnlineGame, type OnlineState } from '../../game/online/onlineGame';
import { setOnlineReporter } from '../../game/testInterface';
import { useSettings } from '../../game/settings';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { useGameHost } from '../shell/gameHostContext';
import { GamePage } from '../play/GamePage';
import { gameInfo, type GameId } from '../common/games';
import { useOnlineWords, type OnlineText, type OnlineWordKey } from './onlineWords';
import { useT } from '../i18n/i18n';
import { MoveList } from '../play/MoveList';
import { HOME, type OnlineRoute, type Route } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import { useGameSounds } from '../play/useGameSounds';
import { OnlinePanel } from './OnlinePanel';
import { PremoveNote } from './PremoveNote';
import { InvitePanel } from './InvitePanel';
import './online.css';

interface OnlinePageProps {
  route: OnlineRoute;
  onNavigate: (route: Route) => void;
  onReplace: (route: Route) => void;
}

/** The links the creator hands out, kept in this browser by game id. */
export interface Invite {
  readonly friend?: string; // the other seat's key (the creator plays)
}

const inviteKey = (gameId: string) => `pw-online-invite-${gameId}`;

function readInvite(gameId: string): Invite {
  try {
    return JSON.parse(localStorage.getItem(inviteKey(gameId)) ?? '{}') as Invite;
  } catch {
    return {};
  }
}

/** One creation per address even when React runs an effect twice (development's StrictMode). */
const creations = new Map<string, ReturnType<typeof createGame>>();

export function OnlinePage(props: OnlinePageProps) {
  const { route } = props;
  if (route.room === 'new') return <CreateGame {...props} />;
  if (!isGameIdText(route.room)) return <Problem words="badLink" {...props} />;
  return <OnlineGameScreen key={`${route.room} ${route.key ?? ''}`} {...props} />;
}

function Problem({
  words,
  onNavigate,
  detail,
}: OnlinePageProps & { words: OnlineWordKey; detail?: string }) {
  const t = useT();
  const w = useOnlineWords();
  return (
    <div className="page">
      <SiteBar onNavigate={onNavigate} />
      <main className="online-message">
        <p className="notice" role="alert" data-online-problem>
          {w(words, { reason: detail ?? '' })}
        </p>
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={() => onNavigate(HOME)}>
            {t('nav.back')}
          </button>
        </div>
      </main>
    </div>
  );
}

const API_WORDS: Record<ApiProblem, OnlineWordKey> = {
  offline: 'offline',
  unreachable: 'unreachable',
  invalid: 'createInvalid',
  refused: 'createRefused',
};

function CreateGame(props: OnlinePageProps) {
  const { route, onReplace } = props;
  const w = useOnlineWords();
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  useEffect(() => {
    const address = `${route.game} ${route.side} ${route.organise} ${route.clock ?? ''} ${route.fen ?? ''}`;
    const creating =
      creations.get(address) ??
      refreshMe().then(() => createGame(route.game, route.clock, route.fen));
    creations.set(address, creating);
    let live = true;
    void creating.then((created) => {
      creations.delete(address);
      if (!live) return;
      if (!created.ok) return setProblem(created.problem);
      const { gameId, players, organiser } = created.value;
      const mine = route.side === 'black' ? 1 : 0;
      if (!route.organise)
        localStorage.setItem(inviteKey(gameId), JSON.stringify({ friend: players[1 - mine] }));
      onReplace({
        ...route,
        room: gameId,
        key: route.organise ? organiser : players[mine],
        organise: false,
        side: 'white',
        clock: undefined,
        fen: undefined,
      });
    });
    return () => {
      live = false;
    };
  }, [route, onReplace]);
  if (problem) return <Problem words={API_WORDS[problem]} {...props} />;
  return (
    <div className="page">
      <SiteBar onNavigate={props.onNavigate} />
      <p className="view-loading" role="status">
        {w('creating')}
      </p>
    </div>
  );
}

/** Why a join failed, in words. */
function joinWords(w: OnlineText, problem: string): string {
  if (problem === 'bad-key' || problem === 'no-such-game') return w(`join.${problem}`);
  return w('join.other', { reason: problem });
}

function OnlineGameScreen(props: OnlinePageProps) {
  const { route, onNavigate } = props;
  const w = useOnlineWords();
  const host = useGameHost();
  const preferred = useSettings((state) => state.view);
  const view = route.view ?? preferred;
  // one connection per room and key (the screen is keyed by both)
  const [online] = useState(
    () =>
      new OnlineGame({
        gameId: route.room,
        // this browser's identity first, so that the room knows the name of who joins
        connect: (handlers) =>
          refreshMe().then(() =>
            connectTo(route.room, route.key, window.location.origin)(handlers),
          ),
        opponentName: w('opponent'),
        // a player's game goes into the library; a watcher's only on screen
        makeStore: (session) =>
          hasHere(session.players)
            ? host.show(session, route.view, route.room).store
            : createGameStore(session),
      }),
  );
  useEffect(() => {
    online.start();
    const stopReport = setOnlineReporter(() => report(route.room, online.state.getState()));
    return () => {
      stopReport();
      online.stop();
    };
  }, [online, route.room]);
  const state = useStore(online.state, (s) => s);
  if (!state.store && state.status !== 'closed')
    return (
      <div className="page">
        <SiteBar onNavigate={onNavigate} />
        <p className="view-loading" role="status">
          {w('joining')}
        </p>
      </div>
    );
  if (!state.store || !state.game) {
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    const unreachable = state.problem?.startsWith('could not join') ?? false;
    if (offline || unreachable)
      return <Problem words={offline ? 'offline' : 'unreachable'} {...props} />;
    return <Problem words="joinFailed" detail={joinWords(w, state.problem ?? '')} {...props} />;
  }
  return <OnlineBoard {...props} online={online} state={state} view={view} />;
}

/**
 * The other seat's player, once the room names it, with their rating (null: none told) and
 * whether it is provisional; null for a watcher.
 */
function opponentOf(
  state: OnlineState,
): { name: string; rating: number | null; provisional: boolean } | null {
  if (state.role !== 'player' || state.seat === null) return null;
  const seat = state.seat === 0 ? 1 : 0;
  const name = seatName(state.names, seat);
  const rating = seatRating(state.names, seat);
  return name === null
    ? null
    : { name, rating: rating?.rating ?? null, provisional: rating?.provisional ?? false };
}

/** `window.__test.online()` of a state. */
function report(room: string, state: OnlineState) {
  return {
    room,
    seat: state.side ?? 'watch',
    version: state.version,
    watchers: state.presence?.watchers ?? 0,
    connected: state.status === 'connected',
    opponent: opponentOf(state),
    premove: premoveText(state.store?.getState().premove ?? null),
  } as const;
}

function OnlineBoard({
  route,
  onNavigate,
  online,
  state,
  view,
}: OnlinePageProps & { online: OnlineGame; state: OnlineState; view: '2d' | '3d' }) {
  const store = state.store!;
  const gameId = store.getState().session.game.id as GameId;
  useGameSounds(store);
  const shown = gameInfo(gameId).view3d ? view : '2d';
  const invite = readInvite(route.room);
  const origin = window.location.origin;
  return (
    <GamePage
      route={{ page: 'game', game: gameId, view: shown, fen: null }}
      store={store}
      onNavigate={onNavigate}
      siteBar={<SiteBar onNavigate={onNavigate} />}
      onNewGame={() => online.act('rematch', 'offer')}
      viewRoute={(mode) => ({ ...route, view: mode })}
    >
      <ErrorBoundary part="part.controls">
        <OnlinePanel online={online} state={state} />
        <PremoveNote store={store} />
      </ErrorBoundary>
      <ErrorBoundary part="part.controls">
        <InvitePanel
          state={state}
          watchLink={gameLink(origin, route.room)}
          seatLink={(key) => gameLink(origin, route.room, key)}
          friendKey={invite.friend ?? null}
        />
      </ErrorBoundary>
      <ErrorBoundary part="part.moveList">
        <MoveList store={store} onNavigate={onNavigate} />
      </ErrorBoundary>
    </GamePage>
  );
}
