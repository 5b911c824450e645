/**
 * A follow room's state on the wire (src/protocol/follow.ts, src/game/online/follow.ts): the
 * leader sends the whole once and then the parts that changed; the room and the followers merge
 * them; the room checks a patch's envelope and the follower reads every state before showing it.
 */
import { describe, expect, it } from 'vitest';
import { readFollowState, wholeMessages } from '../../src/game/online/follow';
import { shippedPlaylist } from '../../src/game/present/playlistStore';
import { START } from '../../src/game/present/presenter';
import {
  MAX_FOLLOW_MESSAGE_BYTES,
  checkFollowPatch,
  patchOf,
  withPatch,
  type FollowParts,
} from '../../src/protocol';

const board = { game: 'plunder', startFen: 'rnbqkbnr/8/8/8/8/8/8/RNBQKBNR w - - 0 1', moves: [] };
const present: FollowParts = {
  kind: 'present',
  playlist: shippedPlaylist(),
  state: START,
  board: null,
};

describe('patches of a follow state', () => {
  it('send only the parts that changed, and the whole when the parts differ', () => {
    const turned = { ...present, state: { ...START, index: 1, run: 1 } };
    expect(patchOf(present, turned)).toEqual({ state: turned.state });
    expect(patchOf(present, { ...present })).toEqual({});
    expect(patchOf(null, present)).toBeNull(); // nothing sent yet
    const teacher = { kind: 'board', board, view: '2d', title: null };
    expect(patchOf(present, teacher)).toBeNull(); // other parts: the whole
    expect(withPatch(present, patchOf(present, turned)!)).toEqual(turned);
  });

  it('the room takes one part or more, named as parts are, and nothing else', () => {
    const rows: [unknown, string | null][] = [
      [{ parts: { state: START } }, null],
      [{ parts: { board: null, state: 1 } }, null],
      [{ parts: {} }, 'parts'], // nothing changed is not sent
      [{ parts: [] }, 'parts'],
      [{ parts: { 'no-dash': 1 } }, 'parts'],
      [{ parts: Object.fromEntries([...'abcdefghi'].map((name) => [name, 1])) }, 'parts'],
      [{ parts: { state: 1 }, v: 2 }, 'v'],
      ['parts', 'message'],
    ];
    for (const [message, detail] of rows) {
      const checked = checkFollowPatch(message);
      expect([message, checked.ok ? null : checked.detail]).toEqual([message, detail]);
    }
  });

  it('a state too large for one message goes part by part', () => {
    expect(wholeMessages(present)).toEqual([{ type: 'publish', state: present }]);
    const big = {
      ...present,
      board: { run: 0, board: { ...board, moves: Array(5000).fill('a1a2') } },
    };
    expect(JSON.stringify(big).length).toBeGreaterThan(MAX_FOLLOW_MESSAGE_BYTES);
    const messages = wholeMessages(big);
    expect(messages.map((m) => m.type)).toEqual(['publish', 'patch', 'patch', 'patch']);
    const parts = messages.map((m) => (m.type === 'publish' ? m.state : m.parts));
    expect(parts.reduce(withPatch, {})).toEqual(big);
  });
});

describe('a follower reads a state before it shows it', () => {
  it('takes what a leader sends and refuses what it does not', () => {
    const teacher = { kind: 'board', board, view: '3d', title: 'A lesson' };
    expect(readFollowState(present)).toEqual(present);
    expect(readFollowState(teacher)).toEqual(teacher);
    const rows: [string, FollowParts][] = [
      ['no kind', { ...present, kind: 'slide' }],
      [
        'a part missing (the whole not yet all here)',
        { kind: 'present', state: START, board: null },
      ],
      ['a presenter state out of shape', { ...present, state: { ...START, index: '1' } }],
      ['a playlist without slides', { ...present, playlist: { ...shippedPlaylist(), slides: [] } }],
      ['a board without its moves', { ...teacher, board: { game: 'plunder', startFen: '' } }],
      ['a view that is none', { ...teacher, view: '4d' }],
      ['a board slide without its run', { ...present, board: { board } }],
    ];
    for (const [why, state] of rows) expect([why, readFollowState(state)]).toEqual([why, null]);
  });
});
