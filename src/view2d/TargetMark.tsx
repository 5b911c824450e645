/**
 * The mark on a target square of the flat board, by the target's kind: a quiet dot for a move, a
 * ring for a capture (both dark, with a pale edge for the dark squares), a diamond in the vest's colour for a move only the vest allows, a faint
 * ghost of the pocketed piece for a drop, a small battlement for castling, and a chevron (up or
 * down, in the tint of the level it comes from) for a move between levels.
 */
import type { BoardView, ManView, TargetView } from '../game/viewModel';
import { LEVEL_TINTS, vestColor } from './colors';
import { PieceShape } from './pieceArt';

/** The mark drawn on `target`'s square (`man`: who stands there; `selectedMan`: who moves). */
export function TargetMark({
  target,
  man,
  view,
  selectedMan,
}: {
  target: TargetView;
  man: ManView | undefined;
  view: BoardView;
  selectedMan: ManView | undefined;
}) {
  switch (target.kind) {
    case 'move':
      return <circle className="mark mark-move" cx="50" cy="50" r="15" />;
    case 'capture':
      return (
        <g className="mark">
          <circle className="mark-capture-rim" cx="50" cy="50" r="44" />
          <circle className="mark-capture" cx="50" cy="50" r="44" />
        </g>
      );
    case 'vest': {
      const color = vestColor(selectedMan?.vest ?? 'P');
      return man ? (
        <path
          className="mark mark-vest mark-vest-capture"
          d="M50 5 L95 50 L50 95 L5 50 Z"
          stroke={color.fill}
        />
      ) : (
        <path className="mark mark-vest" d="M50 31 L69 50 L50 69 L31 50 Z" fill={color.fill} />
      );
    }
    case 'drop': {
      const pocket = view.pockets.find((p) => p.color === view.turn);
      return pocket?.letter ? (
        <g className="mark mark-drop">
          <g transform="translate(22 20) scale(0.56)">
            <PieceShape letter={pocket.letter} />
          </g>
        </g>
      ) : (
        <circle className="mark mark-move" cx="50" cy="50" r="15" />
      );
    }
    case 'castle':
      return (
        <g className="mark mark-castle">
          <circle cx="50" cy="50" r="24" />
          <path d="M36 62 L36 38 L42 38 L42 44 L47 44 L47 38 L53 38 L53 44 L58 44 L58 38 L64 38 L64 62 Z" />
        </g>
      );
    case 'level': {
      const from = target.origin?.level ?? 0;
      return (
        <g className="mark mark-level" style={{ ['--from-tint' as string]: LEVEL_TINTS[from] }}>
          <circle cx="50" cy="50" r="31" />
          <path d={target.facts.levelUp ? 'M35 58 L50 41 L65 58' : 'M35 42 L50 59 L65 42'} />
        </g>
      );
    }
    case 'pocket':
      return null;
  }
}
