/**
 * The level badges of the flat board: on the selected man's square the levels he can move to,
 * and on both ends of a last move between levels a chevron toward the other end's level.
 */
import { LEVEL_TINTS } from './colors';

/** A pill with a chevron and a level number: "goes up to 2", "came down from 3". */
function LevelBadge({
  up,
  number,
  tint,
  y,
}: {
  up: boolean;
  number: number;
  tint: string;
  y: number;
}) {
  return (
    <g
      className="level-badge"
      transform={`translate(70 ${y})`}
      style={{ ['--badge-tint' as string]: tint }}
    >
      <rect x="-27" y="-17" width="54" height="34" rx="17" />
      <path d={up ? 'M-18 5 L-10 -5 L-2 5' : 'M-18 -5 L-10 5 L-2 -5'} />
      <text x="11" y="9.5" textAnchor="middle">
        {number}
      </text>
    </g>
  );
}

/** On the selected man's square: the levels it can move to. */
export function LevelExits({ exits, level }: { exits: readonly number[]; level: number }) {
  return (
    <g className="level-exits">
      {[...new Set(exits)].map((delta) => (
        <LevelBadge
          key={delta}
          up={delta > 0}
          number={level + delta + 1}
          tint={LEVEL_TINTS[level + delta]!}
          y={delta > 0 ? 20 : 80}
        />
      ))}
    </g>
  );
}

/** On both ends of a last move between levels: a chevron toward the other end's level. */
export function LevelTag({ otherLevel, level }: { otherLevel: number; level: number }) {
  return (
    <g className="level-tag">
      <LevelBadge
        up={otherLevel > level}
        number={otherLevel + 1}
        tint={LEVEL_TINTS[otherLevel]!}
        y={20}
      />
    </g>
  );
}
