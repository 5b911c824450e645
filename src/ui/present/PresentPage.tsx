/**
 * Presenter mode (`?present`, `&playlist=<id>`, `&idle=<seconds>`): the slide fills the screen,
 * the clicker moves through the playlist, the attract loop takes over when nobody touches the
 * screen for the idle time, the screen is kept awake, and the presenter's console (notes,
 * playlist, controls, problems) opens behind the operator lock. `&audience` is the audience
 * window this page opens (AudiencePage.tsx), which follows it over a BroadcastChannel.
 *
 * Every slide is mounted afresh for each showing (`run`), in its own fence: what it made (a
 * computer player and its worker, timers, a 3D canvas) goes with it, and a slide that throws is
 * reported on the console and skipped.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  openAudienceLink,
  type AudienceLink,
  type BoardSnapshot,
} from '../../game/present/audienceLink';
import type { Playlist } from '../../game/present/playlist';
import {
  advancesWhenEnded,
  ENDED_HOLD_MS,
  goTo,
  idleReset,
  next,
  previous,
  slideOf,
  slideSeconds,
  slidesOf,
  START,
  startShow,
  toggleBlank,
  type PresenterState,
} from '../../game/present/presenter';
import { installPresentTestInterface } from '../../game/present/presentTestInterface';
import { HOME, makeSearch, type Route } from '../shell/route';
import { FollowSharePanel, useFollowLeader } from '../online/FollowShare';
import { usePresentT } from './presentWords';
import { useFullscreen } from '../common/useFullscreen';
import { AudiencePage } from './AudiencePage';
import { operatorPin, OperatorButton, PinDialog } from './OperatorLock';
import { PresenterConsole } from './PresenterConsole';
import { ReportingBoundary } from '../common/ReportingBoundary';
import { SlideView } from './SlideView';
import { DEFAULT_IDLE_SECONDS, useIdleReset } from './useIdleReset';
import { useClickerKeys } from './useClickerKeys';
import { usePlaylist } from './usePlaylist';
import { useWakeLock } from './useWakeLock';
import './present.css';

type PresentRoute = Extract<Route, { page: 'present' }>;

/** How long a failed slide's dark stage stays before the next slide, in ms. */
const FAILED_SLIDE_MS = 1500;

export function PresentPage({
  route,
  onNavigate,
}: {
  route: PresentRoute;
  onNavigate: (route: Route) => void;
}) {
  if (route.audience) return <AudiencePage />;
  return <Presenter route={route} onNavigate={onNavigate} />;
}

function Presenter({
  route,
  onNavigate,
}: {
  route: PresentRoute;
  onNavigate: (route: Route) => void;
}) {
  const tp = usePresentT();
  const { playlist, notice, load, remove } = usePlaylist(route.playlist);
  const [state, setState] = useState<PresenterState>(START);
  const [problems, setProblems] = useState<string[]>(() => (notice ? [notice] : []));
  const [visitor, setVisitor] = useState(false);
  const [consoleOpen, setConsoleOpen] = useState(false);
  const [asking, setAsking] = useState<'console' | 'exit' | null>(null);
  const report = useCallback(
    (problem: string) => setProblems((list) => [...list, problem].slice(-20)),
    [],
  );

  const slide = slideOf(playlist, state);
  const slides = slidesOf(playlist, state);
  const move = useCallback((change: (state: PresenterState) => PresenterState) => {
    setVisitor(false);
    setState(change);
  }, []);

  // The audience window: told where the show is, and the game on the board.
  const link = useRef<AudienceLink | null>(null);
  const lastBoard = useRef<{ run: number; board: BoardSnapshot } | null>(null);
  const shown = useRef({ playlist, state });
  shown.current = { playlist, state };
  useEffect(() => {
    const opened = openAudienceLink((message) => {
      if (message.type !== 'hello') return;
      opened.post({ type: 'show', ...shown.current });
      if (lastBoard.current) opened.post({ type: 'board', ...lastBoard.current });
    });
    link.current = opened;
    return () => {
      opened.post({ type: 'closed' });
      opened.close();
      link.current = null;
    };
  }, []);
  // Followers over the network ("Let others follow"): the same show and board, published.
  const follow = useFollowLeader(() => ({
    kind: 'present',
    ...shown.current,
    board: lastBoard.current,
  }));
  const publish = follow.publish;
  useEffect(() => {
    link.current?.post({ type: 'show', playlist, state });
    publish({ kind: 'present', playlist, state, board: lastBoard.current });
  }, [playlist, state, publish]);
  const run = state.run;
  const onBoard = useCallback(
    (board: BoardSnapshot) => {
      lastBoard.current = { run, board };
      link.current?.post({ type: 'board', run, board });
      publish({ kind: 'present', ...shown.current, board: lastBoard.current });
    },
    [run, publish],
  );

  // The slide moves on by itself: after its seconds, or a while after it played out.
  const [ended, setEnded] = useState(-1);
  const onEnded = useCallback(() => setEnded(run), [run]);
  useEffect(() => {
    if (visitor) return;
    const seconds = slideSeconds(playlist, state);
    const finished = ended === run && advancesWhenEnded(playlist, state);
    if (seconds === null && !finished) return;
    const ms = finished ? ENDED_HOLD_MS : seconds! * 1000;
    const timer = window.setTimeout(() => move((s) => next(playlist, s)), ms);
    return () => window.clearTimeout(timer);
  }, [state, run, ended, visitor, playlist, move]);

  const [failed, setFailed] = useState(-1);
  const onError = useCallback(
    (message: string) => {
      report(tp('slideFailed', { number: state.index + 1, kind: slide.kind, error: message }));
      setFailed(run);
    },
    [report, tp, state.index, slide.kind, run],
  );
  useEffect(() => {
    if (failed !== run) return;
    const timer = window.setTimeout(() => move((s) => next(playlist, s)), FAILED_SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [failed, run, playlist, move]);

  useIdleReset(route.idle ?? DEFAULT_IDLE_SECONDS, () => move(idleReset));
  useWakeLock();

  const root = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(root);
  // Full screen at the first key or press (the browser allows it only then).
  useEffect(() => {
    const first = (event: Event) => {
      if (event instanceof KeyboardEvent && /^[fFаА]$|^Escape$/.test(event.key)) return;
      stop();
      if (!document.fullscreenElement) root.current?.requestFullscreen?.().catch(() => {});
    };
    const stop = () => {
      window.removeEventListener('keydown', first, true);
      window.removeEventListener('pointerdown', first, true);
    };
    window.addEventListener('keydown', first, true);
    window.addEventListener('pointerdown', first, true);
    return stop;
  }, []);

  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => {});
    onNavigate(HOME);
  }, [onNavigate]);
  const unlock = (purpose: 'console' | 'exit') => {
    setAsking(null);
    if (purpose === 'exit') exit();
    else setConsoleOpen(true);
  };
  const guarded = (purpose: 'console' | 'exit') =>
    operatorPin() ? setAsking(purpose) : unlock(purpose);

  useClickerKeys({
    next: () => move((s) => next(playlist, s)),
    previous: () => move((s) => previous(playlist, s)),
    blank: () => setState(toggleBlank),
    start: () => move(startShow),
    exit: () => (asking ? setAsking(null) : guarded('exit')),
  });

  const read = useRef(() => ({ slide: 0, slides: 0, kind: slide.kind, idle: false }));
  read.current = () => ({
    slide: state.index,
    slides: slides.length,
    kind: slide.kind,
    idle: state.mode === 'attract',
  });
  useEffect(() => installPresentTestInterface(() => read.current()), []);

  const openAudience = () => {
    window.open(makeSearch({ ...route, audience: true }), 'parallel-worlds-audience', 'popup');
    setConsoleOpen(true);
  };
  const actions = useMemo(
    () => ({
      next: () => move((s) => next(playlist, s)),
      previous: () => move((s) => previous(playlist, s)),
      blank: () => setState(toggleBlank),
      start: () => move(startShow),
      attract: () => move(idleReset),
      goTo: (index: number) => move((s) => goTo(playlist, s, index)),
      remove: (index: number) => {
        remove(index);
        move((s) => ({ ...s, index: Math.max(0, Math.min(s.index, playlist.slides.length - 2)) }));
      },
      load: (loaded: Playlist) => {
        load(loaded);
        move(startShow);
      },
      close: () => setConsoleOpen(false),
      exit,
    }),
    [move, playlist, remove, load, exit],
  );

  return (
    <div
      ref={root}
      className={consoleOpen ? 'present has-console' : 'present'}
      data-blank={state.blank || undefined}
      data-fullscreen={fullscreen.on || undefined}
      data-slide={state.index}
      data-mode={state.mode}
    >
      <main className="present-stage" aria-live="polite">
        <ReportingBoundary key={`${state.mode} ${state.run}`} onError={onError}>
          <SlideView
            slide={slide}
            onEnded={onEnded}
            onNotice={report}
            onBoard={onBoard}
            onVisitor={() => setVisitor(true)}
          />
        </ReportingBoundary>
        {state.blank && <div className="present-blank" aria-label={tp('blanked')} />}
        <OperatorButton
          onUnlock={() => guarded('console')}
          problems={consoleOpen ? 0 : problems.length}
        />
      </main>
      {consoleOpen && (
        <PresenterConsole
          playlist={playlist}
          state={state}
          problems={problems}
          actions={{ ...actions, openAudience }}
          follow={<FollowSharePanel leader={follow} />}
        />
      )}
      {asking && <PinDialog onUnlock={() => unlock(asking)} onCancel={() => setAsking(null)} />}
    </div>
  );
}
