/**
 * The 3D view's settings (view3d/viewSettings.ts: camera preset, gap, focused level, turn to
 * mover, animation speed) as a page keeps them. The page owns them as it owns the game store, so
 * that no view writes a store: View3D reads them, and what its camera does by itself (turn to
 * mover) it reports through `onFacing`, which notes the preset here. `remember` keeps the choices
 * in the browser's storage (a game's board); without it they are the page's alone (the editor's).
 * The speed follows the player's animation setting, off when the system asks for less motion.
 */
import { useEffect, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { browserStorage } from '../../game/browserStorage';
import { useSettings } from '../../game/settings';
import {
  createViewSettings,
  prefersReducedMotion,
  type CameraPresetName,
  type ViewSettings,
} from '../../view3d/viewSettings';

export interface View3DSettings {
  settings: StoreApi<ViewSettings>; // passed to View3D as `settings`
  onFacing: (preset: CameraPresetName) => void; // passed to View3D as `onFacing`
}

export function useView3DSettings(remember: boolean): View3DSettings {
  const animation = useSettings((state) => state.animation);
  const [reducedMotion] = useState(prefersReducedMotion);
  const speed = reducedMotion ? 'off' : animation;
  const [kept] = useState(() => {
    const settings = createViewSettings({
      speed,
      storage: remember ? browserStorage() : undefined,
    });
    return { settings, onFacing: settings.getState().face };
  });
  useEffect(() => kept.settings.getState().setSpeed(speed), [kept, speed]);
  return kept;
}
