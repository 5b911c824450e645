/**
 * The game registry (src/ui/common/games.ts) is complete and agrees with the rest of the house: one entry
 * per game id, holding the rules core's definition of that game; the 3D view exactly for the
 * games with levels; words in both languages and a rules page for each game; and no source file
 * outside the registries compares a game id literally (`game.id === 'plunder'`), so a new game is
 * added by adding entries, not by hunting for comparisons.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameById } from '../../src/rules';
import { GAME_IDS, GAMES, gameInfo } from '../../src/ui/common/games';
import { translate, type MessageKey } from '../../src/ui/i18n/i18n';
import { CARD_DIAGRAMS } from '../../src/ui/rules/cardDiagrams';
import { RULES } from '../../src/ui/rules/rulesContent';

const SRC = join(import.meta.dirname, '../../src');

/** Every .ts/.tsx file under a folder, relative to src/. */
function sources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path.slice(SRC.length + 1)] : [];
  });
}

describe('the game registry', () => {
  it('lists every game once, in the home page order', () => {
    expect(GAMES.map((game) => game.id)).toEqual([...GAME_IDS]);
  });

  it.each([...GAME_IDS])('%s: its entry, its rules, its words and its rules page', (id) => {
    const info = gameInfo(id);
    expect(info.id).toBe(id);
    expect(info.definition.id).toBe(id);
    expect(gameById(id)).toBe(info.definition);
    expect(info.view3d).toBe(info.definition.levels > 1);
    if (info.defaultView === '3d') expect(info.view3d).toBe(true);
    for (const language of ['en', 'ru'] as const) {
      for (const field of ['name', 'origin', 'tagline', 'description']) {
        expect(
          translate(language, `game.${id}.${field}` as MessageKey),
          `${language} ${field}`,
        ).toBeTruthy();
      }
      expect(RULES[id][language].length).toBeGreaterThan(0);
    }
    expect(CARD_DIAGRAMS[id]).toBeTruthy();
  });

  it('no source outside a registry compares a game id literally', () => {
    const ids = ['chess', ...GAME_IDS].join('|');
    const comparison = new RegExp(`[!=]==\\s*'(${ids})'|'(${ids})'\\s*[!=]==`);
    const offenders = sources()
      .filter((file) => !['ui/common/games.ts', 'rules/games.ts'].includes(file))
      .filter((file) => comparison.test(readFileSync(join(SRC, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
