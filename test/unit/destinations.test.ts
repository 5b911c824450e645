/**
 * The destinations map (src/game/destinations.ts), which both views ask "is this square a
 * target?", agrees with the staging it replaces: on random positions of every game, each movable
 * pick's destinations are exactly the picks `targetsOf` groups its legal moves by, and the map's
 * origins are exactly `selectablePicks`. Then one hand-counted row: the knight on g1 at the start.
 */
import { describe, expect, it } from 'vitest';
import { destinationsOf, isTarget, pickKey } from '../../src/game/destinations';
import { GameSession } from '../../src/game/session';
import { squareNamed } from '../../src/game/squares';
import { selectablePicks, targetsOf, type Pick } from '../../src/game/staging';
import { buildBoardView } from '../../src/game/viewModel';
import { PLUNDER, legalMoves } from '../../src/rules';
import { GAMES, randomPositions } from './support/randomPositions';

const keys = (picks: readonly Pick[]) => [...picks.map(pickKey)].sort((a, b) => a - b);

describe('destinations', () => {
  it.each(GAMES.map((game) => [game.id, game] as const))(
    '%s: the map holds each selectable pick with its targets, and nothing else',
    (_, game) => {
      for (const pos of randomPositions(game, 12, 41)) {
        const legal = legalMoves(pos);
        const map = destinationsOf(pos, legal);
        const origins = selectablePicks(pos, legal);
        expect([...map.keys()].sort((a, b) => a - b)).toEqual(keys(origins));
        for (const origin of origins) {
          const targets = targetsOf(pos, legal, origin).map((t) => t.pick);
          expect([...map.get(pickKey(origin))!].sort((a, b) => a - b)).toEqual(keys(targets));
        }
      }
    },
  );

  it('the start: the g1 knight selected targets f3 and h3, not g3; nothing selected, nothing', () => {
    const session = GameSession.start(PLUNDER);
    if (!session.ok) throw new Error(session.error);
    const square = (name: string): Pick => ({ kind: 'square', square: squareNamed(name, 1)! });
    const view = buildBoardView(session.value, square('g1'));
    expect(['f3', 'h3', 'g3'].map((name) => isTarget(view, square(name)))).toEqual([
      true,
      true,
      false,
    ]);
    expect(isTarget(buildBoardView(session.value, null), square('f3'))).toBe(false);
  });
});
