// One Russian term per idea (docs/russian-terms.md): every line of Russian text in src (the
// catalogue, its problem wordings, the lessons, the rules and notation pages, the explorer, the
// presenter and its playlists) is scanned for the variants that were found and replaced, one row
// per variant with why it is wrong and the few places where the word is right. A variant
// reintroduced anywhere fails here with its file and line. The game names are checked against
// the catalogue: each game has a Russian name of its own, used as it is by the playlist.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/ui/common/games';
import { en } from '../../src/ui/i18n/i18n.en';
import { ru } from '../../src/ui/i18n/i18n.ru';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CYRILLIC = /[А-Яа-яЁё]/;

/** The Russian of a line: its string literals that hold Cyrillic, or the whole line if none
 *  does (the middle of a template literal); so an English string beside it is not read. */
function russianOf(line: string): string[] {
  const literals = [...line.matchAll(/(['"`])((?:\\.|(?!\1).)*)\1/g)].map((m) => m[2] ?? '');
  const russian = literals.filter((s) => CYRILLIC.test(s));
  return russian.length > 0 ? russian : CYRILLIC.test(line) ? [line] : [];
}

/** Every source file under src that holds Russian text. */
function russianSources(dir = join(ROOT, 'src')): { file: string; lines: string[] }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return russianSources(path);
    if (!/\.(ts|tsx|json)$/.test(entry.name)) return [];
    const text = readFileSync(path, 'utf8');
    return CYRILLIC.test(text) ? [{ file: relative(ROOT, path), lines: text.split('\n') }] : [];
  });
}

interface Variant {
  readonly variant: RegExp; // the wrong form, matched on a line that holds Russian
  readonly why: string; // what is wrong and the one term to use
  readonly example: string; // a line it must catch (so the pattern itself is tested)
  readonly allowed?: readonly { file: string; line: RegExp }[]; // where the word is right
}

const VARIANTS: readonly Variant[] = [
  {
    variant: /полуход/i,
    why: 'a sub-move is «подход»; «полуход» is a ply to a Russian player, right only for the FEN halfmove counter',
    example: 'Второй полуход того же хода',
    allowed: [{ file: 'src/ui/i18n/i18n.ru.ts', line: /счётчика? полуходов/ }],
  },
  {
    variant: /PlunderChess/,
    why: 'the game is «Шахматы с добычей» in Russian; the English brand is named once, in its origin line',
    example: "'PlunderChess — это шахматы со всеми правилами'",
    allowed: [{ file: 'src/ui/i18n/i18n.ru.ts', line: /'game\.plunder\.origin'/ }],
  },
  {
    variant: /трофе/i,
    why: 'plunder is «добыча» (the game is «Шахматы с добычей»), not «трофеи»',
    example: "title: 'Шахматы и трофеи'",
  },
  {
    variant: /Параллельные миры/i,
    why: 'the app is "Parallel Worlds" (Latin, as in app.name); the game is «Шахматы параллельных миров»',
    example: '"ru": "Параллельные миры"',
  },
  {
    variant:
      /[Кк]арманные шахматы(?! с мутацией)|(?<![Кк]арманные )[Шш]ахматы с мутацией|[Мм]утационные шахматы/,
    why: 'the game is «Карманные шахматы с мутацией», always in full',
    example: 'Карманные шахматы: компьютер против компьютера',
  },
  {
    variant: /выставлени|выставля|выставить/i,
    why: 'a drop is «сброс» (сбросить), as in crazyhouse',
    example: 'Слон из кармана выставляется на c4.',
  },
  {
    variant:
      /(положи|положа|клад[её]|класть|подня|сними|сним[аи]|снять)[а-яё]*[^.;:]{0,30} в (пустой |свой )?карман/i,
    why: 'pocketing is «убрать в карман» (the man «уходит в карман»), not «положить», «снять» or «поднять» в карман',
    example: 'вместо хода снимите свою фигуру в карман',
  },
  {
    variant:
      /превращ[а-яё]* (внутри|в пределах)|превращени[а-яё]* в сказочн|карман[а-яё]* с превращени|превратив её в/i,
    why: 'a change within a class is «мутация» (мутирует); «превращение» is promotion only',
    example: "ru: 'Превращение внутри класса'",
  },
  {
    variant: /вернуть (последний )?ход/i,
    why: 'a take-back is «взять ход назад», everywhere (buttons, requests, announcements)',
    example: "'Попросить вернуть ход'",
  },
  {
    variant:
      /архиепископ|маршал|императриц|рыцар|офицер|\bтур[аыуе]\b|ночной конь|наездник|королев[аы]/i,
    why: 'the pieces keep one name each (pieceWords: слон, ладья, ферзь, ночной всадник, кардинал, канцлер, амазонка…)',
    example: 'Архиепископ ходит как слон или конь',
  },
  {
    variant: /на (нижнем|среднем|верхнем|пустом) мире/i,
    why: 'a world is «в мире» (or say «на уровне»)',
    example: 'по армии на нижнем и на верхнем мире',
  },
];

describe('one Russian term per idea', () => {
  const sources = russianSources();

  it('finds the Russian texts', () => {
    const files = sources.map((s) => s.file);
    for (const file of [
      'src/ui/i18n/i18n.ru.ts',
      'src/ui/learn/lessonWords.ru.ts',
      'src/ui/rules/rulesContent.ts',
      'src/ui/notation/notationContent.ts',
      'src/ui/explore/explorerWords.ru.ts',
      'src/ui/present/presentWords.ru.ts',
      'src/ui/online/onlineWords.ru.ts',
      'src/ui/account/accountWords.ru.ts',
      'src/game/present/playlists/default.json',
    ]) {
      expect(files).toContain(file);
    }
  });

  it.each(VARIANTS)('no $variant: $why', ({ variant, example, allowed = [] }) => {
    expect(variant.test(example), 'the pattern catches its own example').toBe(true);
    const found = sources.flatMap(({ file, lines }) =>
      lines.flatMap((line, i) =>
        russianOf(line).some((text) => variant.test(text)) &&
        !allowed.some((a) => a.file === file && a.line.test(line))
          ? [`${file}:${i + 1}: ${line.trim()}`]
          : [],
      ),
    );
    expect(found).toEqual([]);
  });
});

describe('the games are named in both languages', () => {
  const playlist = JSON.parse(
    readFileSync(join(ROOT, 'src/game/present/playlists/default.json'), 'utf8'),
  ) as { slides: { kind: string; title?: { en: string; ru: string } }[] };

  it('each game has a Russian name of its own, and the app keeps its Latin brand', () => {
    expect(GAME_IDS.map((id) => ru[`game.${id}.name`])).toEqual([
      'Шахматы параллельных миров',
      'Карманные шахматы с мутацией',
      'Шахматы с добычей',
    ]);
    for (const id of GAME_IDS) expect(ru[`game.${id}.name`]).not.toBe(en[`game.${id}.name`]);
    expect(ru['app.name']).toBe(en['app.name']);
  });

  it('the playlist names each game and the app as the catalogue does', () => {
    const names = new Map<string, string>([
      [en['app.name'], ru['app.name']],
      ...GAME_IDS.map((id) => [en[`game.${id}.name`], ru[`game.${id}.name`]] as [string, string]),
    ]);
    const titles = playlist.slides.flatMap((s) => (s.kind === 'title' && s.title ? [s.title] : []));
    expect(titles.length).toBeGreaterThan(2);
    for (const { en: english, ru: russian } of titles) {
      if (names.has(english)) expect(russian, english).toBe(names.get(english));
    }
  });
});
