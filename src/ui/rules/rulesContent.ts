/**
 * The rules pages' text, for newcomers, in English and Russian: per game, a list of short
 * sections, some with a list and some with a diagram. A diagram is a position (a FEN, optionally
 * moves played from it so the last move is marked) and, optionally, a man or pocket to select,
 * so the diagram shows that man's real legal moves as the board would in play: the diagrams are
 * drawn by the real board from the real rules and cannot disagree with them. A unit test checks
 * that every diagram's position is legal and that what it selects can be selected.
 *
 * The rule book of the project (docs/rules.md) is the reference; these pages say the same things in
 * plain words, leaving out what only matters to a rules engine.
 */
import { CARD_DIAGRAMS } from './cardDiagrams';
import type { DiagramSpec } from '../common/diagramView';
import { GAME_IDS, type GameId } from '../common/games';
import type { Language } from '../../game/settings';

/** A link to the piece explorer with a board set up (the explorer route's fields). */
export interface ExploreLink {
  readonly piece: string; // 'N'
  readonly vest?: string;
  readonly at?: string; // '2d4'
  readonly blockers?: readonly string[];
  readonly enemies?: readonly string[];
  readonly label: string;
}

export interface RulesSection {
  readonly title: string;
  readonly text: readonly string[]; // paragraphs
  readonly list?: readonly string[]; // a bulleted list after the paragraphs
  readonly gallery?: 'classes'; // the pieces by mutation class, in their art, each a link
  readonly stack?: DiagramSpec; // Parallel worlds: the three boards drawn one above the other
  readonly explore?: ExploreLink; // try the rule in the piece explorer
  readonly diagram?: { readonly spec: DiagramSpec; readonly caption: string };
}

const PW_START = undefined;
const PW_MIDDLE_KNIGHT =
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR|8/8/8/8/3N4/8/8/8|' +
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 1KQkq3KQkq - 0 1';
const PM_POCKET = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/R1BQKBNR[N] b - - 0 2';
const PM_NIGHTRIDER = '4k3/8/8/8/3I4/8/8/4K3[] w - - 0 1';
const PL_VEST = '4k3/8/8/8/8/3p4/8/2B(N)1K3 w - - 0 1';
const PL_CAPTURE = 'r1bqkbnr/pppppppp/2n5/1B6/4P3/8/PPPP1PPP/RNBQK1NR w KQkq - 3 3';

const DIAGRAMS = {
  pwStart: { fen: PW_START },
  pwTurn: { play: ['1e2-1e4', '3g1-3f3'] },
  pwMiddle: { fen: PW_MIDDLE_KNIGHT, select: '2d4' },
  pwPawn: { select: '1e2' },
  pmStart: {},
  pmPocketing: { play: ['e2e4', 'e7e5'], select: 'g1' },
  pmDrop: { fen: PM_POCKET, play: ['b8c6'], select: 'pocket:w' },
  pmNightrider: { fen: PM_NIGHTRIDER, select: 'd4' },
  plStart: {},
  plCapture: { fen: PL_CAPTURE, select: 'b5' },
  plVest: { fen: PL_VEST, select: 'c1' },
} as const satisfies Record<string, DiagramSpec>;

/** The explorer boards the Parallel worlds rules link to (as the explorer's level topics). */
const EXPLORE = {
  middle: { piece: 'N', at: '2d4', enemies: ['2d6'], blockers: ['2f6'] },
  between: { piece: 'R', at: '2d4', blockers: ['3d4'] },
} as const;

export const RULES: Record<GameId, Record<Language, readonly RulesSection[]>> = {
  'parallel-worlds': {
    en: [
      {
        title: 'Three worlds',
        stack: DIAGRAMS.pwStart,
        text: [
          'The game is played on three chessboards stacked one above the other: level 1 at the bottom, level 2 in the middle and level 3 at the top. The squares have the same names on every level; 1e4 is e4 on level 1.',
          'Each side has a full army on level 1 and another on level 3. The middle world starts empty. White moves first.',
        ],
        diagram: { spec: DIAGRAMS.pwStart, caption: 'The start: levels 1, 2 and 3 side by side.' },
      },
      {
        title: 'How to win',
        text: [
          'Capture either of the enemy kings and you win at once, even in the middle of a turn.',
          'There is no check and no checkmate: a king may be left attacked, and nobody will stop you from doing it. Watch both of your kings.',
        ],
      },
      {
        title: 'A turn is up to three sub-moves',
        text: ['On your turn you make one, two or three sub-moves, one after another:'],
        list: [
          'each sub-move moves a different man;',
          'no two sub-moves of a turn may end on the same level (they may start on the same one);',
          'White’s very first turn has at most two sub-moves;',
          'after one sub-move you may end the turn; it ends by itself after the third.',
        ],
        diagram: {
          spec: DIAGRAMS.pwTurn,
          caption: 'White’s first turn: a pawn on level 1 and a knight on level 3 (marked).',
        },
      },
      {
        title: 'Levels 1 and 3: ordinary chess',
        text: [
          'On the bottom and the top board the men move and capture as in chess, each board on its own: castling, en passant and promotion included, but without any check rule.',
        ],
      },
      {
        title: 'The middle world',
        explore: { ...EXPLORE.middle, label: 'Try it in the piece explorer' },
        text: [
          'On level 2 every man, pawns included, moves like a queen. Nothing can be captured there, kings may never stand there, and a pawn does not promote there.',
        ],
        diagram: {
          spec: DIAGRAMS.pwMiddle,
          caption: 'A knight on level 2 moves like a queen (and can step up or down).',
        },
      },
      {
        title: 'Moving between levels',
        explore: { ...EXPLORE.between, label: 'Try it in the piece explorer' },
        text: [
          'Any man except a king may step straight up or down one level, to the same square, if that square is empty: from 1 to 2, 2 to 1, 2 to 3 or 3 to 2, never from 1 to 3 directly. Such a step never captures.',
          'A pawn that steps from level 2 onto its last rank of level 1 or 3 promotes at once.',
        ],
        diagram: {
          spec: DIAGRAMS.pwPawn,
          caption: 'The pawn on 1e2 can advance on level 1 or step up to 2e2.',
        },
      },
      {
        title: 'Draws',
        text: [
          'The game is drawn when the player to move has no legal sub-move, when the same position appears at the start of a turn for the third time, after 50 turns by each side without a capture or a pawn move, and when only kings are left.',
        ],
      },
    ],
    ru: [
      {
        title: 'Три мира',
        stack: DIAGRAMS.pwStart,
        text: [
          'Играют на трёх досках, поставленных одна над другой: уровень 1 внизу, уровень 2 посередине, уровень 3 наверху. Поля на всех уровнях называются одинаково; 1e4 — это поле e4 на уровне 1.',
          'У каждой стороны полная армия на уровне 1 и ещё одна на уровне 3. Средний мир в начале пуст. Первыми ходят белые.',
        ],
        diagram: { spec: DIAGRAMS.pwStart, caption: 'Начальная позиция: уровни 1, 2 и 3 рядом.' },
      },
      {
        title: 'Как победить',
        text: [
          'Возьмите любого из королей противника — и вы сразу победили, даже посреди хода.',
          'Шаха и мата нет: короля можно оставить под боем, и никто вас не остановит. Следите за обоими своими королями.',
        ],
      },
      {
        title: 'Ход — это до трёх подходов',
        text: ['В свой ход вы делаете один, два или три подхода, один за другим:'],
        list: [
          'каждый подход делает другая фигура;',
          'два подхода одного хода не могут закончиться на одном уровне (начинаться могут);',
          'в самом первом ходе партии у белых не больше двух подходов;',
          'после первого подхода ход можно закончить; после третьего он заканчивается сам.',
        ],
        diagram: {
          spec: DIAGRAMS.pwTurn,
          caption: 'Первый ход белых: пешка на уровне 1 и конь на уровне 3 (отмечены).',
        },
      },
      {
        title: 'Уровни 1 и 3: обычные шахматы',
        text: [
          'На нижней и верхней доске фигуры ходят и берут как в шахматах, каждая доска сама по себе: с рокировкой, взятием на проходе и превращением, но без правила шаха.',
        ],
      },
      {
        title: 'Средний мир',
        explore: { ...EXPLORE.middle, label: 'Попробуйте в обозревателе фигур' },
        text: [
          'На уровне 2 любая фигура, даже пешка, ходит как ферзь. Брать там ничего нельзя, король туда не встаёт, а пешка там не превращается.',
        ],
        diagram: {
          spec: DIAGRAMS.pwMiddle,
          caption: 'Конь на уровне 2 ходит как ферзь (и может подняться или спуститься).',
        },
      },
      {
        title: 'Переход между уровнями',
        explore: { ...EXPLORE.between, label: 'Попробуйте в обозревателе фигур' },
        text: [
          'Любая фигура, кроме короля, может подняться или спуститься на один уровень на то же поле, если оно свободно: с 1 на 2, со 2 на 1, со 2 на 3 или с 3 на 2, но не с 1 сразу на 3. Такой переход никогда не берёт.',
          'Пешка, спустившаяся или поднявшаяся с уровня 2 на свою последнюю горизонталь уровня 1 или 3, сразу превращается.',
        ],
        diagram: {
          spec: DIAGRAMS.pwPawn,
          caption: 'Пешка 1e2 может пойти вперёд на уровне 1 или подняться на 2e2.',
        },
      },
      {
        title: 'Ничья',
        text: [
          'Ничья, когда у стороны, чей ход, нет ни одного допустимого подхода; когда одна и та же позиция в начале хода повторилась трижды; после 50 ходов каждой стороны без взятий и ходов пешек; и когда остались одни короли.',
        ],
      },
    ],
  },
  'pocket-mutation': {
    en: [
      {
        title: 'Chess with a pocket',
        text: [
          'The board, the men and their moves are those of chess, with check and checkmate, but without castling. Each player also has a pocket that holds at most one piece; both start empty.',
        ],
        diagram: {
          spec: DIAGRAMS.pmStart,
          caption: 'The start: the pockets beside the board are empty.',
        },
      },
      {
        title: 'Your turn: one of three things',
        text: ['On each turn you do exactly one of these:'],
        list: [
          'make an ordinary chess move;',
          'put one of your pieces in your pocket (pocketing), if the pocket is empty;',
          'drop the piece in your pocket onto the board.',
        ],
      },
      {
        title: 'Pocketing and mutation',
        text: [
          'To pocket, lift one of your own pieces, not the king, off the board. As it goes into the pocket you choose what it becomes: any piece of its own class, itself included.',
          'White may not pocket on the very first move, and a pocketing must not leave your king in check (so a pinned piece stays where it is).',
        ],
        diagram: {
          spec: DIAGRAMS.pmPocketing,
          caption: 'The knight on g1 can move, or go into the pocket as a knight or a bishop.',
        },
      },
      {
        title: 'The classes',
        text: ['Pieces in the same class are worth about the same:'],
        gallery: 'classes',
      },
      {
        title: 'Promotion goes through the pocket',
        text: [
          'Pawns never promote by moving. A pawn that reaches the last rank stands there and cannot move until it is pocketed.',
          'Any piece lifted from your last rank must become a piece of the next class: a pawn becomes a knight or a bishop, a rook a cardinal or a super rook, and so on up to the amazon rider.',
        ],
      },
      {
        title: 'Drops',
        text: [
          'On a later turn you may drop the pocketed piece on any empty square except your last rank. A drop may block a check, give check, or even checkmate.',
        ],
        diagram: {
          spec: DIAGRAMS.pmDrop,
          caption: 'White’s pocketed knight can be dropped on any marked square.',
        },
      },
      {
        title: 'The fairy pieces',
        explore: { piece: 'I', label: 'Place a nightrider yourself in the piece explorer' },
        text: [
          'The new pieces combine the moves you know. A nightrider repeats a knight’s leap in one direction as long as the squares it lands on are empty. “Super” adds the king’s one step in any direction. A cardinal moves as a bishop or a knight, a chancellor as a rook or a knight, an amazon as a queen or a knight; their “rider” versions leap like a nightrider instead of a knight.',
        ],
        diagram: {
          spec: DIAGRAMS.pmNightrider,
          caption: 'A nightrider on d4 repeats its knight leaps along each line.',
        },
      },
      {
        title: 'The end',
        text: [
          'Checkmate wins; stalemate is a draw. The game is also drawn by threefold repetition (the pockets count), after 100 moves in a row (50 by each side) without a capture or a promotion, and when only the two kings are left with empty pockets.',
        ],
      },
    ],
    ru: [
      {
        title: 'Шахматы с карманом',
        text: [
          'Доска, фигуры и их ходы — как в шахматах, с шахом и матом, но без рокировки. У каждого игрока есть ещё карман на одну фигуру; в начале оба кармана пусты.',
        ],
        diagram: { spec: DIAGRAMS.pmStart, caption: 'Начало: карманы возле доски пусты.' },
      },
      {
        title: 'Ваш ход: одно из трёх',
        text: ['В каждый ход вы делаете ровно одно из этого:'],
        list: [
          'обычный шахматный ход;',
          'убираете свою фигуру в карман, если он пуст;',
          'ставите фигуру из кармана на доску.',
        ],
      },
      {
        title: 'Карман и мутация',
        text: [
          'Чтобы убрать фигуру в карман, снимите её с доски (любую свою, кроме короля). Когда она попадает в карман, вы выбираете, чем она станет: любой фигурой своего класса, в том числе собой.',
          'Белые не могут сделать это первым ходом партии, и нельзя оставить своего короля под шахом (связанная фигура остаётся на месте).',
        ],
        diagram: {
          spec: DIAGRAMS.pmPocketing,
          caption: 'Конь g1 может пойти или уйти в карман конём или слоном.',
        },
      },
      {
        title: 'Классы',
        text: ['Фигуры одного класса примерно равны по силе:'],
        gallery: 'classes',
      },
      {
        title: 'Превращение — через карман',
        text: [
          'Пешки не превращаются ходом. Пешка, дошедшая до последней горизонтали, стоит там и не может ходить, пока её не уберут в карман.',
          'Фигура, снятая со своей последней горизонтали, обязана стать фигурой следующего класса: пешка — конём или слоном, ладья — кардиналом или суперладьёй, и так до амазонки-всадника.',
        ],
      },
      {
        title: 'Сброс',
        text: [
          'В один из следующих ходов фигуру из кармана можно поставить на любое пустое поле, кроме своей последней горизонтали. Так можно закрыться от шаха, дать шах и даже мат.',
        ],
        diagram: {
          spec: DIAGRAMS.pmDrop,
          caption: 'Коня из кармана белых можно поставить на любое отмеченное поле.',
        },
      },
      {
        title: 'Сказочные фигуры',
        explore: { piece: 'I', label: 'Поставьте ночного всадника сами в обозревателе фигур' },
        text: [
          'Новые фигуры сочетают знакомые ходы. Ночной всадник повторяет прыжок коня в одном направлении, пока поля, куда он приземляется, свободны. «Супер» добавляет шаг короля в любую сторону. Кардинал ходит как слон или конь, канцлер — как ладья или конь, амазонка — как ферзь или конь; их версии «всадник» прыгают как ночной всадник, а не как конь.',
        ],
        diagram: {
          spec: DIAGRAMS.pmNightrider,
          caption: 'Ночной всадник на d4 повторяет прыжки коня по каждой линии.',
        },
      },
      {
        title: 'Конец партии',
        text: [
          'Мат — победа, пат — ничья. Ничья также при троекратном повторении (карманы учитываются), после 100 ходов подряд (по 50 каждой стороны) без взятий и превращений и когда на доске остались только короли, а карманы пусты.',
        ],
      },
    ],
  },
  plunder: {
    en: [
      {
        title: 'Chess, and the spoils',
        text: [
          'PlunderChess is chess with all its rules — castling, en passant, promotion, check, checkmate and the usual draws — and one addition: vests.',
        ],
        diagram: { spec: DIAGRAMS.plStart, caption: 'The start position of chess.' },
      },
      {
        title: 'Taking a vest',
        text: [
          'When one of your pieces captures, you may put a vest on it: a vest of the captured piece’s type, or the vest the captured piece was wearing. You may always decline. The choice is made with the capture.',
        ],
        list: [
          'A vest must add a move the piece does not have: no piece takes a vest of its own type, and a queen takes only a knight or a pawn vest. A king may wear any vest.',
          'A piece wears one vest at most. Capturing again, it may keep its vest or exchange it for one on offer.',
        ],
        diagram: {
          spec: DIAGRAMS.plCapture,
          caption:
            'The bishop on b5 can capture the knight on c6 and put on a knight vest — or decline.',
        },
      },
      {
        title: 'Using a vest',
        explore: { piece: 'B', vest: 'N', label: 'Try vests in the piece explorer' },
        text: [
          'Once, a vested piece may make a move of the vest’s type from its square: a move or a capture. Then the vest is gone. A move the piece could make with its own powers is an ordinary move and keeps the vest.',
          'On the board, a vest is a band in the vest’s colour with its letter: pawn green, bishop blue, knight orange, rook red, queen yellow. Squares that only the vest reaches are marked differently, so you know the vest will be spent.',
        ],
        diagram: {
          spec: DIAGRAMS.plVest,
          caption: 'A bishop with a knight vest: its diagonals, and once a knight’s leap.',
        },
      },
      {
        title: 'Vests and check',
        text: [
          'A piece attacks everything its own powers and its vest reach. A king may not move onto a square attacked that way, and a piece can be pinned by a vest’s line.',
        ],
      },
      {
        title: 'Pawn vests and promotion',
        text: [
          'A pawn that reaches its last rank by a vest move promotes. A piece wearing a pawn vest never promotes. A piece that double-steps with a pawn vest can be taken en passant.',
        ],
      },
    ],
    ru: [
      {
        title: 'Шахматы и добыча',
        text: [
          'Шахматы с добычей — это шахматы со всеми правилами: рокировкой, взятием на проходе, превращением, шахом, матом и обычными ничьими, — и одним дополнением: жилетами.',
        ],
        diagram: { spec: DIAGRAMS.plStart, caption: 'Начальная позиция шахмат.' },
      },
      {
        title: 'Жилет за взятие',
        text: [
          'Когда ваша фигура берёт, на неё можно надеть жилет: жилет типа взятой фигуры или жилет, который был на взятой фигуре. Отказаться можно всегда. Выбор делается вместе со взятием.',
        ],
        list: [
          'Жилет должен добавлять ход, которого у фигуры нет: никто не берёт жилет своего типа, а ферзь — только жилет коня или пешки. Король может носить любой жилет.',
          'На фигуре не больше одного жилета. Снова взяв, она может оставить свой жилет или сменить его на предложенный.',
        ],
        diagram: {
          spec: DIAGRAMS.plCapture,
          caption: 'Слон b5 может взять коня c6 и надеть жилет коня — или отказаться.',
        },
      },
      {
        title: 'Ход жилетом',
        explore: { piece: 'B', vest: 'N', label: 'Попробуйте жилеты в обозревателе фигур' },
        text: [
          'Один раз фигура в жилете может сделать со своего поля ход типа жилета: ход или взятие. После этого жилет исчезает. Ход, который фигура может сделать своими силами, — обычный, и жилет остаётся.',
          'На доске жилет — это полоса цвета жилета с его буквой: пешка зелёная, слон синий, конь оранжевый, ладья красная, ферзь жёлтый. Поля, куда можно попасть только жилетом, отмечены иначе — так видно, что жилет будет потрачен.',
        ],
        diagram: {
          spec: DIAGRAMS.plVest,
          caption: 'Слон в жилете коня: его диагонали и один прыжок коня.',
        },
      },
      {
        title: 'Жилеты и шах',
        text: [
          'Фигура бьёт всё, до чего достают её собственные ходы и её жилет. Король не может встать на такое поле, а фигура может оказаться связанной линией жилета.',
        ],
      },
      {
        title: 'Жилет пешки и превращение',
        text: [
          'Пешка, дошедшая до последней горизонтали ходом жилета, превращается. Фигура в жилете пешки никогда не превращается. Фигуру, сделавшую двойной шаг жилетом пешки, можно взять на проходе.',
        ],
      },
    ],
  },
};

/** Every diagram of the rules pages and the home page (for the test that they are all legal). */
export const ALL_DIAGRAMS: ReadonlyArray<{ game: GameId; spec: DiagramSpec }> = [
  ...(['parallel-worlds', 'pocket-mutation', 'plunder'] as const).flatMap((game) =>
    RULES[game].en.flatMap((section) =>
      section.diagram ? [{ game, spec: section.diagram.spec }] : [],
    ),
  ),
  ...GAME_IDS.map((game) => ({ game, spec: CARD_DIAGRAMS[game] })),
];
