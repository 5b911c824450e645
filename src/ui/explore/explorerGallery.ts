/**
 * What the explorer's gallery lists and how it names a man: a game's entries in rows (pocket
 * classes, the standard men, the vested men or the level topics), and a man's name with his
 * vest. Apart from the page because the index (every game's gallery) and a game's explorer both
 * use it, and the man's heading too.
 */
import { gameById } from '../../rules';
import type { GameId } from '../common/games';
import { translator } from '../i18n/i18n';
import { pieceName } from '../i18n/pieceWords';
import type { GalleryRow } from '../rules/PieceGallery';
import { entriesOf, entryRoute, type ExplorerEntry } from './explorerEntries';
import type { ExplorerText } from './explorerText';

/** The gallery rows of a game's entries, with the one shown marked. */
export function galleryRows(
  game: GameId,
  current: ExplorerEntry | null,
  text: ExplorerText,
): GalleryRow[] {
  const rows = new Map<number, GalleryRow & { items: GalleryRow['items'][number][] }>();
  for (const entry of entriesOf(game)) {
    const rules = gameById(game)!;
    const title = rules.pockets
      ? entry.group > 8
        ? text('king')
        : text('classN', { n: entry.group })
      : entry.group === 0
        ? text('standard')
        : rules.vests
          ? text('vested')
          : text('topics');
    const row = rows.get(entry.group) ?? { title, items: [] };
    rows.set(entry.group, row);
    row.items.push({
      key: entry.key,
      letter: entry.letter,
      vest: entry.vest,
      name: entryName(entry, text),
      to: entryRoute(game, entry),
      current: entry === current,
    });
  }
  return [...rows.values()];
}

/** An entry's name: its topic's, or the man's (with its vest). */
function entryName(entry: ExplorerEntry, text: ExplorerText): string {
  if (entry.topic) return entry.topic[text.language].name;
  return manName(entry.letter, entry.vest, text);
}

export function manName(letter: string, vest: string | null, text: ExplorerText): string {
  const t = translator(text.language);
  const name = pieceName(t, letter);
  if (!vest) return name;
  const vestName = pieceName(t, vest);
  return text('wearing', {
    piece: name,
    vest: text.language === 'en' ? vestName.toLowerCase() : vestName,
  });
}
