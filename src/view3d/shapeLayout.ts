/**
 * Where a drawn arrow runs in the 3D scene, as pure functions of world points (tested without
 * WebGL). An arrow between two squares of one level lies flat on that board, just above it; an
 * arrow from one level to another is an arc that bows away from the straight line, sideways to
 * White's right of its run and a little up, so that it shows as a curve from White's and Black's
 * side and from above (the map) alike, and reads at a glance as a leap between boards, never as
 * a line through the glass.
 */
import type { Vec3 } from './layout';

/**
 * How high a flat arrow floats above its board, and how long the arrowhead is (in squares): long
 * enough that an arc's head, seen from above as it comes down onto its board (the map), still
 * shows as a point and not as a blob at the shaft's end.
 */
export const ARROW_LIFT = 0.09;
export const HEAD_LENGTH = 0.8;

/** How far an arc between levels bows, for a jump of `length`. */
const arcBow = (length: number): number => Math.min(3.2, Math.max(1, length * 0.28));

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const len = (v: Vec3): number => Math.hypot(v[0], v[1], v[2]);
const scale = (v: Vec3, k: number): Vec3 => [v[0] * k, v[1] * k, v[2] * k];
const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];

/** The unit direction an arc between `from` and `to` bows in (perpendicular to the chord). */
export function bowDirection(from: Vec3, to: Vec3): Vec3 {
  const chord = sub(to, from);
  const length = len(chord) || 1;
  const d = scale(chord, 1 / length);
  // Sideways, across the chord's run over the floor (to White's right, +x, for a run along a
  // file or none at all), and a little up.
  const run = Math.hypot(d[0], d[2]);
  let across: Vec3 = run < 0.15 ? [1, 0, 0] : [-d[2] / run, 0, d[0] / run];
  if (across[0] < -1e-9 || (Math.abs(across[0]) < 1e-9 && across[2] < 0))
    across = scale(across, -1);
  const base: Vec3 = [across[0], 0.6, across[2]];
  const dot = base[0] * d[0] + base[1] * d[1] + base[2] * d[2];
  const perpendicular = sub(base, scale(d, dot));
  return scale(perpendicular, 1 / (len(perpendicular) || 1));
}

/**
 * The points an arrow's shaft runs through (from the start square to the base of its head) and
 * the head's tip and direction, for an arrow from `from` to `to` (square centres, on the board's
 * top); `between` tells an arc between levels from a flat arrow on one board.
 */
export function arrowPoints(
  from: Vec3,
  to: Vec3,
  between: boolean,
  segments = 32,
): { shaft: Vec3[]; tip: Vec3; direction: Vec3 } {
  const lift: Vec3 = [0, ARROW_LIFT, 0];
  const a = add(from, lift);
  const b = add(to, lift);
  const chord = sub(b, a);
  const bow = between ? arcBow(len(chord)) : 0;
  const side = bowDirection(a, b);
  const at = (s: number): Vec3 =>
    add(add(a, scale(chord, s)), scale(side, bow * Math.sin(Math.PI * s)));
  const points = Array.from({ length: segments + 1 }, (_, i) => at(i / segments));
  // The head covers the last HEAD_LENGTH of the way: the shaft stops where that begins.
  let index = points.length - 1;
  while (index > 1 && len(sub(points[index]!, b)) < HEAD_LENGTH) index--;
  const base = points[index]!;
  const toward = sub(b, base);
  const direction = scale(toward, 1 / (len(toward) || 1));
  return { shaft: points.slice(0, index + 1), tip: b, direction };
}
