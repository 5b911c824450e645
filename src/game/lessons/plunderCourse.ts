/**
 * The course for PlunderChess: taking a vest, using it once, exchanging it, a pawn vest, and
 * checks by vest powers. Plain data, replayed by `lessons.test.ts`.
 */
import type { Lesson } from './lesson';

export const PLUNDER_COURSE: readonly Lesson[] = [
  {
    id: 'pl-take-vest',
    game: 'plunder',
    title: { en: 'Taking a vest', ru: 'Взять жилет' },
    rule: {
      en: 'A man that captures may put on a vest of the captured piece’s type.',
      ru: 'Фигура, которая берёт, может надеть жилет взятой фигуры.',
    },
    task: {
      en: 'Take the knight with the rook and put on its knight vest.',
      ru: 'Возьмите ладьёй коня и наденьте жилет коня.',
    },
    fen: '4k3/8/8/3n4/8/8/8/3RK3 w - - 0 1',
    goal: { kind: 'vest', square: 'd5', vest: 'N' },
    solution: [['d1d5~N']],
    hints: [
      {
        en: 'After the capture the dialog offers the vest.',
        ru: 'После взятия диалог предложит жилет.',
      },
    ],
    marks: ['d5'],
  },
  {
    id: 'pl-use-vest',
    game: 'plunder',
    title: { en: 'Using a vest once', ru: 'Жилет — на один ход' },
    rule: {
      en: 'Once, the wearer may make a move of the vest’s type. Then the vest is gone.',
      ru: 'Один раз носитель может сделать ход фигуры жилета. После этого жилета нет.',
    },
    task: {
      en: 'Your rook wears a knight vest. Leap like a knight and take the queen on e3.',
      ru: 'На ладье жилет коня. Прыгните как конь и возьмите ферзя на e3.',
    },
    fen: '4k3/8/8/8/8/4q3/8/3R(N)K3 w - - 0 1',
    goal: { kind: 'occupy', men: { e3: 'R' } },
    solution: [['d1e3*']],
    hints: [
      {
        en: 'A diamond marks a move that spends the vest.',
        ru: 'Ромб отмечает ход, который тратит жилет.',
      },
    ],
    marks: ['e3'],
  },
  {
    id: 'pl-exchange-vest',
    game: 'plunder',
    title: { en: 'Exchanging a vest', ru: 'Обмен жилета' },
    rule: {
      en: 'A man wears one vest at most. Capturing again, it may keep its vest or exchange it for one on offer.',
      ru: 'На фигуре не больше одного жилета. Снова взяв, она может оставить свой жилет или сменить его на предложенный.',
    },
    task: {
      en: 'Take the bishop and exchange the knight vest for a bishop vest.',
      ru: 'Возьмите слона и смените жилет коня на жилет слона.',
    },
    fen: '4k3/8/8/3b4/8/8/8/3R(N)K3 w - - 0 1',
    goal: { kind: 'vest', square: 'd5', vest: 'B' },
    solution: [['d1d5~B']],
    hints: [
      {
        en: 'The rook takes along the d-file, an ordinary move.',
        ru: 'Ладья бьёт по вертикали d — обычным ходом.',
      },
    ],
    marks: ['d5'],
  },
  {
    id: 'pl-pawn-vest',
    game: 'plunder',
    title: { en: 'A pawn vest', ru: 'Жилет пешки' },
    rule: {
      en: 'A pawn vest gives the pawn’s moves: a step forward, and a capture diagonally forward.',
      ru: 'Жилет пешки даёт ходы пешки: шаг вперёд и взятие по диагонали вперёд.',
    },
    task: {
      en: 'Your rook wears a pawn vest. Take the knight on d5 like a pawn.',
      ru: 'На ладье жилет пешки. Возьмите коня на d5, как пешка.',
    },
    fen: '4k3/8/8/3n4/2R(P)5/8/8/4K3 w - - 0 1',
    goal: { kind: 'occupy', men: { d5: 'R' } },
    solution: [['c4d5*']],
    hints: [{ en: 'Diagonally forward, one square.', ru: 'По диагонали вперёд, на одно поле.' }],
    marks: ['d5'],
  },
  {
    id: 'pl-vest-check',
    game: 'plunder',
    title: { en: 'Checks by vest powers', ru: 'Шах силой жилета' },
    rule: {
      en: 'A vest counts for attack and check: a bishop in a knight vest gives check like a knight.',
      ru: 'Жилет учитывается при нападении и шахе: слон в жилете коня шахует как конь.',
    },
    task: {
      en: 'Mate in one: move the bishop so that its knight vest checks the king.',
      ru: 'Мат в один ход: поставьте слона так, чтобы его жилет коня шаховал короля.',
    },
    fen: '6rk/6pp/8/8/2B(N)5/8/8/4K3 w - - 0 1',
    goal: { kind: 'checkmate' },
    solution: [['c4f7']],
    hints: [
      { en: 'From f7 a knight reaches h8.', ru: 'С f7 конь достаёт h8.' },
      {
        en: 'The bishop goes there along its own diagonal, so the vest stays on.',
        ru: 'Слон идёт туда по своей диагонали, и жилет остаётся.',
      },
    ],
    marks: ['f7'],
  },
];
