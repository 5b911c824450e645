/**
 * The 3D view's toolbar, shared by the game's view and the position editor's: the camera presets
 * (White, Black, ¾, map) and reset, the level in focus, the gap between the boards and turn to
 * mover, all through the view settings (viewSettings.ts), which the rigs follow (CameraRig.tsx).
 */
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { Labels } from './labels';
import { LevelFocus } from './LevelFocus';
import { MAX_GAP, MIN_GAP, type CameraPresetName, type ViewSettings } from './viewSettings';

const PRESETS: readonly CameraPresetName[] = ['white', 'black', 'three-quarter', 'map'];

export function Toolbar({
  settings,
  labels,
}: {
  settings: StoreApi<ViewSettings>;
  labels: Labels;
}) {
  const focus = useStore(settings, (s) => s.focus);
  const gap = useStore(settings, (s) => s.gap);
  const arrangement = useStore(settings, (s) => s.arrangement);
  const preset = useStore(settings, (s) => s.camera.preset);
  const turnToMover = useStore(settings, (s) => s.turnToMover);
  const actions = settings.getState();
  return (
    <div className="view3d-toolbar" role="toolbar" aria-label={labels.toolbar}>
      <div className="view3d-group" role="group" aria-label={labels.camera}>
        <span className="view3d-group-label" aria-hidden="true">
          {labels.camera}
        </span>
        {PRESETS.map((name) => (
          <button
            key={name}
            type="button"
            className="view3d-button"
            aria-pressed={preset === name}
            data-preset={name}
            aria-label={labels.presetNames[name]}
            title={labels.presetNames[name]}
            onClick={() => actions.showPreset(name)}
          >
            {labels.presets[name]}
          </button>
        ))}
        <button type="button" className="view3d-button" onClick={() => actions.reset()}>
          {labels.reset}
        </button>
      </div>
      <LevelFocus focus={focus} onFocus={actions.setFocus} labels={labels} />
      <label className="view3d-group view3d-gap">
        <span className="view3d-group-label">{labels.gap}</span>
        <input
          type="range"
          min={MIN_GAP}
          max={MAX_GAP}
          step={0.1}
          value={gap}
          disabled={arrangement === 'map'}
          onChange={(event) => actions.setGap(Number(event.target.value))}
        />
      </label>
      <label className="view3d-group view3d-check">
        <input
          type="checkbox"
          checked={turnToMover}
          onChange={(event) => actions.setTurnToMover(event.target.checked)}
        />
        <span>{labels.turnToMover}</span>
      </label>
    </div>
  );
}
