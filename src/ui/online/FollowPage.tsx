/**
 * A follower's page (`?follow=<code>`, issue 26): the leader's board live and read-only, on a
 * phone or a class laptop. The leader is a presenter (its slides, and the game on its board
 * slide) or a teacher's board (one game, shown as a position slide); both arrive as the
 * messages the presenter's audience window reads (AudiencePage.tsx), from a follow room instead
 * of a BroadcastChannel. The follower may look around (turn the 3D camera) and snap back:
 * "Back to the leader's view" mounts the board afresh at the leader's view. A bar at the foot
 * says what is followed, how many follow, and whether the connection or the leader is away.
 * A teacher's study (class mode, issue 46) is a class: its followers join with a name, on the
 * study page (ClassStudentPage.tsx, a chunk of its own, loaded when a study state comes).
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { AudienceMessage } from '../../game/present/audienceLink';
import { openFollow, type FollowState, type FollowStatus } from '../../game/online/follow';
import { readFollowCode } from '../../game/online/links';
import { browserOffline } from '../../game/online/api';
import type { Playlist } from '../../game/present/playlist';
import { AudiencePage, type AudienceSource } from '../present/AudiencePage';
import { useOnlineWords } from './onlineWords';
import type { Route } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import './online.css';

type FollowRoute = Extract<Route, { page: 'follow' }>;

const ClassStudentPage = lazy(() => import('../study/ClassStudentPage'));

/** The messages of the audience window that show a published state. */
function audienceMessages(state: FollowState): AudienceMessage[] {
  if (state.kind === 'present') {
    const show: AudienceMessage = { type: 'show', playlist: state.playlist, state: state.state };
    return state.board ? [show, { type: 'board', ...state.board }] : [show];
  }
  // a teacher's board (or study): a playlist of one position slide, the board's game on it
  const playlist: Playlist = {
    id: 'follow',
    title: { en: state.title ?? '', ru: state.title ?? '' },
    autoplay: false,
    slides: [
      {
        kind: 'position',
        game: state.board.game as Playlist['attract'][number]['game'],
        fen: state.board.startFen,
        shapes: '',
        caption: state.title ? { en: state.title, ru: state.title } : null,
        view: state.view,
        notes: null,
        seconds: null,
      },
    ],
    attract: [],
  };
  return [
    { type: 'show', playlist, state: { mode: 'show', index: 0, blank: false, run: 0 } },
    { type: 'board', run: 0, board: state.board },
  ];
}

export function FollowPage({
  route,
  onNavigate,
}: {
  route: FollowRoute;
  onNavigate: (route: Route) => void;
}) {
  const w = useOnlineWords();
  const code = readFollowCode(route.code);
  if (!code)
    return (
      <div className="page">
        <SiteBar onNavigate={onNavigate} />
        <main className="online-message">
          <p className="notice" role="alert" data-online-problem>
            {w('follow.badCode', { code: route.code })}
          </p>
        </main>
      </div>
    );
  return <Following code={code} onNavigate={onNavigate} />;
}

function Following({ code, onNavigate }: { code: string; onNavigate: (route: Route) => void }) {
  const w = useOnlineWords();
  const [status, setStatus] = useState<FollowStatus | null>(null);
  const [study, setStudy] = useState(false);
  const [latest, setLatest] = useState<AudienceMessage[]>([]);
  const [listeners] = useState(() => new Set<(message: AudienceMessage) => void>());
  const [snap, setSnap] = useState(0);
  useEffect(() => {
    if (study) return; // the class's page joins with a name
    const link = openFollow(
      window.location.origin,
      code,
      null,
      (state) => {
        if (state.kind === 'study') return setStudy(true);
        const messages = audienceMessages(state);
        setLatest(messages);
        for (const listener of listeners) for (const message of messages) listener(message);
      },
      setStatus,
    );
    return () => link.close();
  }, [code, listeners, study]);
  // the board listens here; mounted afresh ("back to the leader's view"), it gets the latest
  const source: AudienceSource = useCallback(
    (onMessage) => {
      listeners.add(onMessage);
      for (const message of latest) onMessage(message);
      return { post: () => {}, close: () => listeners.delete(onMessage) };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the latest is replayed once per mount
    [listeners, snap],
  );
  if (study)
    return (
      <Suspense fallback={null}>
        <ClassStudentPage code={code} onNavigate={onNavigate} />
      </Suspense>
    );
  const problem = status?.problem ?? null;
  const words =
    problem === 'no-such-game'
      ? w('follow.noSuchCode', { code })
      : problem !== null
        ? w(browserOffline() ? 'offline' : 'unreachable')
        : status?.connected === false
          ? w('status.reconnecting')
          : status && !status.leader
            ? w('follow.leaderAway')
            : latest.length === 0
              ? w('follow.waiting')
              : null;
  const bar = (
    <div
      className="follow-bar"
      data-follow-code={code}
      data-followers={status?.followers ?? 0}
      data-connected={status?.connected ? 'true' : 'false'}
    >
      <span>{w('follow.following', { code })}</span>
      <span>{w('follow.followers', { count: status?.followers ?? 0 })}</span>
      {words && <span role="status">{words}</span>}
      <button type="button" className="button" onClick={() => setSnap((n) => n + 1)}>
        {w('follow.back')}
      </button>
    </div>
  );
  return <AudiencePage key={snap} source={source} className="present-follow" overlay={bar} />;
}
