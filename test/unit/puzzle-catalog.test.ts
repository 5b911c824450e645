/**
 * The server's catalog of shipped puzzles (src/server/puzzleCatalog.ts): every shipped line
 * loaded, by id and by game; a folder whose line is damaged refused at start with the file and
 * the line named; an id twice refused.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPuzzleCatalog, puzzleCatalog } from '../../src/server/puzzleCatalog';

const SHIPPED = join(import.meta.dirname, '../../assets/puzzles');
const linesOf = (variant: string) =>
  readFileSync(join(SHIPPED, `${variant}.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line.trim());

/** A folder holding `files` (name → text). */
function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'pw-puzzles-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}

describe('the puzzle catalog', () => {
  it('holds every shipped puzzle, by id and by game', () => {
    const catalog = loadPuzzleCatalog(SHIPPED);
    let size = 0;
    for (const variant of ['parallel-worlds', 'pocket-mutation', 'plunder']) {
      const lines = linesOf(variant);
      size += lines.length;
      expect(catalog.ofGame(variant).map((p) => p.id)).toEqual(
        lines.map((line) => (JSON.parse(line) as { id: string }).id),
      );
      const first = JSON.parse(lines[0]!) as { id: string; rating: number };
      expect(catalog.byId(first.id)).toMatchObject({ variant, rating: first.rating });
    }
    expect(catalog.size).toBe(size);
    expect(catalog.byId('zzzzzz')).toBeUndefined();
    expect(catalog.ofGame('chess')).toEqual([]);
  });

  it.each([
    ['not JSON', '{', 'puzzles: plunder.jsonl line 2: not JSON'],
    ['a bad rating', 'RATING', 'puzzles: plunder.jsonl line 2: puzzle: rating must be'],
    ['another game', 'OTHER', 'puzzles: plunder.jsonl line 2: a puzzle of pocket-mutation'],
  ])('refuses a folder with %s, naming the file and line', (_what, line, message) => {
    const [good] = linesOf('plunder');
    const bad =
      line === 'RATING'
        ? good!.replace(/"rating":\d+/, '"rating":12.5')
        : line === 'OTHER'
          ? linesOf('pocket-mutation')[0]!
          : line;
    const folder = folderWith({ 'plunder.jsonl': `${good}\n${bad}\n` });
    expect(() => loadPuzzleCatalog(folder)).toThrow(message);
  });

  it('reads a game without a file as no puzzles; refuses a missing folder and an id twice', () => {
    const [good] = linesOf('plunder');
    const catalog = loadPuzzleCatalog(folderWith({ 'plunder.jsonl': `${good}\n\n` }));
    expect([catalog.size, catalog.ofGame('parallel-worlds').length]).toEqual([1, 0]);
    expect(() => loadPuzzleCatalog('/nowhere/puzzles')).toThrow('puzzles: no folder');
    const puzzle = catalog.ofGame('plunder')[0]!;
    expect(() => puzzleCatalog([puzzle, puzzle])).toThrow(`the id ${puzzle.id} twice`);
  });
});
