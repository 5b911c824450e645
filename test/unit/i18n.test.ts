// Unit tests of the interface dictionary (src/ui/i18n/i18n.ts): both languages fill every key and
// keep the same placeholders, placeholders are filled, and counts take the right plural form
// (Russian: 1 ход, 2–4 хода, 5–20 ходов, 21 ход, 11–14 ходов — the CLDR rule for Russian), and the
// live region's announcements are worded in both languages (English exactly as the store's text).
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/ui/common/games';
import type { Announcement } from '../../src/game/store';
import { announcementFor } from '../../src/ui/play/Announcer';
import { view3dLabels } from '../../src/ui/i18n/view3dWords';
import { MESSAGE_KEYS } from '../../src/ui/i18n/i18n.en';
import { countOf, gameText, pluralIndex, translate, translator } from '../../src/ui/i18n/i18n';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  it('have Russian text for every key with the same placeholders', () => {
    for (const key of MESSAGE_KEYS) {
      const en = translate('en', key);
      const ru = translate('ru', key);
      expect(ru, key).not.toBe('');
      expect(placeholders(ru), key).toEqual(placeholders(en));
    }
    expect(MESSAGE_KEYS.length).toBeGreaterThan(100);
  });

  it('name every game in both languages', () => {
    for (const id of GAME_IDS) {
      expect(gameText('en', id, 'name')).not.toBe('');
      expect(gameText('ru', id, 'description')).not.toBe(gameText('en', id, 'description'));
    }
    expect(gameText('ru', 'parallel-worlds', 'name')).toBe('Шахматы параллельных миров');
  });
});

describe('translate', () => {
  it('fills placeholders', () => {
    expect(translate('en', 'controls.drawOffer', { side: 'White', other: 'Black' })).toBe(
      'White offers a draw. Black, do you accept?',
    );
    expect(translate('ru', 'turn.toMove', { side: 'Белые' })).toBe('Ход: Белые');
  });
  it('leaves a placeholder without a value as it is', () => {
    expect(translate('en', 'turn.toMove')).toBe('{side} to move');
  });
});

describe('plurals', () => {
  const rows = [
    { language: 'en', count: 1, expected: '1 move' },
    { language: 'en', count: 0, expected: '0 moves' },
    { language: 'en', count: 2, expected: '2 moves' },
    { language: 'ru', count: 1, expected: '1 ход' },
    { language: 'ru', count: 2, expected: '2 хода' },
    { language: 'ru', count: 4, expected: '4 хода' },
    { language: 'ru', count: 5, expected: '5 ходов' },
    { language: 'ru', count: 11, expected: '11 ходов' },
    { language: 'ru', count: 12, expected: '12 ходов' },
    { language: 'ru', count: 14, expected: '14 ходов' },
    { language: 'ru', count: 21, expected: '21 ход' },
    { language: 'ru', count: 22, expected: '22 хода' },
    { language: 'ru', count: 111, expected: '111 ходов' },
    { language: 'ru', count: 0, expected: '0 ходов' },
  ] as const;
  it.each(rows)('$language $count', ({ language, count, expected }) => {
    expect(countOf(language, 'unit.moves', count)).toBe(expected);
  });
  it('pluralIndex is 0 for one in both languages', () => {
    expect(pluralIndex('en', 1)).toBe(0);
    expect(pluralIndex('ru', 101)).toBe(0);
  });
});

describe('announcements for the live region', () => {
  const cases: { a: Announcement; en: string; ru: string }[] = [
    { a: { kind: 'move', color: 0, san: 'e4', reason: null }, en: 'White: e4', ru: 'Белые: e4' },
    {
      a: { kind: 'move', color: 1, san: 'Qxe1', reason: 'king-captured' },
      en: 'Black: Qxe1. Game over: king captured',
      ru: 'Чёрные: Qxe1. Партия окончена: взятие короля',
    },
    { a: { kind: 'undo' }, en: 'Move taken back', ru: 'Ход взят назад' },
    { a: { kind: 'redo' }, en: 'Move replayed', ru: 'Ход повторён' },
    { a: { kind: 'resign', color: 1 }, en: 'Black resigns', ru: 'Чёрные сдаются' },
    { a: { kind: 'draw' }, en: 'Draw agreed', ru: 'Ничья по соглашению' },
    {
      a: { kind: 'new-game', gameId: 'parallel-worlds', gameName: 'Parallel worlds chess' },
      en: 'New game of Parallel worlds chess',
      ru: 'Новая партия: Шахматы параллельных миров',
    },
    {
      a: { kind: 'loaded', gameId: 'chess', gameName: 'Chess' },
      en: 'Chess loaded',
      ru: 'Загружена партия: Chess',
    },
  ];
  it.each(cases)('$a.kind: worded in English and in Russian from the dictionary', (c) => {
    expect(announcementFor(translator('en'), c.a)).toBe(c.en);
    expect(announcementFor(translator('ru'), c.a)).toBe(c.ru);
  });
});

describe('the 3D view’s words', () => {
  it('come from the catalogue in the language asked', () => {
    const en = view3dLabels(translator('en'));
    const ru = view3dLabels(translator('ru'));
    expect(en.where(1, '2c6')).toBe('Level 2 · 2c6');
    expect(ru.where(1, '2c6')).toBe('Уровень 2 · 2c6');
    expect(ru.level(2)).toBe('Выделить уровень 3');
    expect(en.presetNames.map).toContain(en.presets.map);
    expect(ru.presetNames.map).toContain(ru.presets.map);
    expect(ru.canvas).not.toBe(en.canvas);
    expect(en.loading).toBe('Loading the 3D board…');
    expect(ru.loading).toBe('Загружается 3D-доска…');
  });
});
