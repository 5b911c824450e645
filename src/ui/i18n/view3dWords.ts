/**
 * The 3D view's words (`Labels` of src/view3d/labels.ts) in the page's language, from the one
 * catalogue (i18n.ts `view3d.*`): the game page, the presenter's slides and the position editor
 * hand them to the 3D view, which holds no words of its own.
 */
import type { CameraPresetName } from '../../view3d/viewSettings';
import type { Labels } from '../../view3d/labels';
import type { Translator } from './i18n';
import { squareWords } from './squareWords';

const PRESETS: readonly CameraPresetName[] = ['white', 'black', 'three-quarter', 'map'];

/** The 3D view's words in `t`'s language. */
export function view3dLabels(t: Translator): Labels {
  const byPreset = (words: (preset: CameraPresetName) => string) =>
    Object.fromEntries(PRESETS.map((preset) => [preset, words(preset)])) as Record<
      CameraPresetName,
      string
    >;
  return {
    toolbar: t('view3d.toolbar'),
    camera: t('view3d.camera'),
    presets: byPreset((preset) => t(`view3d.preset.${preset}`)),
    presetNames: byPreset((preset) => t(`view3d.presetName.${preset}`)),
    reset: t('view3d.reset'),
    focus: t('view3d.focus'),
    allLevels: t('view3d.allLevels'),
    level: (level) => t('view3d.focusLevel', { n: level + 1 }),
    levelName: (level) => t('view3d.levelName', { n: level + 1 }),
    where: (level, square) => t('view3d.where', { n: level + 1, square }),
    gap: t('view3d.gap'),
    turnToMover: t('view3d.turnToMover'),
    canvas: t('view3d.canvas'),
    keyboard: t('view3d.keyboard'),
    square: squareWords(t),
    // The same words as the page's fallback while the 3D chunk loads: one message for both phases.
    loading: t('page.loading3d'),
  };
}
