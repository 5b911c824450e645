// @vitest-environment jsdom
// Puzzle Storm's personal bests (src/ui/storm/stormBest.ts): kept in the browser per game, the
// higher of the browser's and the server's shown, the server's answer ignored when it fails or
// there is none, a damaged entry read as no best.
import { beforeEach, describe, expect, it } from 'vitest';
import type { StormRun } from '../../src/protocol/puzzles';
import { readBest, recordBest, type BestServer, type Bests } from '../../src/ui/storm/stormBest';
import type { GameId } from '../../src/ui/common/games';

/** A run of `score` solved (the rest as a run of that score might be). */
const runOf = (variant: GameId, score: number): StormRun => ({
  variant,
  score,
  moves: score + 1,
  errors: 1,
  combo: score,
  time: 180,
});

/** A server that keeps bests as the routes do (the higher score), or one that always fails. */
function fakeServer(kept: Record<string, number> = {}): BestServer & { kept: Bests } {
  return {
    kept,
    read: async () => ({ ...kept }),
    record: async ({ variant, score }) => (kept[variant] = Math.max(kept[variant] ?? 0, score)),
  };
}
const failing: BestServer = {
  read: () => Promise.reject(new Error('unreachable')),
  record: () => Promise.reject(new Error('unreachable')),
};

beforeEach(() => localStorage.clear());

describe('storm bests', () => {
  it('keeps the best per game in the browser', async () => {
    expect(await readBest('plunder', null)).toBe(0);
    expect(await recordBest(runOf('plunder', 7), null)).toBe(7);
    expect(await recordBest(runOf('plunder', 4), null)).toBe(7);
    expect(await recordBest(runOf('pocket-mutation', 2), null)).toBe(2);
    expect(await readBest('plunder', null)).toBe(7);
    expect(JSON.parse(localStorage.getItem('parallel-worlds.storm')!)).toEqual({
      plunder: 7,
      'pocket-mutation': 2,
    });
  });

  it.each<[string, number, Record<string, number> | 'failing', number]>([
    ['the server higher', 3, { plunder: 12 }, 12],
    ['the browser higher', 9, { plunder: 5 }, 9],
    ['nothing on the server', 4, {}, 4],
    ['the server failing', 6, 'failing', 6],
  ])('%s: browser %i, server %j → %i', async (_, local, remote, shown) => {
    await recordBest(runOf('plunder', local), null);
    const server = remote === 'failing' ? failing : fakeServer(remote);
    expect(await readBest('plunder', server)).toBe(shown);
  });

  it('records on the server too, and shows its best', async () => {
    const server = fakeServer({ plunder: 20 });
    expect(await recordBest(runOf('plunder', 11), server)).toBe(20);
    expect(server.kept).toEqual({ plunder: 20 });
    expect(await recordBest(runOf('plunder', 25), server)).toBe(25);
    expect(server.kept).toEqual({ plunder: 25 });
  });

  it.each(['not json', '[3]', '{"plunder":-1}', '{"plunder":2.5}', '{"plunder":"9"}'])(
    'reads a damaged entry %s as no best',
    async (stored) => {
      localStorage.setItem('parallel-worlds.storm', stored);
      expect(await readBest('plunder', null)).toBe(0);
      expect(await recordBest(runOf('plunder', 3), null)).toBe(3);
    },
  );
});
