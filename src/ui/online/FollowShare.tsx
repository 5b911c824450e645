/**
 * "Let others follow" (issue 26): a leader's side of following a board. `useFollowLeader`
 * creates a follow room (`POST /api/follow`), joins it as the leader and publishes whatever the
 * caller hands it; `FollowSharePanel` shows the short code, the link `/?follow=<code>` with its
 * QR code (at once: it is for a room of phones), the follower count and "Stop sharing". The
 * presenter's console uses both; `FollowBoardButton` is the teacher's board (a game page): it
 * publishes the game on every change. A teacher's study page (class mode, issue 46) passes
 * `FollowLeaderOptions`: its class's news, and a name under which the room is kept for the tab
 * (sessionStorage), so that a reload leads the same room and finds its class.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { createFollow, type ApiProblem } from '../../game/online/api';
import {
  openFollow,
  type ClassChange,
  type FollowLink,
  type FollowState,
} from '../../game/online/follow';
import { followLink } from '../../game/online/links';
import { snapshotOf } from '../../game/present/audienceLink';
import type { GameState } from '../../game/store';
import { useOnlineWords, type OnlineWordKey } from './onlineWords';
import { useT } from '../i18n/i18n';
import { LinkBox } from './LinkBox';
import { forgetLead, keepLead, keptLead, type KeptLead } from './keptLead';
import './online.css';

export interface FollowLeader {
  readonly code: string | null;
  readonly followers: number;
  readonly starting: boolean;
  readonly problem: ApiProblem | null;
  start(): void;
  stop(): void;
  /** Publishes a state (kept and sent again after a reconnection; nothing before `start`). */
  publish(state: FollowState): void;
}

export interface FollowLeaderOptions {
  /** The tab keeps the room under this name, and leads it again after a reload. */
  readonly keep?: string;
  /** A class's news (students, answers). */
  readonly onClass?: (change: ClassChange) => void;
}

export function useFollowLeader(
  latest: () => FollowState | null,
  options: FollowLeaderOptions = {},
): FollowLeader {
  const { keep } = options;
  const [code, setCode] = useState<string | null>(null);
  const [followers, setFollowers] = useState(0);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const link = useRef<FollowLink | null>(null);
  const first = useRef(latest);
  first.current = latest;
  const onClass = useRef(options.onClass);
  onClass.current = options.onClass;
  const close = useCallback(() => {
    link.current?.close();
    link.current = null;
    setCode(null);
  }, []);
  const stop = useCallback(() => {
    close();
    if (keep) forgetLead(keep);
  }, [close, keep]);
  useEffect(() => close, [close]);
  const lead = useCallback(
    ({ code, key }: KeptLead) => {
      const opened = openFollow(
        window.location.origin,
        code,
        key,
        () => {},
        (status) => {
          setFollowers(status.followers);
          if (status.problem === 'no-such-game' && keep) stop(); // a room kept that is gone
        },
        { onClass: (change) => onClass.current?.(change) },
      );
      link.current = opened;
      const now = first.current();
      if (now) opened.publish(now);
      if (keep) keepLead(keep, { code, key });
      setCode(code);
    },
    [keep, stop],
  );
  const start = useCallback(() => {
    setStarting(true);
    setProblem(null);
    void createFollow().then((created) => {
      setStarting(false);
      if (!created.ok) return setProblem(created.problem);
      lead(created.value);
    });
  }, [lead]);
  useEffect(() => {
    const kept = keptLead(keep);
    if (!kept) return;
    lead(kept);
    return close;
  }, [keep, lead, close]);
  const publish = useCallback((state: FollowState) => link.current?.publish(state), []);
  return { code, followers, starting, problem, start, stop, publish };
}

const PROBLEM_WORDS: Record<ApiProblem, OnlineWordKey> = {
  offline: 'offline',
  unreachable: 'unreachable',
  invalid: 'createRefused', // a follow room is asked for with nothing to be invalid
  refused: 'createRefused',
};

export function FollowSharePanel({
  leader,
  startLabel,
}: {
  leader: FollowLeader;
  startLabel?: string; // the start button's words (a study's "Let the class follow")
}) {
  const t = useT();
  const w = useOnlineWords();
  if (!leader.code)
    return (
      <div className="follow-share">
        <button
          type="button"
          className="button"
          disabled={leader.starting}
          onClick={leader.start}
          data-follow-start
        >
          {leader.starting ? w('follow.starting') : (startLabel ?? t('follow.letOthers'))}
        </button>
        {leader.problem && (
          <p className="notice" role="alert" data-online-problem>
            {w(PROBLEM_WORDS[leader.problem])}
          </p>
        )}
      </div>
    );
  return (
    <div className="follow-share" data-follow-code={leader.code}>
      <p className="follow-code">{w('follow.code', { code: leader.code })}</p>
      <LinkBox
        label={w('follow.link')}
        link={followLink(window.location.origin, leader.code)}
        data="data-follow-link"
        qr
      />
      <p data-followers={leader.followers}>{w('follow.followers', { count: leader.followers })}</p>
      <button type="button" className="button" onClick={leader.stop}>
        {w('follow.stop')}
      </button>
    </div>
  );
}

/** A teacher's board: the game on screen, published on every change while shared. */
export function FollowBoardButton({
  store,
  view,
  autoStart = false,
}: {
  store: StoreApi<GameState>;
  view: '2d' | '3d';
  autoStart?: boolean; // asked for already (the game page's button loaded this)
}) {
  const t = useT();
  const stateOf = useCallback(
    (): FollowState => ({
      kind: 'board',
      board: snapshotOf(store.getState().session),
      view,
      title: null,
    }),
    [store, view],
  );
  const leader = useFollowLeader(stateOf);
  const { code, publish, start } = leader;
  useEffect(() => {
    if (autoStart) start();
  }, [autoStart, start]);
  useEffect(() => {
    if (!code) return;
    publish(stateOf());
    return store.subscribe((state, previous) => {
      if (state.version !== previous.version || state.session !== previous.session)
        publish(stateOf());
    });
  }, [code, publish, stateOf, store]);
  return (
    <div aria-label={t('follow.letOthers')} role="group">
      <FollowSharePanel leader={leader} />
    </div>
  );
}
