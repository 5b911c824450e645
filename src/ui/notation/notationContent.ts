/**
 * The notation explained (`?notation`), in English and Russian: per game, what the move list's
 * marks mean and one example of every kind of move, each example a real position (a FEN and the
 * moves played before), the move as the move list writes it (`san`) and as records and the
 * command line write it (`canonical`, docs/rules.md §Conventions / Move notation). A unit test
 * plays every example through the
 * rules core: the human text must read as that canonical move and be written back the same, so
 * this page cannot drift from the notation the app uses.
 */
import type { Language } from '../../game/settings';
import type { GameId } from '../common/games';

export interface NotationExample {
  readonly fen?: string; // the position; the game's start position when absent
  readonly before?: readonly string[]; // canonical moves played first (earlier sub-moves)
  readonly san: string; // 'N3f3': what the move list shows
  readonly canonical: string; // '3g1-3f3': what records and the command line store
  readonly text: Readonly<Record<Language, string>>;
}

export interface NotationPart {
  readonly intro: Readonly<Record<Language, readonly string[]>>; // paragraphs
  readonly examples: readonly NotationExample[];
}

const PW_KINGS = '4k3/8/8/8/8/8/8/4K3';

export const NOTATION: Readonly<Record<GameId, NotationPart>> = {
  'parallel-worlds': {
    intro: {
      en: [
        'Every square carries its level in front: 1e4 is e4 on level 1, 2d5 is d5 on the middle level. A turn of up to three sub-moves stands together in one cell of the move list.',
        'A piece letter comes first (no letter for a pawn), x marks a capture, ↑ and ↓ a move to the level above or below, =Q a promotion, and # the capture of a king, which wins. Records and the command line store each sub-move as level + from, a dash, level + to: 3g1-3f3.',
      ],
      ru: [
        'Перед каждым полем стоит его уровень: 1e4 — это e4 на уровне 1, 2d5 — d5 на среднем уровне. Ход из одного–трёх подходов стоит вместе в одной клетке списка ходов.',
        'Сначала буква фигуры (у пешки её нет), x — взятие, ↑ и ↓ — ход на уровень выше или ниже, =Q — превращение, # — взятие короля, которое выигрывает. Записи и командная строка хранят каждый подход как уровень и поле откуда, дефис, уровень и поле куда: 3g1-3f3.',
      ],
    },
    examples: [
      {
        san: '1e4',
        canonical: '1e2-1e4',
        text: {
          en: 'A pawn’s double step on level 1: only the square it reaches is written, with its level.',
          ru: 'Двойной шаг пешки на уровне 1: пишется только поле, куда она пришла, с уровнем.',
        },
      },
      {
        before: ['1e2-1e4'],
        san: 'N3f3',
        canonical: '3g1-3f3',
        text: {
          en: 'A second sub-move of the same turn, a knight on level 3.',
          ru: 'Второй подход того же хода: конь на уровне 3.',
        },
      },
      {
        san: 'N↑2b1',
        canonical: '1b1-2b1',
        text: {
          en: 'Up one level, straight to the same square (which must be empty).',
          ru: 'На уровень вверх, прямо на то же поле (оно должно быть пустым).',
        },
      },
      {
        before: ['1e2-1e4', '3g1-3f3'],
        san: '↓2d7',
        canonical: '3d7-2d7',
        text: {
          en: 'Black’s pawn steps down from level 3 to the middle level.',
          ru: 'Чёрная пешка спускается с уровня 3 на средний уровень.',
        },
      },
      {
        fen: `${PW_KINGS}|8/8/8/8/3N4/8/8/8|${PW_KINGS} w - - 0 5`,
        san: 'N2d7',
        canonical: '2d4-2d7',
        text: {
          en: 'On level 2 every man moves as a queen: this knight rides straight up the d-file.',
          ru: 'На уровне 2 каждая фигура ходит как ферзь: этот конь идёт по вертикали d.',
        },
      },
      {
        fen: `4k3/8/8/3pP3/8/8/8/4K3|8/8/8/8/8/8/8/8|${PW_KINGS} w - 1d6 0 5`,
        san: 'ex1d6',
        canonical: '1e5-1d6',
        text: {
          en: 'En passant on level 1: the pawn that double-stepped on that level is taken.',
          ru: 'Взятие на проходе на уровне 1: берётся пешка, сделавшая двойной шаг на этом уровне.',
        },
      },
      {
        fen: `${PW_KINGS}|P7/8/8/8/8/8/8/8|${PW_KINGS} w - - 0 5`,
        san: '↓1a8=Q',
        canonical: '2a8-1a8=Q',
        text: {
          en: 'A pawn steps down from level 2 onto its last rank and promotes at once.',
          ru: 'Пешка спускается с уровня 2 на последнюю горизонталь и сразу превращается.',
        },
      },
      {
        fen: `4k3/8/8/8/8/8/8/R3K2R|8/8/8/8/8/8/8/8|${PW_KINGS} w 1KQ - 0 5`,
        san: '1:O-O',
        canonical: '1e1-1g1',
        text: {
          en: 'Castling names its level; it is the king’s sub-move (and uses up the rook’s).',
          ru: 'Рокировка называет свой уровень; это подход короля (и он же расходует ход ладьи).',
        },
      },
      {
        fen: `${PW_KINGS}|8/8/8/8/8/8/8/8|r3k3/8/8/8/8/8/8/4K3 b 3q - 0 5`,
        san: '3:O-O-O',
        canonical: '3e8-3c8',
        text: {
          en: 'Black castles long on level 3.',
          ru: 'Чёрные делают длинную рокировку на уровне 3.',
        },
      },
      {
        before: ['1e2-1e4'],
        san: 'end',
        canonical: 'end',
        text: {
          en: 'Ends the turn early, after at least one sub-move.',
          ru: 'Завершает ход раньше, после хотя бы одного подхода.',
        },
      },
      {
        fen: `${PW_KINGS}|8/8/8/8/8/8/8/8|4k3/8/8/8/8/8/8/4Q2K w - - 0 5`,
        san: 'Qx3e8#',
        canonical: '3e1-3e8',
        text: {
          en: 'A king is captured: # marks it, and the game is won at once.',
          ru: 'Король взят: это отмечает #, и партия сразу выиграна.',
        },
      },
    ],
  },
  'pocket-mutation': {
    intro: {
      en: [
        'Moves are written as in chess (Nf3, exd5, + for check, # for mate), with two more kinds: putting a man in the pocket, written with ^ and the piece it becomes, and dropping it back, written with @.',
        'Records and the command line store a pocketing as square ^ letter (g1^B) and a drop as letter @ square (B@c4).',
      ],
      ru: [
        'Ходы пишутся как в шахматах (Nf3, exd5, + — шах, # — мат), и есть ещё два вида: фигура убирается в карман — пишется ^ и фигура, которой она станет, и сброс из кармана на доску — пишется @.',
        'Записи и командная строка хранят уход в карман как поле ^ буква (g1^B), а сброс как буква @ поле (B@c4).',
      ],
    },
    examples: [
      {
        fen: 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR[] w - - 0 2',
        san: 'Ng1^B',
        canonical: 'g1^B',
        text: {
          en: 'The knight on g1 goes into the pocket and becomes a bishop (same class 2).',
          ru: 'Конь с g1 уходит в карман и становится слоном (тот же класс 2).',
        },
      },
      {
        fen: '4P3/8/8/8/8/8/8/K6k[] w - - 0 30',
        san: 'Pe8^N',
        canonical: 'e8^N',
        text: {
          en: 'A pawn on its last rank can only be pocketed: it promotes to the next class.',
          ru: 'Пешку на последней горизонтали можно только убрать в карман: она переходит в следующий класс.',
        },
      },
      {
        fen: 'rnbqk2r/pppp1ppp/5n2/2b1p3/4P3/8/PPPP1PPP/RNBQK1NR[B] w - - 2 4',
        san: 'B@c4',
        canonical: 'B@c4',
        text: {
          en: 'The pocketed bishop is dropped on c4.',
          ru: 'Слон из кармана сбрасывается на c4.',
        },
      },
      {
        fen: '4k3/8/8/3p4/8/8/8/1I2K3[] w - - 0 30',
        san: 'Ixd5',
        canonical: 'b1d5',
        text: {
          en: 'A nightrider (I) rides two knight leaps, over c3, and captures on d5.',
          ru: 'Всадник (I) делает два прыжка коня, через c3, и бьёт на d5.',
        },
      },
      {
        fen: '4k3/8/8/3pP3/8/8/8/4K3[] w - d6 0 30',
        san: 'exd6',
        canonical: 'e5d6',
        text: {
          en: 'En passant, as in chess.',
          ru: 'Взятие на проходе, как в шахматах.',
        },
      },
    ],
  },
  plunder: {
    intro: {
      en: [
        'Moves are written as in chess, with two marks for vests: ~ and a letter after a capture names the vest taken (Nxd5~P: the knight now wears a pawn vest), and * marks a move made with the vest, which spends it.',
        'Records and the command line store from and to squares with the same marks: c3d5~P, c2b4*.',
      ],
      ru: [
        'Ходы пишутся как в шахматах, и есть две пометки для жилетов: ~ и буква после взятия называют взятый жилет (Nxd5~P: конь теперь носит жилет пешки), а * отмечает ход жилетом, который его тратит.',
        'Записи и командная строка хранят поля откуда и куда с теми же пометками: c3d5~P, c2b4*.',
      ],
    },
    examples: [
      {
        fen: 'rnbqkbnr/ppp1pppp/8/3p4/8/2N5/PPPPPPPP/R1BQKBNR w KQkq - 0 2',
        san: 'Nxd5~P',
        canonical: 'c3d5~P',
        text: {
          en: 'The knight captures the pawn and puts on its vest.',
          ru: 'Конь берёт пешку и надевает её жилет.',
        },
      },
      {
        fen: 'rnbqkbnr/ppp1pppp/8/3p4/8/2N5/PPPPPPPP/R1BQKBNR w KQkq - 0 2',
        san: 'Nxd5',
        canonical: 'c3d5',
        text: {
          en: 'The same capture, declining the vest.',
          ru: 'То же взятие, но без жилета.',
        },
      },
      {
        fen: '4k3/8/8/8/8/8/2Q(N)5/4K3 w - - 0 30',
        san: 'Qb4*',
        canonical: 'c2b4*',
        text: {
          en: 'The queen leaps once as a knight with its knight vest; the vest is gone.',
          ru: 'Ферзь один раз прыгает конём благодаря жилету коня; жилет исчезает.',
        },
      },
      {
        fen: '6k1/8/2p5/8/1B(N)6/8/8/4K3 w - - 0 30',
        san: 'Bxc6*~P',
        canonical: 'b4c6*~P',
        text: {
          en: 'A capture made with the vest can plunder again: a pawn vest replaces the spent one.',
          ru: 'Взятие жилетом может снова добыть жилет: жилет пешки заменяет потраченный.',
        },
      },
      {
        fen: '4k3/8/8/8/8/8/P(R)7/4K3 w - - 0 30',
        san: 'a8*=Q+',
        canonical: 'a2a8*=Q',
        text: {
          en: 'A pawn with a rook vest slides to its last rank, promotes, and gives check.',
          ru: 'Пешка с жилетом ладьи скользит на последнюю горизонталь, превращается и объявляет шах.',
        },
      },
      {
        fen: 'r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 30',
        san: 'O-O',
        canonical: 'e1g1',
        text: {
          en: 'Castling, written as the king’s move in records (never a vest move).',
          ru: 'Рокировка; в записях — ход короля (никогда не ход жилетом).',
        },
      },
      {
        fen: 'r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 30',
        san: 'exd6',
        canonical: 'e5d6',
        text: {
          en: 'En passant, as in chess.',
          ru: 'Взятие на проходе, как в шахматах.',
        },
      },
      {
        fen: '4k3/P7/8/8/8/8/8/4K3 w - - 0 30',
        san: 'a8=Q+',
        canonical: 'a7a8=Q',
        text: {
          en: 'Promotion by an ordinary move.',
          ru: 'Превращение обычным ходом.',
        },
      },
    ],
  },
};

/** The diagram of an example: its position with the earlier moves and the move itself played. */
export function notationDiagram(example: NotationExample): {
  fen?: string;
  play: readonly string[];
} {
  return { fen: example.fen, play: [...(example.before ?? []), example.canonical] };
}
