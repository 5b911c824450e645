/**
 * Interactive study chapters for the gamebook's tests (test/unit/gamebook.test.ts, the run's
 * gamebook-run.test.tsx), read through the study format as the study page gets them.
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

// Knights and kings on levels 1 and 3: White's turn moves both knights (two sub-moves that commute).
export const KNIGHTS = chapterOf({
  tree: {
    version: 2,
    game: 'parallel-worlds',
    fen: 'k7/8/8/8/8/8/8/4K2N|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/4K2N w - - 0 10',
    root: {
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
  },
});
