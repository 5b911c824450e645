/**
 * The course for PlunderChess: taking a vest, using it once, exchanging it, a pawn vest, and
 * checks by vest powers. Plain data, replayed by `lessons.test.ts`.
 */
import type { Lesson } from '../../content/lesson';

export const PLUNDER_COURSE: readonly Lesson[] = [
  {
    id: 'pl-take-vest',
    game: 'plunder',
    fen: '4k3/8/8/3n4/8/8/8/3RK3 w - - 0 1',
    goal: { kind: 'vest', square: 'd5', vest: 'N' },
    solution: [['d1d5~N']],
    hints: 1,
    marks: ['d5'],
  },
  {
    id: 'pl-use-vest',
    game: 'plunder',
    fen: '4k3/8/8/8/8/4q3/8/3R(N)K3 w - - 0 1',
    goal: { kind: 'occupy', men: { e3: 'R' } },
    solution: [['d1e3*']],
    hints: 1,
    marks: ['e3'],
  },
  {
    id: 'pl-exchange-vest',
    game: 'plunder',
    fen: '4k3/8/8/3b4/8/8/8/3R(N)K3 w - - 0 1',
    goal: { kind: 'vest', square: 'd5', vest: 'B' },
    solution: [['d1d5~B']],
    hints: 1,
    marks: ['d5'],
  },
  {
    id: 'pl-pawn-vest',
    game: 'plunder',
    fen: '4k3/8/8/3n4/2R(P)5/8/8/4K3 w - - 0 1',
    goal: { kind: 'occupy', men: { d5: 'R' } },
    solution: [['c4d5*']],
    hints: 1,
    marks: ['d5'],
  },
  {
    id: 'pl-vest-check',
    game: 'plunder',
    fen: '6rk/6pp/8/8/2B(N)5/8/8/4K3 w - - 0 1',
    goal: { kind: 'checkmate' },
    solution: [['c4f7']],
    hints: 2,
    marks: ['f7'],
  },
];
