/**
 * Study chapters for the tests of the played chapters (test/unit/gamebook.test.ts,
 * gamebook-run.test.tsx, study-play-panels.test.tsx, test/browser/study-play.spec.ts): the
 * chapters' JSON, and chapters read through the study format as the study page gets them.
 */
import { readStudy, type Chapter } from '../../../src/content/study';

/** A chapter read through the study format. */
export function chapterOf(fields: Record<string, unknown>): Chapter {
  const read = readStudy({
    format: 'parallel-worlds-study',
    version: 1,
    name: 'Gamebook',
    visibility: 'private',
    chapters: [{ name: 'One', kind: 'interactive', orientation: 'white', ...fields }],
  });
  if (!read.ok) throw new Error(JSON.stringify(read.problem));
  return read.value.chapters[0]!;
}

/** Knights and kings on levels 1 and 3: White's turn moves both knights (two sub-moves that commute). */
export const KNIGHTS_TREE = {
  version: 2,
  game: 'parallel-worlds',
  fen: 'k7/8/8/8/8/8/8/4K2N|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/4K2N w - - 0 10',
  root: {
    comment: 'Both knights want to come out.',
    hint: 'Both knights, one move each.',
    deviation: 'Bring the knights out.',
    children: [
      {
        moves: ['1h1-1g3', '3h1-3g3'],
        comment: 'Both knights out.',
        children: [
          {
            moves: ['1a8-1b8', '3h8-3g8'],
            comment: 'The kings step aside.',
            children: [{ moves: ['1g3-1e4', '3g3-3e4'], comment: 'In the centre.' }],
          },
        ],
      },
      { moves: ['1h1-1f2', '3h1-3f2'], comment: 'The knights block their own kings.' },
    ],
  },
};
export const KNIGHTS = chapterOf({ tree: KNIGHTS_TREE });

/** The lesson "pw-first-rank-pawn" as a chapter: a pawn of the first rank, two turns with a reply. */
export const LESSON = chapterOf({
  lesson: { goal: { kind: 'occupy', men: { '1c3': 'P' } } },
  tree: {
    version: 1,
    game: 'parallel-worlds',
    fen: '7k/8/8/8/8/8/8/K1P5|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/K7 w - - 0 5',
    root: {
      children: [
        {
          moves: ['1c1-1c2', 'end'],
          children: [{ moves: ['3h8-3g8', 'end'], children: [{ moves: ['1c2-1c3'] }] }],
        },
      ],
    },
  },
});

/** A practice chapter: the pawn 1a2 steps up and the rook 1a1 takes the king 1a8, within one turn. */
export const TAKE_KING_FIELDS = {
  kind: 'practice',
  practice: { level: 1, goal: { kind: 'capture-king', turns: 1 } },
  tree: {
    version: 1,
    game: 'parallel-worlds',
    fen: 'k7/8/8/8/8/8/P7/R3K3|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/4K3 w - - 1 10',
  },
};
