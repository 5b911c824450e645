/**
 * Every engine answer is legal: over random positions of every game (also in the middle of
 * Parallel worlds turns), each level's answer is played move by move through the rules
 * (`GameRecord.play` on the canonical text), a Parallel worlds answer ends the turn, and `end`
 * appears only where ending early is allowed. Answers repeat for the same seed.
 */
import { describe, expect, it } from 'vitest';
import { GameRecord } from '../../src/rules';
import { chooseMove, type Level } from '../../src/engine';
import { GAMES, randomPositions } from './support/randomPositions';

const LEVELS_TRIED: Level[] = ['random', 'greedy', 1, 3];

describe('engine answers are legal', () => {
  for (const game of GAMES) {
    it(`${game.id}: 25 random positions × random, greedy, 1, 3 (small budget)`, () => {
      const positions = randomPositions(game, 25, 1234 + game.levels);
      for (const [index, pos] of positions.entries()) {
        for (const level of LEVELS_TRIED) {
          const answer = chooseMove(pos, { level, nodes: 400, seed: index });
          const record = new GameRecord(pos);
          for (const text of answer.notation) {
            const played = record.play(text);
            if (!played.ok) throw new Error(`${game.id} #${index} level ${level}: ${played.error}`);
          }
          if (game.subMoveTurns) {
            // The whole rest of the turn: the side to move has changed, or a king fell.
            const after = record.position;
            expect(after.turn !== pos.turn || after.winner >= 0).toBe(true);
          } else expect(answer.moves).toHaveLength(1);
        }
      }
    }, 120_000);
  }

  it('the same seed gives the same answer', () => {
    const [pos] = randomPositions(GAMES[2]!, 1, 99);
    const a = chooseMove(pos!, { level: 3, seed: 5 });
    const b = chooseMove(pos!, { level: 3, seed: 5 });
    expect(a.notation).toEqual(b.notation);
  });

  it('reports progress after each iteration and stops when asked, with a legal answer', () => {
    const [pos] = randomPositions(GAMES[1]!, 1, 7);
    const seen: number[] = [];
    let polls = 0;
    const answer = chooseMove(pos!, {
      level: 8,
      onProgress: (info) => seen.push(info.depth),
      shouldStop: () => ++polls > 20,
    });
    expect(answer.stopped).toBe(true);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
    const record = new GameRecord(pos!);
    for (const text of answer.notation) expect(record.play(text).ok).toBe(true);
  });
});
