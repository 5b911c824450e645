/**
 * The accessible label of one square, as both views speak it: its name, the man on it (with his
 * vest), whether it is selected and what kind of target it is — the flat board's squares carry it
 * (view2d/Square2D) and the 3D view announces its keyboard cursor with it (view3d). The words
 * come from the app's catalogue (`SquareWords`, handed in by the page in its language:
 * ui/i18n/squareWords.ts).
 */
import type { TargetKind } from './staging';
import type { BoardView, ManView, TargetView } from './viewModel';
import { squareView } from './squares';
import type { Color, Square } from '../rules';

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

/** The label of `square` as the board view shows it (its man, selection and target). */
export function describeSquareIn(view: BoardView, square: Square, words: SquareWords): string {
  const selected = view.selected?.kind === 'square' && view.selected.square === square;
  return describeSquare(
    squareView(square, view.levels).name,
    view.men.find((m) => m.square === square),
    view.targets.find((t) => t.at?.square === square),
    selected,
    words,
  );
}
