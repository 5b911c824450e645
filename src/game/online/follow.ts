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
 *
 * The leader sends its state whole after each join (`publish`; part by part, as `patch`es, when
 * the whole is larger than a message may be) and then only the parts that changed (`patch`,
 * src/protocol/follow.ts): turning a slide sends the presenter's `state`, not its playlist. A
 * follower applies each patch to the version it holds, asks for the whole (`sync`) when it has
 * missed one, and reads every state it is given (`readFollowState`) before it shows it: a state
 * whose parts are not what a leader sends is not shown.
 *
 * A class (issue 46, src/protocol/followClass.ts): a teacher's study page publishes where it
 * stands (`kind: 'study'`: the study, chapter, path and the board); a student joins with a name
 * (`FollowClass.name`, then the token the room gave, so that a reload is the same student) and
 * sends its answers (`FollowLink.answer`, kept until the room has them); the leader hears of its
 * class through `FollowClass.onClass`.
 */
import type { Room } from '@colyseus/sdk';
import {
  CLASS_JOIN_ERRORS,
  FOLLOW_ROOM,
  MAX_FOLLOW_MESSAGE_BYTES,
  PROTOCOL,
  patchOf,
  withPatch,
  type ClassAnswer,
  type ClassAnswerSeen,
  type ClassStudent,
  type ClassView,
  type ClassYou,
  type FollowParts,
  type ServerMessages,
} from '../../protocol';
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
    }
  | {
      readonly kind: 'study'; // a teacher's study page (class mode, issue 46)
      readonly study: string; // the study's id
      readonly chapter: number; // 1-based, as `?study=<id>&chapter=<n>`
      readonly path: readonly number[]; // the node shown: ids from the chapter's root
      readonly board: BoardSnapshot; // the position, for a follower without the study page
      readonly view: '2d' | '3d';
      readonly title: string | null; // the chapter's name
      /**
       * The study itself as writeStudy writes it, when it fits in one message (ClassTeacher.tsx): a
       * study kept only in the teacher's browser is followed all the same (the student reads it
       * with readStudy); null: the students open it by its id (studyRepo.ts).
       */
      readonly doc: object | null;
    };

/** What a class's leader hears: the class whole, the students as they stand, an answer. */
export type ClassChange =
  | { readonly type: 'class'; readonly view: ClassView }
  | { readonly type: 'students'; readonly students: readonly ClassStudent[] }
  | { readonly type: 'answer'; readonly answer: ClassAnswerSeen };

/** A class's side of a follow link: a student's name and token, or a leader's ear. */
export interface FollowClass {
  readonly name?: string;
  readonly token?: string;
  /** A student: who the room says it is (keep the token). */
  onYou?(you: ClassYou): void;
  /** A leader: its class. */
  onClass?(change: ClassChange): void;
}

export interface FollowStatus {
  readonly connected: boolean;
  readonly followers: number;
  readonly leader: boolean; // the leader is there
  readonly problem: string | null; // 'no-such-game' (no such code), 'unreachable'…
}

export interface FollowLink {
  /** Leader only: publishes a state (the latest wins; sent again after a reconnection). */
  publish(state: FollowState): void;
  /** A student: an answer for the leader (kept until the room has it). */
  answer(answer: ClassAnswer): void;
  close(): void;
}

const RETRY_MS = 2000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): boolean =>
  isObject(value) && typeof value.en === 'string' && typeof value.ru === 'string';
const isSnapshot = (value: unknown): value is BoardSnapshot =>
  isObject(value) &&
  typeof value.game === 'string' &&
  typeof value.startFen === 'string' &&
  Array.isArray(value.moves) &&
  value.moves.every((move) => typeof move === 'string');
/** A playlist as its presenter holds it (already read by readPlaylist there): its outline. */
const isPlaylist = (value: unknown): value is Playlist =>
  isObject(value) &&
  typeof value.id === 'string' &&
  isText(value.title) &&
  typeof value.autoplay === 'boolean' &&
  Array.isArray(value.slides) &&
  value.slides.length > 0 &&
  value.slides.every(isObject) &&
  Array.isArray(value.attract) &&
  value.attract.every(isObject);
const isPresenterState = (value: unknown): value is PresenterState =>
  isObject(value) &&
  (value.mode === 'show' || value.mode === 'attract') &&
  Number.isInteger(value.index) &&
  typeof value.blank === 'boolean' &&
  Number.isInteger(value.run);

/** A published state read back, or null when its parts are not those a leader sends. */
export function readFollowState(parts: FollowParts): FollowState | null {
  const { kind, board } = parts;
  if (kind === 'present') {
    const { playlist, state } = parts;
    if (!isPlaylist(playlist) || !isPresenterState(state)) return null;
    if (board === null) return { kind, playlist, state, board };
    if (!isObject(board) || !Number.isInteger(board.run) || !isSnapshot(board.board)) return null;
    return { kind, playlist, state, board: { run: board.run as number, board: board.board } };
  }
  if (kind === 'board' || kind === 'study') {
    const { view, title } = parts;
    if (!isSnapshot(board) || (view !== '2d' && view !== '3d')) return null;
    if (title !== null && typeof title !== 'string') return null;
    if (kind === 'board') return { kind, board, view, title };
    const { study, chapter, path, doc } = parts;
    if (typeof study !== 'string' || !Number.isInteger(chapter) || (chapter as number) < 1)
      return null;
    if (!Array.isArray(path) || !path.every((id) => Number.isInteger(id))) return null;
    if (doc !== null && !isObject(doc)) return null;
    return {
      kind,
      study,
      chapter: chapter as number,
      path: path as number[],
      board,
      view,
      title,
      doc,
    };
  }
  return null;
}

/**
 * The messages that send `state` whole: one `publish`, or, when that would be larger than a
 * leader's message may be, its first part as the `publish` and each other part as a `patch`.
 */
export function wholeMessages(
  state: FollowParts,
): ({ type: 'publish'; state: FollowParts } | { type: 'patch'; parts: FollowParts })[] {
  if (JSON.stringify({ state }).length <= MAX_FOLLOW_MESSAGE_BYTES - 64)
    return [{ type: 'publish', state }];
  const [first, ...rest] = Object.entries(state);
  return [
    { type: 'publish', state: first ? { [first[0]]: first[1] } : {} },
    ...rest.map(([name, value]) => ({ type: 'patch' as const, parts: { [name]: value } })),
  ];
}

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
  taught: FollowClass = {},
): FollowLink {
  let room: Room | null = null;
  let closed = false;
  let latest: FollowState | null = null; // the leader's latest state
  let sent: FollowParts | null = null; // the leader's state as the room has it (null: not yet)
  let held: { v: number; state: FollowParts } | null = null; // a follower's latest, whole
  let status: FollowStatus = { connected: false, followers: 0, leader: false, problem: null };
  let token = taught.token; // a student's, once the room gave one
  const unsent: ClassAnswer[] = []; // a student's answers the room has not had
  const report = (change: Partial<FollowStatus>) => onStatus((status = { ...status, ...change }));

  async function join(): Promise<void> {
    const { Client } = await import('@colyseus/sdk');
    while (!closed) {
      try {
        const joined = await new Client(origin).joinOrCreate(FOLLOW_ROOM, {
          protocol: PROTOCOL,
          code,
          ...(key ? { key } : {}),
          ...(taught.name !== undefined ? { name: taught.name } : {}),
          ...(taught.name !== undefined && token ? { token } : {}),
        });
        if (closed) return void joined.leave(true).catch(() => {});
        attach(joined);
        return;
      } catch (error) {
        const problem = error instanceof Error ? error.message : String(error);
        report({ connected: false, problem });
        if (problem === 'no-such-game' || problem === 'bad-key' || problem in CLASS_JOIN_ERRORS)
          return;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }

  /** Leader: sends what the room lacks of `state` (the whole after a join, else the changes). */
  function send(joined: Room, state: FollowParts): void {
    const patch = patchOf(sent, state);
    if (patch === null)
      for (const message of wholeMessages(state)) {
        if (message.type === 'publish') joined.send('publish', { state: message.state });
        else joined.send('patch', { parts: message.parts });
      }
    else if (Object.keys(patch).length > 0) joined.send('patch', { parts: patch });
    sent = state;
  }

  /** Follower: shows a whole state of version `v`, if it reads as one. */
  function hold(v: number, state: FollowParts): void {
    held = { v, state };
    const read = readFollowState(state);
    if (read) onState(read);
  }

  function attach(joined: Room): void {
    joined.reconnection.enabled = false;
    room = joined;
    sent = null;
    joined.onMessage('follow-welcome', (welcome: ServerMessages['follow-welcome']) => {
      report({
        connected: true,
        followers: welcome.followers,
        leader: welcome.leader,
        problem: null,
      });
      if (key && latest) send(joined, latest);
      else if (!key && welcome.state) hold(welcome.v, welcome.state);
    });
    joined.onMessage('follow', (message: ServerMessages['follow']) => {
      if (!key) hold(message.v, message.state);
    });
    joined.onMessage('follow-patch', (message: ServerMessages['follow-patch']) => {
      if (key) return;
      if (held && message.v === held.v + 1) hold(message.v, withPatch(held.state, message.parts));
      else if (!held || message.v > held.v) joined.send('sync', { since: held?.v ?? 0 });
    });
    joined.onMessage('follow-presence', (presence: ServerMessages['follow-presence']) =>
      report(presence),
    );
    joined.onMessage('ack', () => {});
    joined.onMessage('follow-you', (you: ServerMessages['follow-you']) => {
      token = you.token;
      taught.onYou?.(you);
      for (const answer of unsent.splice(0)) joined.send('answer', answer);
    });
    joined.onMessage('follow-class', (view: ServerMessages['follow-class']) =>
      taught.onClass?.({ type: 'class', view }),
    );
    joined.onMessage('follow-students', ({ students }: ServerMessages['follow-students']) =>
      taught.onClass?.({ type: 'students', students }),
    );
    joined.onMessage('follow-answer', (answer: ServerMessages['follow-answer']) =>
      taught.onClass?.({ type: 'answer', answer }),
    );
    // a change the room did not take (store failed, rate limited): the next goes whole
    joined.onMessage('refused', () => (sent = null));
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
      if (room) send(room, state);
    },
    answer(answer) {
      if (room && token) room.send('answer', answer);
      else unsent.push(answer);
    },
    close() {
      closed = true;
      const leaving = room;
      room = null;
      void leaving?.leave(true).catch(() => {});
    },
  };
}
