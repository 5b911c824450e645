/**
 * The accessible label of one square of the flat board: its name, the man on it (with his vest),
 * whether it is selected and what kind of target it is.
 */
import type { ManView, TargetView } from '../game/viewModel';
import { pieceGuide } from './pieceArt';

const SIDE_NAMES = ['white', 'black'] as const;

/** The label a screen reader speaks for a square, e.g. `e4, white knight, target: capture`. */
export function describeSquare(
  name: string,
  man: ManView | undefined,
  target: TargetView | undefined,
  selected: boolean,
): string {
  const parts = [name];
  if (man) {
    const vest = man.vest ? ` wearing a ${pieceGuide(man.vest).name.toLowerCase()} vest` : '';
    parts.push(`${SIDE_NAMES[man.color]} ${pieceGuide(man.letter).name.toLowerCase()}${vest}`);
  }
  if (selected) parts.push('selected');
  if (target) parts.push(`target: ${target.kind}`);
  return parts.join(', ');
}
