/**
 * An online game's record with its players' ratings (issue 43, src/game/recordFile.ts): the
 * `WhiteElo`/`BlackElo` tags when both ratings are known, `WhiteRatingDiff`/`BlackRatingDiff`
 * once the game has been rated, none otherwise; and such a record reads back.
 */
import { describe, expect, it } from 'vitest';
import type { Players } from '../../src/game/players';
import { readRecord, writeRecord } from '../../src/game/recordFile';
import { GameSession } from '../../src/game/session';
import { gameById } from '../../src/rules';

const plunder = gameById('plunder')!;

describe('rating tags', () => {
  it.each<[string, Players, string[]]>([
    [
      'rated: ratings before and the change',
      [
        { kind: 'here', name: 'ann', elo: { rating: 1500, diff: -242 } },
        { kind: 'remote', name: 'bob', elo: { rating: 1500, diff: 242 } },
      ],
      [
        '[WhiteElo "1500"]',
        '[BlackElo "1500"]',
        '[WhiteRatingDiff "-242"]',
        '[BlackRatingDiff "+242"]',
      ],
    ],
    [
      'not yet rated: the ratings alone',
      [
        { kind: 'remote', name: 'ann', elo: { rating: 1612 } },
        { kind: 'here', name: 'bob', elo: { rating: 1498 } },
      ],
      ['[WhiteElo "1612"]', '[BlackElo "1498"]'],
    ],
    [
      'one rating unknown (an anonymous player): none',
      [
        { kind: 'here', name: 'ann', elo: { rating: 1612 } },
        { kind: 'remote', name: 'Brave-Otter-12' },
      ],
      [],
    ],
  ])('%s', (_, players, tags) => {
    const session = GameSession.replay(plunder, plunder.startFen, ['e2e4'], players);
    if (!session.ok) throw new Error('replay');
    const text = writeRecord(session.value);
    const written = text.split('\n').filter((line) => /Elo|RatingDiff/.test(line));
    expect(written).toEqual(tags);
    const read = readRecord(text);
    expect(read.ok && read.value.moves.map((move) => move.canonical)).toEqual(['e2e4']);
  });
});
