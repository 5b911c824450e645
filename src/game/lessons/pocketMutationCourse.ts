/**
 * The course for Pocket mutation chess: pocketing, mutation within a class, promotion by
 * pocketing from the last rank, drops and a fairy piece. Plain data, replayed by `lessons.test.ts`.
 */
import type { Lesson } from './lesson';

export const POCKET_MUTATION_COURSE: readonly Lesson[] = [
  {
    id: 'pm-pocket',
    game: 'pocket-mutation',
    title: { en: 'The pocket', ru: 'Карман' },
    rule: {
      en: 'Instead of moving, you may lift one of your men (not the king) into your empty pocket.',
      ru: 'Вместо хода можно убрать свою фигуру (не короля) в пустой карман.',
    },
    task: {
      en: 'Put the knight into your pocket: press the knight, then your pocket.',
      ru: 'Уберите коня в карман: нажмите на коня, затем на свой карман.',
    },
    fen: '4k3/8/8/8/8/8/8/1N2K3[] w - - 0 2',
    goal: { kind: 'pocket', letters: ['N', 'B'] },
    solution: [['b1^N']],
    hints: [{ en: 'Your pocket stands beside the board.', ru: 'Ваш карман — рядом с доской.' }],
  },
  {
    id: 'pm-mutation',
    game: 'pocket-mutation',
    title: { en: 'Mutation within a class', ru: 'Мутация внутри класса' },
    rule: {
      en: 'On its way into the pocket a man may change into any piece of its own class: a rook into a nightrider or a super bishop.',
      ru: 'По пути в карман фигура может стать любой фигурой своего класса: ладья — ночным всадником или суперслоном.',
    },
    task: {
      en: 'Pocket the rook and turn it into a nightrider (I).',
      ru: 'Уберите ладью в карман так, чтобы она стала ночным всадником (I).',
    },
    fen: '4k3/8/8/8/8/8/8/R3K3[] w - - 0 2',
    goal: { kind: 'pocket', letters: ['I'] },
    solution: [['a1^I']],
    hints: [
      {
        en: 'The dialog offers the pieces of the rook’s class.',
        ru: 'Диалог предложит фигуры класса ладьи.',
      },
    ],
  },
  {
    id: 'pm-promotion',
    game: 'pocket-mutation',
    title: { en: 'Pawns promote in the pocket', ru: 'Пешки превращаются в кармане' },
    rule: {
      en: 'A pawn never promotes by moving. On the last rank it waits; pocketed from there it becomes a piece of the next class (knight or bishop).',
      ru: 'Пешка не превращается ходом. На последней горизонтали она ждёт; убранная оттуда в карман, она становится фигурой следующего класса (конём или слоном).',
    },
    task: {
      en: 'Move the pawn to a8, then pocket it as a knight or a bishop.',
      ru: 'Пройдите пешкой на a8, затем уберите её в карман конём или слоном.',
    },
    fen: '4k3/P7/8/8/8/8/8/4K3[] w - - 0 2',
    goal: { kind: 'pocket', letters: ['N', 'B'] },
    solution: [['a7a8'], ['a8^N']],
    replies: [['e8f7']],
    strict: true,
    accept: ['a8^B'],
    hints: [
      {
        en: 'On a8 the pawn stays a pawn until it is pocketed.',
        ru: 'На a8 пешка остаётся пешкой, пока её не уберут в карман.',
      },
    ],
    marks: ['a8'],
  },
  {
    id: 'pm-drop',
    game: 'pocket-mutation',
    title: { en: 'Drops', ru: 'Сброс' },
    rule: {
      en: 'A pocketed piece can be dropped on any empty square except your last rank, and a drop may give mate.',
      ru: 'Фигуру из кармана можно поставить на любое пустое поле, кроме своей последней горизонтали, и сбросом можно поставить мат.',
    },
    task: { en: 'Drop your queen to mate.', ru: 'Сбросьте ферзя и поставьте мат.' },
    fen: '7k/8/5K2/8/8/8/8/8[Q] w - - 0 10',
    goal: { kind: 'checkmate' },
    solution: [['Q@g7']],
    hints: [
      {
        en: 'Press your pocket, then a square next to the black king.',
        ru: 'Нажмите на карман, затем на поле рядом с чёрным королём.',
      },
      { en: 'Your king guards g7.', ru: 'Ваш король защищает g7.' },
    ],
  },
  {
    id: 'pm-nightrider',
    game: 'pocket-mutation',
    title: { en: 'A fairy piece: the nightrider', ru: 'Сказочная фигура: ночной всадник' },
    rule: {
      en: 'The nightrider (I) repeats the knight’s leap in one direction as long as the squares are empty.',
      ru: 'Ночной всадник (I) повторяет прыжок коня в одном направлении, пока поля пусты.',
    },
    task: {
      en: 'Take the black rook with the nightrider.',
      ru: 'Возьмите ночным всадником чёрную ладью.',
    },
    fen: '4k3/8/8/8/6r1/8/8/I3K3[] w - - 0 2',
    goal: { kind: 'occupy', men: { g4: 'I' } },
    solution: [['a1g4']],
    hints: [
      {
        en: 'a1, c2, e3, g4: three knight leaps in a line.',
        ru: 'a1, c2, e3, g4: три прыжка коня по одной линии.',
      },
    ],
    marks: ['g4'],
  },
];
