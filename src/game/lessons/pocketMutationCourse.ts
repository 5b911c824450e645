/**
 * The course for Pocket mutation chess: pocketing, mutation within a class, promotion by
 * pocketing from the last rank, drops and a fairy piece. Plain data, replayed by `lessons.test.ts`.
 */
import type { Lesson } from '../../content/lesson';

export const POCKET_MUTATION_COURSE: readonly Lesson[] = [
  {
    id: 'pm-pocket',
    game: 'pocket-mutation',
    fen: '4k3/8/8/8/8/8/8/1N2K3[] w - - 0 2',
    goal: { kind: 'pocket', letters: ['N', 'B'] },
    solution: [['b1^N']],
    hints: 1,
  },
  {
    id: 'pm-mutation',
    game: 'pocket-mutation',
    fen: '4k3/8/8/8/8/8/8/R3K3[] w - - 0 2',
    goal: { kind: 'pocket', letters: ['I'] },
    solution: [['a1^I']],
    hints: 1,
  },
  {
    id: 'pm-promotion',
    game: 'pocket-mutation',
    fen: '4k3/P7/8/8/8/8/8/4K3[] w - - 0 2',
    goal: { kind: 'pocket', letters: ['N', 'B'] },
    solution: [['a7a8'], ['a8^N']],
    replies: [['e8f7']],
    strict: true,
    accept: ['a8^B'],
    hints: 1,
    marks: ['a8'],
  },
  {
    id: 'pm-drop',
    game: 'pocket-mutation',
    fen: '7k/8/5K2/8/8/8/8/8[Q] w - - 0 10',
    goal: { kind: 'checkmate' },
    solution: [['Q@g7']],
    hints: 2,
  },
  {
    id: 'pm-nightrider',
    game: 'pocket-mutation',
    fen: '4k3/8/8/8/6r1/8/8/I3K3[] w - - 0 2',
    goal: { kind: 'occupy', men: { g4: 'I' } },
    solution: [['a1g4']],
    hints: 1,
    marks: ['g4'],
  },
];
