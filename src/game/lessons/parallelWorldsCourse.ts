/**
 * The course for Parallel worlds chess: one lesson (at least) for every rule of section 2 of the
 * rule book, in the order a newcomer needs them. Plain data; `lessons.test.ts` replays every
 * solution through the rules core and the lesson's own goal check.
 */
import type { Lesson } from './lesson';

const EMPTY = '8/8/8/8/8/8/8/8';
const KINGS = '7k/8/8/8/8/8/8/K7'; // a level with only its two kings, far apart
const pw = (level1: string, level2: string, level3: string, rest = 'w - - 0 5') =>
  `${level1}|${level2}|${level3} ${rest}`;

export const PARALLEL_WORLDS_COURSE: readonly Lesson[] = [
  {
    id: 'pw-levels-1-3',
    game: 'parallel-worlds',
    title: { en: 'Levels 1 and 3 are chessboards', ru: 'Уровни 1 и 3 — шахматные доски' },
    rule: {
      en: 'On the bottom and top boards men move and capture as in chess. One turn may use both boards.',
      ru: 'На нижней и верхней досках фигуры ходят и бьют как в шахматах. За один ход можно сыграть на обеих.',
    },
    task: {
      en: 'Bring the knight to 1f3 and take the black knight on 3h6 with the rook.',
      ru: 'Поставьте коня на 1f3 и возьмите ладьёй чёрного коня на 3h6.',
    },
    fen: pw('7k/8/8/8/8/8/8/K5N1', EMPTY, '7k/8/7n/8/8/8/8/K6R'),
    goal: { kind: 'occupy', men: { '1f3': 'N', '3h6': 'R' } },
    solution: [['1g1-1f3', '3h1-3h6']],
    hints: [
      { en: 'The knight leaps as usual: g1 to f3.', ru: 'Конь прыгает как обычно: с g1 на f3.' },
      {
        en: 'The rook slides up the h-file of level 3.',
        ru: 'Ладья идёт вверх по вертикали h на уровне 3.',
      },
    ],
    marks: ['1f3', '3h6'],
  },
  {
    id: 'pw-king-capture',
    game: 'parallel-worlds',
    title: { en: 'Capturing a king wins', ru: 'Взятие короля — победа' },
    rule: {
      en: 'There is no check. Whoever captures either enemy king wins at once, even in the middle of a turn.',
      ru: 'Шаха нет. Кто возьмёт любого из двух неприятельских королей, тот сразу побеждает, даже посреди хода.',
    },
    task: { en: 'Take the black king on level 3.', ru: 'Возьмите чёрного короля на уровне 3.' },
    fen: pw(KINGS, EMPTY, '3k4/8/8/8/8/8/8/K2Q4'),
    goal: { kind: 'capture-king' },
    solution: [['3d1-3d8']],
    hints: [
      { en: 'The queen sees the king along the d-file.', ru: 'Ферзь видит короля по вертикали d.' },
    ],
    marks: ['3d8'],
  },
  {
    id: 'pw-middle-level',
    game: 'parallel-worlds',
    title: { en: 'The middle level', ru: 'Средний уровень' },
    rule: {
      en: 'On level 2 every man, a pawn too, moves like a queen. Nothing is captured there and a pawn does not promote there.',
      ru: 'На уровне 2 любая фигура, даже пешка, ходит как ферзь. Там никого не бьют, и пешка там не превращается.',
    },
    task: {
      en: 'Send the pawn on 2c1 to the marked square 2h6 in one move.',
      ru: 'Проведите пешку с 2c1 на отмеченное поле 2h6 одним ходом.',
    },
    fen: pw(KINGS, '8/8/8/2n5/8/8/8/2P5', KINGS),
    goal: { kind: 'occupy', men: { '2h6': 'P' } },
    solution: [['2c1-2h6']],
    hints: [
      { en: 'Like a queen: along the diagonal c1–h6.', ru: 'Как ферзь: по диагонали c1–h6.' },
      {
        en: 'The black knight cannot be taken here, so go round it.',
        ru: 'Чёрного коня здесь не взять — обойдите его.',
      },
    ],
    marks: ['2h6'],
  },
  {
    id: 'pw-between-levels',
    game: 'parallel-worlds',
    title: { en: 'Stepping up and down', ru: 'Шаг вверх и вниз' },
    rule: {
      en: 'Any man but a king may step straight up or down one level, onto the same square of the next board, if it is empty. Such a step never captures.',
      ru: 'Любая фигура, кроме короля, может шагнуть прямо вверх или вниз на один уровень — на то же поле соседней доски, если оно пусто. Такой шаг никогда не берёт.',
    },
    task: {
      en: 'Step the knight down to 1d4 and the rook up to 3a5 (the squares above the knight and below the rook are taken).',
      ru: 'Спустите коня на 1d4 и поднимите ладью на 3a5 (поле над конём и поле под ладьёй заняты).',
    },
    fen: pw('7k/8/8/p7/8/8/8/K7', '8/8/8/R7/3N4/8/8/8', '7k/8/8/8/3p4/8/8/K7'),
    goal: { kind: 'occupy', men: { '1d4': 'N', '3a5': 'R' } },
    solution: [['2d4-1d4', '2a5-3a5']],
    hints: [
      {
        en: 'Select the knight: the cyan mark below it is the step down.',
        ru: 'Выберите коня: бирюзовая метка под ним — шаг вниз.',
      },
    ],
    marks: ['1d4', '3a5'],
    shapes: 'G2d41d4,G2a53a5',
  },
  {
    id: 'pw-three-levels',
    game: 'parallel-worlds',
    title: { en: 'A turn on three levels', ru: 'Ход на трёх уровнях' },
    rule: {
      en: 'A turn is up to three sub-moves, each by a different man, each ending on a different level.',
      ru: 'Ход — это до трёх подходов, каждый другой фигурой и каждый с окончанием на другом уровне.',
    },
    task: {
      en: 'Play a full turn: one sub-move ending on each of the three levels.',
      ru: 'Сыграйте полный ход: по подходу с окончанием на каждом из трёх уровней.',
    },
    fen: pw('7k/8/8/8/8/8/8/K5N1', '8/8/8/8/8/8/3B4/8', '7k/8/8/8/8/8/8/K6R'),
    goal: { kind: 'turn', subMoves: 3, levels: 3 },
    solution: [['1g1-1f3', '2d2-2d5', '3h1-3h4']],
    hints: [
      {
        en: 'A level turns grey in the turn panel once a sub-move has ended there.',
        ru: 'Уровень, на котором уже закончился подход, в панели хода становится серым.',
      },
    ],
  },
  {
    id: 'pw-first-turn',
    game: 'parallel-worlds',
    title: { en: "White's short first turn", ru: 'Короткий первый ход белых' },
    rule: {
      en: "White's very first turn of the game has at most two sub-moves; every later turn may have three.",
      ru: 'Самый первый ход белых в партии — не больше двух подходов; все следующие ходы — до трёх.',
    },
    task: {
      en: 'Open the game with two sub-moves on two levels.',
      ru: 'Начните партию двумя подходами на двух уровнях.',
    },
    fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 1KQkq3KQkq - 0 1',
    goal: { kind: 'turn', subMoves: 2, levels: 2 },
    solution: [['1e2-1e4', '3d2-3d4']],
    hints: [
      {
        en: 'For example e4 on level 1 and d4 on level 3.',
        ru: 'Например, e4 на уровне 1 и d4 на уровне 3.',
      },
    ],
  },
  {
    id: 'pw-end-early',
    game: 'parallel-worlds',
    title: { en: 'Ending a turn early', ru: 'Закончить ход раньше' },
    rule: {
      en: 'After one sub-move you may end the turn: press "End turn". You never have to use all three.',
      ru: 'После первого подхода ход можно закончить кнопкой «Закончить ход». Использовать все три не обязательно.',
    },
    task: {
      en: 'Take the black rook with the queen, then end the turn at once.',
      ru: 'Возьмите ферзём чёрную ладью и сразу закончите ход.',
    },
    fen: pw(KINGS, EMPTY, '3r3k/8/8/8/8/8/8/K2Q4'),
    goal: { kind: 'turn', subMoves: 1, levels: 1 },
    solution: [['3d1-3d8', 'end']],
    strict: true,
    hints: [
      {
        en: 'The "End turn" button is in the turn panel.',
        ru: 'Кнопка «Закончить ход» — в панели хода.',
      },
    ],
    marks: ['3d8'],
  },
  {
    id: 'pw-promotion-from-2',
    game: 'parallel-worlds',
    title: { en: 'Promotion from level 2', ru: 'Превращение с уровня 2' },
    rule: {
      en: 'A pawn that steps from level 2 onto its last rank of level 1 or 3 promotes at once.',
      ru: 'Пешка, шагнувшая с уровня 2 на последнюю горизонталь уровня 1 или 3, сразу превращается.',
    },
    task: {
      en: 'Step the pawn on 2e8 up to level 3 and make it a queen.',
      ru: 'Поднимите пешку с 2e8 на уровень 3 и превратите её в ферзя.',
    },
    fen: pw(KINGS, '4P3/8/8/8/8/8/8/8', KINGS),
    goal: { kind: 'occupy', men: { '3e8': 'Q' } },
    solution: [['2e8-3e8=Q']],
    hints: [
      {
        en: 'On level 2 it stays a pawn; the promotion comes with the step.',
        ru: 'На уровне 2 она остаётся пешкой; превращение — вместе с шагом.',
      },
    ],
    marks: ['3e8'],
  },
  {
    id: 'pw-first-rank-pawn',
    game: 'parallel-worlds',
    title: { en: 'The first-rank pawn', ru: 'Пешка на первой горизонтали' },
    rule: {
      en: 'A pawn that came down onto its first rank steps one square at a time until it reaches its second rank.',
      ru: 'Пешка, спустившаяся на свою первую горизонталь, ходит на одно поле, пока не дойдёт до второй.',
    },
    task: {
      en: 'Bring the pawn on 1c1 to 1c3. End each turn after the pawn has moved.',
      ru: 'Доведите пешку с 1c1 до 1c3. Заканчивайте каждый ход после хода пешки.',
    },
    fen: pw('7k/8/8/8/8/8/8/K1P5', EMPTY, KINGS),
    goal: { kind: 'occupy', men: { '1c3': 'P' } },
    solution: [['1c1-1c2', 'end'], ['1c2-1c3']],
    replies: [['3h8-3g8', 'end']],
    hints: [
      {
        en: 'From c1 the pawn cannot jump two squares.',
        ru: 'С c1 пешка не может прыгнуть на два поля.',
      },
      {
        en: 'One step, end the turn, then the next step.',
        ru: 'Один шаг, закончите ход, затем следующий шаг.',
      },
    ],
    marks: ['1c3'],
  },
  {
    id: 'pw-castling',
    game: 'parallel-worlds',
    title: { en: 'Castling on each level', ru: 'Рокировка на каждом уровне' },
    rule: {
      en: 'Each of levels 1 and 3 has its own castling rights. Castling is one sub-move that ends on that level.',
      ru: 'У уровней 1 и 3 свои права на рокировку. Рокировка — один подход, который заканчивается на своём уровне.',
    },
    task: {
      en: 'Castle short on level 1 and long on level 3, in one turn.',
      ru: 'Сделайте короткую рокировку на уровне 1 и длинную на уровне 3 за один ход.',
    },
    fen: pw('7k/8/8/8/8/8/8/4K2R', EMPTY, '7k/8/8/8/8/8/8/R3K3', 'w 1K3Q - 0 5'),
    goal: { kind: 'play', moves: ['1e1-1g1', '3e1-3c1'] },
    solution: [['1e1-1g1', '3e1-3c1']],
    hints: [
      {
        en: 'Pick the king: the gold frame is castling.',
        ru: 'Выберите короля: золотая рамка — рокировка.',
      },
    ],
    marks: ['1g1', '3c1'],
  },
  {
    id: 'pw-en-passant',
    game: 'parallel-worlds',
    title: { en: 'En passant on each level', ru: 'Взятие на проходе на каждом уровне' },
    rule: {
      en: 'A double step on level 1 or 3 gives an en passant right on that level for the next turn. Two double steps give two rights.',
      ru: 'Двойной шаг пешки на уровне 1 или 3 даёт право взятия на проходе на этом уровне на следующий ход. Два двойных шага — два права.',
    },
    task: {
      en: 'Black has just double-stepped on both levels. Take en passant on both.',
      ru: 'Чёрные только что сделали двойной шаг на обоих уровнях. Возьмите на проходе на обоих.',
    },
    fen: pw('7k/8/8/pP6/8/8/8/K7', EMPTY, '7k/8/8/3pP3/8/8/8/K7', 'w - 1a6,3d6 0 5'),
    goal: { kind: 'play', moves: ['1b5-1a6', '3e5-3d6'] },
    solution: [['1b5-1a6', '3e5-3d6']],
    hints: [
      {
        en: 'The pawn captures onto the square the black pawn passed.',
        ru: 'Пешка бьёт на поле, которое чёрная пешка перешагнула.',
      },
    ],
    marks: ['1a6', '3d6'],
  },
  {
    id: 'pw-discovered-attack',
    game: 'parallel-worlds',
    title: { en: 'A discovered attack across levels', ru: 'Вскрытое нападение через уровни' },
    rule: {
      en: 'Stepping a man to another level clears its square; a later sub-move of the same turn may use the open line.',
      ru: 'Шаг фигуры на другой уровень освобождает её поле, и следующий подход того же хода может пройти по открытой линии.',
    },
    task: {
      en: 'Your knight blocks the rook. Clear the a-file and take the black king on level 1.',
      ru: 'Конь загораживает ладью. Откройте вертикаль a и возьмите чёрного короля на уровне 1.',
    },
    fen: pw('k7/8/8/8/N7/8/8/R6K', EMPTY, KINGS),
    goal: { kind: 'capture-king' },
    solution: [['1a4-2a4', '1a1-1a8']],
    hints: [
      { en: 'The knight may step up to 2a4.', ru: 'Конь может подняться на 2a4.' },
      { en: 'Then the rook runs to 1a8.', ru: 'Затем ладья идёт на 1a8.' },
    ],
    marks: ['1a8'],
  },
  {
    id: 'pw-guard-kings',
    game: 'parallel-worlds',
    title: { en: 'Guard your own kings', ru: 'Берегите своих королей' },
    rule: {
      en: 'A move that leaves your king attacked is legal, so nobody warns you: watch both of your kings.',
      ru: 'Ход, после которого ваш король под боем, разрешён, и никто не предупредит: следите за обоими королями.',
    },
    task: {
      en: 'Both of your kings are attacked. Make a turn after which Black cannot take either.',
      ru: 'Оба ваших короля под боем. Сделайте ход, после которого чёрные не смогут взять ни одного.',
    },
    fen: pw('4r2k/8/8/8/8/8/8/4K3', EMPTY, '7k/8/8/b7/8/8/8/4K3'),
    goal: { kind: 'kings-safe' },
    solution: [['1e1-1d1', '3e1-3f1']],
    hints: [
      { en: 'The rook attacks 1e1 along the e-file.', ru: 'Ладья бьёт 1e1 по вертикали e.' },
      {
        en: 'The bishop attacks 3e1 along the diagonal from a5.',
        ru: 'Слон бьёт 3e1 по диагонали от a5.',
      },
    ],
  },
];
