/**
 * The three boards of Parallel worlds chess drawn as they stand, one above the other: a small
 * oblique (cabinet) projection in SVG, files running left to right and ranks into the depth,
 * level 1 at the bottom, each board edged in its level's tint and labelled, the men drawn upright
 * in the app's piece art. It shows the stack on the rules page without the 3D chunk (three.js is
 * 250 KB); the button under it opens the real 3D board. Drawn from the same view model as the
 * diagrams, so it shows a real position.
 */
import { useMemo } from 'react';
import { LEVEL_TINTS } from '../../view2d/colors';
import { PieceShape } from '../../view2d/pieceArt';
import { diagramView, type DiagramSpec } from '../common/diagramView';

const FILE_STEP = 26; // x per file
const RANK_STEP = 11; // y per rank (the depth, foreshortened)
const SHEAR = 12; // x per rank: the depth leans right
const LEVEL_GAP = 112; // y between levels
const MAN = 24; // a man's height
const LEFT = 26;
const BOTTOM = 2 * LEVEL_GAP + 8 * RANK_STEP + 14;
const WIDTH = LEFT + 8 * FILE_STEP + 8 * SHEAR + 8;
const HEIGHT = BOTTOM + 10;

/** The screen point of a corner (file, rank in 0..8) of a level's board. */
function corner(file: number, rank: number, level: number): [number, number] {
  return [LEFT + file * FILE_STEP + rank * SHEAR, BOTTOM - level * LEVEL_GAP - rank * RANK_STEP];
}

const points = (...corners: Array<[number, number]>) => corners.map((p) => p.join(',')).join(' ');

export default function LevelStack({ spec, label }: { spec: DiagramSpec; label: string }) {
  const view = useMemo(() => diagramView('parallel-worlds', spec), [spec]);
  if ('error' in view) return null;
  return (
    <svg
      className="level-stack"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      data-men={view.men.length}
    >
      {[0, 1, 2].map((level) => (
        <g key={level} className="level-stack-level" data-level={level + 1}>
          <polygon
            className="level-stack-edge"
            points={points(
              corner(0, 0, level),
              corner(8, 0, level),
              corner(8, 8, level),
              corner(0, 8, level),
            )}
            stroke={LEVEL_TINTS[level]}
          />
          {Array.from({ length: 64 }, (_, i) => {
            const file = i % 8;
            const rank = Math.floor(i / 8);
            return (
              <polygon
                key={i}
                className={(file + rank) % 2 ? 'level-stack-light' : 'level-stack-dark'}
                points={points(
                  corner(file, rank, level),
                  corner(file + 1, rank, level),
                  corner(file + 1, rank + 1, level),
                  corner(file, rank + 1, level),
                )}
              />
            );
          })}
          <text
            className="level-stack-number"
            x={8}
            y={BOTTOM - level * LEVEL_GAP - 4 * RANK_STEP + 5}
            fill={LEVEL_TINTS[level]}
          >
            {level + 1}
          </text>
          {view.men
            .filter((man) => man.level === level)
            .sort((a, b) => b.rank - a.rank) // the back rank first: front men stand before it
            .map((man) => {
              const [x, y] = corner(man.file + 0.5, man.rank + 0.5, level);
              return (
                <g
                  key={man.id}
                  transform={`translate(${x - MAN / 2} ${y - MAN + 3}) scale(${MAN / 100})`}
                >
                  <PieceShape letter={man.letter} vest={man.vest} />
                </g>
              );
            })}
        </g>
      ))}
    </svg>
  );
}
