/**
 * The level buttons of a 3D toolbar (All · 1 · 2 · 3, each in its level's tint): which level is
 * in focus, shared by the game's 3D view and the position editor's 3D board.
 */
import type { CSSProperties } from 'react';
import { LEVEL_TINTS } from './layout';
import type { Labels } from './labels';

export function LevelFocus({
  focus,
  onFocus,
  labels,
}: {
  focus: number | null; // the focused level (0-based), null: all
  onFocus: (level: number | null) => void;
  labels: Labels;
}) {
  return (
    <div className="view3d-group" role="group" aria-label={labels.focus}>
      <span className="view3d-group-label" aria-hidden="true">
        {labels.focus}
      </span>
      <button
        type="button"
        className="view3d-button"
        aria-pressed={focus === null}
        onClick={() => onFocus(null)}
      >
        {labels.allLevels}
      </button>
      {LEVEL_TINTS.map((tint, level) => (
        <button
          key={level}
          type="button"
          className="view3d-button view3d-level"
          aria-pressed={focus === level}
          aria-label={labels.level(level)}
          data-level={level + 1}
          style={{ '--level-tint': tint } as CSSProperties}
          onClick={() => onFocus(focus === level ? null : level)}
        >
          {level + 1}
        </button>
      ))}
    </div>
  );
}
