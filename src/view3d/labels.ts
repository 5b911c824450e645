/**
 * The 3D view's own words (toolbar, canvas label) in the app's two languages.
 * Kept beside the view so that the view brings its words with it; the language itself is the
 * player's setting.
 */
import type { CameraPresetName } from './layout';

export interface Labels {
  toolbar: string;
  camera: string;
  presets: Record<CameraPresetName, string>;
  presetNames: Record<CameraPresetName, string>; // spoken names; each contains the visible text
  reset: string;
  focus: string;
  allLevels: string;
  level(level: number): string;
  levelName(level: number): string; // 'Level 2'
  where(level: number, square: string): string; // the hover card's line: 'Level 2 · 2c6'
  gap: string;
  turnToMover: string;
  canvas: string;
}

const EN: Labels = {
  toolbar: '3D view',
  camera: 'View',
  presets: { white: 'White', black: 'Black', 'three-quarter': '¾', map: 'Map' },
  presetNames: {
    white: 'White: view from White’s side',
    black: 'Black: view from Black’s side',
    'three-quarter': '¾: three-quarter view',
    map: 'Map: the three levels side by side, from above',
  },
  reset: 'Reset',
  focus: 'Level',
  allLevels: 'All',
  level: (level) => `Focus level ${level + 1}`,
  levelName: (level) => `Level ${level + 1}`,
  where: (level, square) => `Level ${level + 1} · ${square}`,
  gap: 'Gap',
  turnToMover: 'Turn to mover',
  canvas:
    'Three boards stacked in 3D. Click a man to see its moves, then a marked square to move; drag to turn the view, scroll to zoom.',
};

const RU: Labels = {
  toolbar: 'Трёхмерный вид',
  camera: 'Вид',
  presets: { white: 'Белые', black: 'Чёрные', 'three-quarter': '¾', map: 'Карта' },
  presetNames: {
    white: 'Белые: вид со стороны белых',
    black: 'Чёрные: вид со стороны чёрных',
    'three-quarter': '¾: вид в три четверти',
    map: 'Карта: три уровня рядом, сверху',
  },
  reset: 'Сброс',
  focus: 'Уровень',
  allLevels: 'Все',
  level: (level) => `Выделить уровень ${level + 1}`,
  levelName: (level) => `Уровень ${level + 1}`,
  where: (level, square) => `Уровень ${level + 1} · ${square}`,
  gap: 'Зазор',
  turnToMover: 'Поворот к ходящему',
  canvas:
    'Три доски одна над другой в 3D. Щёлкните фигуру, чтобы увидеть её ходы, затем отмеченное поле; тяните, чтобы повернуть вид, колесо — масштаб.',
};

export const labelsFor = (language: string): Labels => (language === 'ru' ? RU : EN);
