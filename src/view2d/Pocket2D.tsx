/**
 * A Pocket mutation player's pocket beside the flat board: a button (`data-pocket="w"` or `"b"`)
 * showing the pocketed piece or "empty". Choosing one's own man and then this pocket starts a
 * pocketing; choosing the pocket and then a square drops. Pointer input reaches it through the
 * board's shared pointer handling (so a pocketed piece can also be dragged onto the board); the
 * keyboard presses it as a button.
 */
import type { PocketView } from '../game/viewModel';
import { PieceIcon } from './pieceArt';

export interface Pocket2DProps {
  pocket: PocketView;
  selectable: boolean; // the side to move can drop from it
  selected: boolean;
  target: boolean; // the selected man can be lifted into it
  toMove: boolean;
  position: 'top' | 'bottom';
  onKeyboardPick(): void;
  label: string; // the pocket's caption, e.g. 'White’s pocket' (the app's words)
  emptyText: string; // 'empty'
  targetText: string; // 'lift the selected man here' (said when the pocket is a target)
  selectedText: string; // 'selected'
  pieceName: (letter: string) => string; // a piece's name in the app's language
}

export function Pocket2D({
  pocket,
  selectable,
  selected,
  target,
  toMove,
  position,
  onKeyboardPick,
  label,
  emptyText,
  targetText,
  selectedText,
  pieceName,
}: Pocket2DProps) {
  const name = pocket.letter ? pieceName(pocket.letter) : null;
  const caption = label;
  const classes = ['pocket', `pocket-${position}`];
  if (selectable) classes.push('is-selectable');
  if (selected) classes.push('is-selected');
  if (target) classes.push('is-target');
  if (toMove) classes.push('is-to-move');
  const state = target ? ` — ${targetText}` : selected ? ` — ${selectedText}` : '';
  return (
    <button
      type="button"
      className={classes.join(' ')}
      data-pocket={pocket.color === 0 ? 'w' : 'b'}
      aria-label={`${caption}: ${name ?? emptyText}${state}`}
      aria-pressed={selected}
      onClick={(event) => {
        // Pointer presses are handled on pointer down/up by the board; this is the keyboard.
        if (event.detail === 0) onKeyboardPick();
      }}
    >
      {/* The spaces keep the words of the name apart for tools that read the text (label in
          name); in the flex column they take no room. */}
      <span className="pocket-label">{caption}</span>{' '}
      <span className="pocket-slot">
        {pocket.letter ? (
          <PieceIcon letter={pocket.letter} size="100%" className="pocket-piece" />
        ) : (
          <span className="pocket-empty">{emptyText}</span>
        )}
        {target && <span className="pocket-target-mark" aria-hidden="true" />}
      </span>{' '}
      <span className="pocket-name">{name ?? '\u00a0'}</span>
    </button>
  );
}
