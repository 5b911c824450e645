// Every example of the notation page (src/ui/notation/notationContent.ts) against the rules core:
// in its position, the human text reads (parseSan) as a legal move whose canonical text is the
// example's and whose human text (makeSan) is written back the same; the page's diagram of it
// (the position with the move played) can be drawn. The canonical forms are
// docs/rules.md §Conventions / Move notation's.
import { describe, expect, it } from 'vitest';
import { gameById, makeMove, makeSan, parseFen, parseMove, parseSan, play } from '../../src/rules';
import { diagramView } from '../../src/ui/common/diagramView';
import { GAME_IDS } from '../../src/ui/common/games';
import { NOTATION, notationDiagram } from '../../src/ui/notation/notationContent';

const rows = GAME_IDS.flatMap((game) =>
  NOTATION[game].examples.map((example) => ({ game, ...example })),
);

describe('notation examples', () => {
  it.each(rows)('$game: $san is $canonical', (example) => {
    const game = gameById(example.game)!;
    const start = parseFen(game, example.fen ?? game.startFen);
    if (!start.ok) throw new Error(start.error);
    let pos = start.value;
    for (const text of example.before ?? []) {
      const move = parseMove(pos, text);
      if (!move.ok) throw new Error(move.error);
      pos = play(pos, move.value);
    }
    const read = parseSan(pos, example.san);
    if (!read.ok) throw new Error(read.error);
    expect(makeMove(pos, read.value)).toBe(example.canonical);
    expect(makeSan(pos, read.value)).toBe(example.san);
    expect(parseMove(pos, example.canonical)).toEqual({ ok: true, value: read.value });
    expect(diagramView(example.game, notationDiagram(example))).not.toHaveProperty('error');
  });

  it('covers every kind of move of each game', () => {
    const sans = (game: (typeof GAME_IDS)[number]) => NOTATION[game].examples.map((e) => e.san);
    // Parallel worlds: a move on a level, up, down, the middle level, en passant, promotion from
    // level 2, castling on levels 1 and 3, `end`, a king captured.
    expect(sans('parallel-worlds')).toEqual(
      expect.arrayContaining([
        'N3f3',
        'N↑2b1',
        '↓2d7',
        'ex1d6',
        '↓1a8=Q',
        '1:O-O',
        '3:O-O-O',
        'end',
        'Qx3e8#',
      ]),
    );
    expect(sans('pocket-mutation')).toEqual(expect.arrayContaining(['Ng1^B', 'Pe8^N', 'B@c4']));
    expect(sans('plunder')).toEqual(expect.arrayContaining(['Nxd5~P', 'Qb4*', 'O-O', 'a8=Q+']));
  });
});
