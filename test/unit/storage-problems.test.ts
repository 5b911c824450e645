/**
 * The game library's problems as coded values (src/game/storageProblems.ts), worded by the app
 * (src/ui/i18n/storageProblemText.ts): one row per code, with its English and Russian wording, so a
 * code without words in either language fails here; the browser's refusals map to their codes;
 * a reason an earlier version stored as an English sentence is kept as it was.
 */
import { describe, expect, it } from 'vitest';
import {
  NoIndexedDb,
  STORAGE_CODES,
  browserProblem,
  storedProblem,
  type StorageCode,
  type StorageProblem,
} from '../../src/game/storageProblems';
import { translator } from '../../src/ui/i18n/i18n';
import { storageProblemText } from '../../src/ui/i18n/storageProblemText';

const QUOTA = 'QuotaExceededError: The quota has been exceeded.';

/** A problem of every code (TypeScript holds the table complete) with its two wordings. */
const ROWS: { [C in StorageCode]: { problem: StorageProblem; en: string; ru: string } } = {
  'no-indexeddb': {
    problem: { code: 'no-indexeddb' },
    en: 'this browser has no IndexedDB (a private window or a locked-down browser)',
    ru: 'в этом браузере нет IndexedDB (приватное окно или закрытый браузер)',
  },
  'storage-full': {
    problem: { code: 'storage-full', detail: QUOTA },
    en: `the browser’s storage is full: ${QUOTA}`,
    ru: `хранилище браузера заполнено: ${QUOTA}`,
  },
  'storage-refused': {
    problem: { code: 'storage-refused', detail: 'InvalidStateError: closing' },
    en: 'the browser refused: InvalidStateError: closing',
    ru: 'браузер отказал: InvalidStateError: closing',
  },
  'not-json': { problem: { code: 'not-json' }, en: 'it is not valid JSON', ru: 'это не JSON' },
  'not-an-object': {
    problem: { code: 'not-an-object' },
    en: 'it is not an object',
    ru: 'это не объект',
  },
  format: {
    problem: { code: 'format', found: '2', expected: 1 },
    en: 'it has format 2, not 1',
    ru: 'у неё формат 2, а не 1',
  },
  field: {
    problem: { code: 'field', field: 'updatedAt' },
    en: "'updatedAt' is missing or wrong",
    ru: 'поле «updatedAt» отсутствует или неверно',
  },
  record: {
    problem: { code: 'record', problem: { code: 'record-no-game' } },
    en: 'its record cannot be replayed: Record: the [Game "…"] tag is missing',
    ru: 'её запись не воспроизводится: Запись: нет тега [Game "…"]',
  },
  'game-mismatch': {
    problem: { code: 'game-mismatch', says: 'plunder', record: 'pocket-mutation' },
    en: "it says 'plunder' but its record is 'pocket-mutation'",
    ru: 'в ней указана игра «plunder», а запись — игры «pocket-mutation»',
  },
  redo: {
    problem: { code: 'redo', move: 'a1a8', index: 2 },
    en: "illegal move to redo 'a1a8' (2)",
    ru: 'недопустимый ход для повтора «a1a8» (2)',
  },
  'legacy-save': {
    problem: { code: 'legacy-save', problem: { code: 'not-json' } },
    en: 'the saved game of an earlier version: it is not valid JSON',
    ru: 'партия, сохранённая прежней версией: это не JSON',
  },
  'earlier-reason': {
    problem: { code: 'earlier-reason', text: "'createdAt' is missing or wrong" },
    en: "'createdAt' is missing or wrong",
    ru: "'createdAt' is missing or wrong",
  },
};

describe('storage problems', () => {
  it('the table has a row for every code', () => {
    expect(Object.keys(ROWS).sort()).toEqual([...STORAGE_CODES].sort());
  });

  it.each(STORAGE_CODES)('%s is worded in English and in Russian', (code) => {
    const { problem, en, ru } = ROWS[code];
    expect(problem.code).toBe(code);
    expect(storageProblemText(translator('en'), problem)).toBe(en);
    expect(storageProblemText(translator('ru'), problem)).toBe(ru);
  });

  it.each([
    [
      'a full storage',
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
      ROWS['storage-full'].problem,
    ],
    [
      'any other refusal',
      new DOMException('closing', 'InvalidStateError'),
      ROWS['storage-refused'].problem,
    ],
    ['no IndexedDB at all', new NoIndexedDb('no IndexedDB'), { code: 'no-indexeddb' }],
    ['a thrown non-error', 'blocked', { code: 'storage-refused', detail: 'blocked' }],
  ])('the browser’s %s', (_name, error, problem) => {
    expect(browserProblem(error)).toEqual(problem);
  });

  it('reads a stored problem back, and an earlier version’s sentence as it was', () => {
    const field: StorageProblem = { code: 'field', field: 'record' };
    expect(storedProblem(field, undefined)).toEqual(field);
    expect(storedProblem(undefined, "'record' is missing or wrong")).toEqual({
      code: 'earlier-reason',
      text: "'record' is missing or wrong",
    });
    expect(storedProblem({ code: 'made-up' }, 'why')).toEqual({
      code: 'earlier-reason',
      text: 'why',
    });
  });
});
