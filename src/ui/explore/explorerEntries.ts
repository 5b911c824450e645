/**
 * What the piece explorer offers per game, as data: every man of the game (the standard six, the
 * 13 fairy pieces of Pocket mutation chess by their eight mutation classes), PlunderChess men
 * wearing vests, and the Parallel worlds topics that are not a piece of their own (level 2's
 * queen moves, the moves between levels, a pawn arriving on its last rank from level 2), each
 * with the board it opens on. The names and sentences of the pieces are the piece cards'
 * (src/view2d/pieceArt.tsx); the topics carry their own, in English and Russian.
 */
import { PIECES } from '../../rules';
import type { Language } from '../../game/settings';
import type { GameId } from '../common/games';
import type { ExploreRoute } from '../shell/route';

export interface ExplorerEntry {
  readonly key: string; // unique within its game: 'I', 'B(N)', 'level-2'
  readonly letter: string; // upper case
  readonly vest: string | null;
  readonly at?: string; // where the man starts ('2d4'); else d4 (1d4)
  readonly blockers?: readonly string[];
  readonly enemies?: readonly string[];
  readonly group: number; // gallery row: the mutation class in Pocket mutation chess, else 0/1
  readonly topic?: Readonly<Record<Language, { name: string; sentence: string }>>;
}

const STANDARD = ['K', 'Q', 'R', 'B', 'N', 'P'];

const man = (letter: string, group = 0): ExplorerEntry => ({
  key: letter,
  letter,
  vest: null,
  group,
});
const vested = (
  letter: string,
  vest: string,
  extra: Partial<ExplorerEntry> = {},
): ExplorerEntry => ({
  key: `${letter}(${vest})`,
  letter,
  vest,
  group: 1,
  ...extra,
});

const PARALLEL_TOPICS: readonly ExplorerEntry[] = [
  {
    key: 'level-2',
    letter: 'N',
    vest: null,
    at: '2d4',
    enemies: ['2d6'],
    blockers: ['2f6'],
    group: 1,
    topic: {
      en: {
        name: 'Level 2: a queen for everyone',
        sentence:
          'On the middle level every man, pawns included, moves as a queen within the level, and nothing is ever captured there: an enemy man stops the line like a friend.',
      },
      ru: {
        name: 'Уровень 2: каждый — ферзь',
        sentence:
          'На среднем уровне любая фигура, и пешка тоже, ходит внутри уровня как ферзь, и там никто никого не бьёт: вражеская фигура останавливает линию, как своя.',
      },
    },
  },
  {
    key: 'between-levels',
    letter: 'R',
    vest: null,
    at: '2d4',
    blockers: ['3d4'],
    group: 1,
    topic: {
      en: {
        name: 'Between levels: straight up or down',
        sentence:
          'Any man but a king may step straight up or down one level (1↔2, 2↔3) to the same square, if it is empty: a move between levels never captures. Put a man above or below to close the way.',
      },
      ru: {
        name: 'Между уровнями: прямо вверх или вниз',
        sentence:
          'Любая фигура, кроме короля, может шагнуть прямо вверх или вниз на один уровень (1↔2, 2↔3) на то же поле, если оно пусто: ход между уровнями никогда не бьёт. Поставьте фигуру сверху или снизу, чтобы закрыть путь.',
      },
    },
  },
  {
    key: 'pawn-arrives',
    letter: 'P',
    vest: null,
    at: '2e8',
    group: 1,
    topic: {
      en: {
        name: 'A pawn arrives from level 2',
        sentence:
          'A pawn on level 2 does not promote on its last rank; stepping from there down to level 1 (or up to level 3) it arrives on its last rank and promotes at once.',
      },
      ru: {
        name: 'Пешка приходит с уровня 2',
        sentence:
          'Пешка на уровне 2 не превращается на последней горизонтали; шагнув оттуда вниз на уровень 1 (или вверх на уровень 3), она приходит на последнюю горизонталь и сразу превращается.',
      },
    },
  },
];

const ENTRIES: Readonly<Record<GameId, readonly ExplorerEntry[]>> = {
  'parallel-worlds': [...STANDARD.map((letter) => man(letter)), ...PARALLEL_TOPICS],
  'pocket-mutation': [
    ...[...PIECES.slice(1)]
      .sort((a, b) => a.mutationClass - b.mutationClass)
      .filter((piece) => piece.mutationClass > 0)
      .map((piece) => man(piece.letter, piece.mutationClass)),
    man('K', 9),
  ],
  plunder: [
    ...STANDARD.map((letter) => man(letter)),
    vested('B', 'N'),
    vested('R', 'P', { enemies: ['e5'] }),
    vested('Q', 'N'),
    vested('N', 'R'),
    vested('K', 'Q'),
    vested('P', 'N', { at: 'd2' }),
  ],
};

/** The explorer's entries of a game, in gallery order. */
export function entriesOf(game: GameId): readonly ExplorerEntry[] {
  return ENTRIES[game];
}

/** The explorer route that opens `entry` of `game`. */
export function entryRoute(game: GameId, entry: ExplorerEntry): ExploreRoute {
  return {
    page: 'explore',
    game,
    piece: entry.letter,
    vest: entry.vest,
    at: entry.at ?? null,
    blockers: entry.blockers ?? [],
    enemies: entry.enemies ?? [],
  };
}

/** The entry a route shows: the topic or vested man it names, else the plain man, else the first. */
export function entryOf(route: ExploreRoute): ExplorerEntry {
  const entries = entriesOf(route.game ?? 'parallel-worlds');
  const sameMan = (e: ExplorerEntry) => e.letter === route.piece && e.vest === route.vest;
  return (
    entries.find((e) => sameMan(e) && e.topic && e.at === route.at) ??
    entries.find((e) => sameMan(e) && !e.topic) ??
    entries.find((e) => e.letter === route.piece && !e.topic) ??
    entries[0]!
  );
}
