/**
 * Following a board over the network (issue 26): the leader (a presenter's console, a teacher's
 * game page) publishes its board state to a follow room on every change, and followers (a class
 * on laptops, an audience on phones, `?follow=<code>`) receive the latest state at once and every
 * later one. The room keeps only the latest state, so a follower who joins late or comes back
 * after a drop is up to date with its first message.
 *
 * What is published (`FollowState`): the presenter's show (its playlist and where it stands)
 * and the game on its board slide, or a teacher's board alone (the game, its start and moves, the
 * view): the same data the presenter's audience window gets over its BroadcastChannel
 * (audienceLink.ts), now over the network. The SDK is loaded only when a follow room is used.
 */
import type { Room } from '@colyseus/sdk';
import { FOLLOW_ROOM, PROTOCOL, type ServerMessages } from '../../protocol';
import type { BoardSnapshot } from '../present/audienceLink';
import type { Playlist } from '../present/playlist';
import type { PresenterState } from '../present/presenter';

/** What a leader publishes. */
export type FollowState =
  | {
      readonly kind: 'present';
      readonly playlist: Playlist;
      readonly state: PresenterState;
      readonly board: { readonly run: number; readonly board: BoardSnapshot } | null;
    }
  | {
      readonly kind: 'board';
      readonly board: BoardSnapshot;
      readonly view: '2d' | '3d';
      readonly title: string | null; // a lesson's or position's title; null: the game's name
    };

export interface FollowStatus {
  readonly connected: boolean;
  readonly followers: number;
  readonly leader: boolean; // the leader is there
  readonly problem: string | null; // 'no-such-game' (no such code), 'unreachable'…
}

export interface FollowLink {
  /** Leader only: publishes a state (the latest wins; sent again after a reconnection). */
  publish(state: FollowState): void;
  close(): void;
}

const RETRY_MS = 2000;

/**
 * Joins the follow room of `code` (as the leader with `key`): `onState` gets each state
 * published, `onStatus` the connection and the counts. It rejoins by itself after a drop.
 */
export function openFollow(
  origin: string,
  code: string,
  key: string | null,
  onState: (state: FollowState) => void,
  onStatus: (status: FollowStatus) => void,
): FollowLink {
  let room: Room | null = null;
  let closed = false;
  let latest: FollowState | null = null;
  let status: FollowStatus = { connected: false, followers: 0, leader: false, problem: null };
  const report = (change: Partial<FollowStatus>) => onStatus((status = { ...status, ...change }));

  async function join(): Promise<void> {
    const { Client } = await import('@colyseus/sdk');
    while (!closed) {
      try {
        const joined = await new Client(origin).joinOrCreate(FOLLOW_ROOM, {
          protocol: PROTOCOL,
          code,
          ...(key ? { key } : {}),
        });
        if (closed) return void joined.leave(true).catch(() => {});
        attach(joined);
        return;
      } catch (error) {
        const problem = error instanceof Error ? error.message : String(error);
        report({ connected: false, problem });
        if (problem === 'no-such-game' || problem === 'bad-key') return;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }

  function attach(joined: Room): void {
    joined.reconnection.enabled = false;
    room = joined;
    joined.onMessage('follow-welcome', (welcome: ServerMessages['follow-welcome']) => {
      report({
        connected: true,
        followers: welcome.followers,
        leader: welcome.leader,
        problem: null,
      });
      if (key && latest) joined.send('publish', { state: latest });
      else if (welcome.state) onState(welcome.state as unknown as FollowState);
    });
    joined.onMessage('follow', (message: ServerMessages['follow']) => {
      if (!key) onState(message.state as unknown as FollowState);
    });
    joined.onMessage('follow-presence', (presence: ServerMessages['follow-presence']) =>
      report(presence),
    );
    joined.onMessage('ack', () => {});
    joined.onMessage('refused', () => {});
    joined.onLeave(() => {
      if (room !== joined) return;
      room = null;
      report({ connected: false });
      if (!closed) void join();
    });
  }

  void join();
  return {
    publish(state) {
      latest = state;
      room?.send('publish', { state: state as unknown as Record<string, unknown> });
    },
    close() {
      closed = true;
      const leaving = room;
      room = null;
      void leaving?.leave(true).catch(() => {});
    },
  };
}
