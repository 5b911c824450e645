/**
 * The accessible label of one square of the flat board: its name, the man on it (with his vest),
 * whether it is selected and what kind of target it is. The words come from the app's catalogue
 * (`SquareWords`, handed in by the page in its language: ui/i18n/squareWords.ts).
 */
import type { TargetKind } from '../game/staging';
import type { ManView, TargetView } from '../game/viewModel';
import type { Color } from '../rules';

/** The words of a square's label in one language. */
export interface SquareWords {
  man(color: Color, piece: string, vest: string | null): string; // 'white knight wearing a bishop vest'
  pieceName(letter: string): string; // 'knight' for 'n' (as it stands inside a sentence)
  selected: string; // 'selected'
  board(level: number | null): string; // a board's name: 'Level 1 · bottom board', 'Board' (flat)
  target(kind: TargetKind): string; // 'target: capture'
}

/** The label a screen reader speaks for a square, e.g. `e4, white knight, target: capture`. */
export function describeSquare(
  name: string,
  man: ManView | undefined,
  target: TargetView | undefined,
  selected: boolean,
  words: SquareWords,
): string {
  const parts = [name];
  if (man) {
    const vest = man.vest ? words.pieceName(man.vest) : null;
    parts.push(words.man(man.color, words.pieceName(man.letter), vest));
  }
  if (selected) parts.push(words.selected);
  if (target) parts.push(words.target(target.kind));
  return parts.join(', ');
}
