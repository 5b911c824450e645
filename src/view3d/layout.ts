/**
 * Where things stand in the 3D scene, as pure functions of the board's coordinates and a few view
 * settings, so they are tested without WebGL and the 2D view can mirror them.
 *
 * World units: one square is 1 wide. Files a..h run along +x, ranks 1..8 along -z (White sits on
 * the +z side), levels rise along +y. Two arrangements share one formula, blended by `spread`:
 * the stack (spread 0: boards above each other, `gap` apart) and the map (spread 1: boards side
 * by side on the floor, level 1 on the left, seen from above). Blending lets the scene glide
 * between them.
 */

export type Vec3 = readonly [number, number, number];

export const SQUARE_SIZE = 1;
export const BOARD_SIZE = 8 * SQUARE_SIZE;
/** Width of the frame around each board, on which the coordinates and the level number sit. */
export const FRAME_WIDTH = 0.62;
/** Thickness of a square (a thin tile) and of the frame. */
export const SQUARE_THICKNESS = 0.08;
export const FRAME_THICKNESS = 0.14;

export const MIN_GAP = 3;
export const DEFAULT_GAP = 4.6;
export const MAX_GAP = 7;
/** Distance between the centres of two boards laid side by side in the map. */
export const MAP_SPACING = BOARD_SIZE + 2 * FRAME_WIDTH + 0.9;

export interface Layout {
  readonly gap: number; // height between two levels in the stack, e.g. 3.4
  readonly spread: number; // 0 stacked … 1 side by side (the map), e.g. 0
}

export const DEFAULT_LAYOUT: Layout = { gap: DEFAULT_GAP, spread: 0 };

/** Keeps a gap inside the limits the scene is built for. */
export const clampGap = (gap: number): number => Math.min(MAX_GAP, Math.max(MIN_GAP, gap));

/** Centre of the top of the board of `level` (0-based) in a game with `levels` levels. */
export function levelOrigin(level: number, levels: number, layout: Layout): Vec3 {
  const { gap, spread } = layout;
  const x = spread * (level - (levels - 1) / 2) * MAP_SPACING;
  return [x, level * gap * (1 - spread), 0];
}

/** Position of a square (relative to its level's origin). */
export function squareOffset(file: number, rank: number): Vec3 {
  return [(file - 3.5) * SQUARE_SIZE, 0, (3.5 - rank) * SQUARE_SIZE];
}

/** Centre of the top face of a square, in world coordinates: where a man stands. */
export function squareToWorld(
  level: number,
  file: number,
  rank: number,
  layout: Layout,
  levels = 3,
): Vec3 {
  const [ox, oy, oz] = levelOrigin(level, levels, layout);
  const [sx, , sz] = squareOffset(file, rank);
  return [ox + sx, oy, oz + sz];
}

/** Middle of the stack (or of the map), the point the camera looks at. */
export function stackCentre(levels: number, layout: Layout): Vec3 {
  return [0, ((levels - 1) * layout.gap * (1 - layout.spread)) / 2, 0];
}

/**
 * Opacity of the upper boards in the stack when no level is focused: nearly clear glass, so a
 * man below is seen as below (on its own board's colour, on its level-coloured base) rather than
 * as a ghost standing on the glass.
 */
export const GLASS_OPACITY = 0.3;

/**
 * Opacity of the squares of a level. In the stack the bottom board is solid and the boards above
 * are translucent so the men below show through; a focused level is (nearly) solid and the others
 * fade out. Laid out as a map (`spread` 1) nothing lies below any board, so all are solid.
 */
export function levelOpacity(level: number, focus: number | null, spread = 0): number {
  if (focus !== null && level !== focus) return 0.16;
  const stacked = level === 0 ? 1 : focus === null ? GLASS_OPACITY : 0.88;
  return stacked + (1 - stacked) * spread;
}

/** Brightness factor of the men of a level: dimmed when another level is focused. */
export function manBrightness(level: number, focus: number | null): number {
  return focus === null || level === focus ? 1 : 0.32;
}

/** Level tints, the same as the 2D board's (src/game/levelTints.ts). */
export { LEVEL_TINTS } from '../game/levelTints';

export type CameraPresetName = 'white' | 'black' | 'map' | 'three-quarter';

export interface CameraPose {
  readonly position: Vec3;
  readonly target: Vec3;
}

/** Vertical field of view of the camera, in degrees. */
export const CAMERA_FOV = 38;

/** The corners of the boards' outer frames (the box the camera must keep in view). */
export function stackCorners(levels: number, layout: Layout): Vec3[] {
  const half = BOARD_SIZE / 2 + FRAME_WIDTH;
  const corners: Vec3[] = [];
  for (const level of [0, levels - 1]) {
    const [ox, oy, oz] = levelOrigin(level, levels, layout);
    for (const [dx, dz] of [
      [-half, -half],
      [half, -half],
      [-half, half],
      [half, half],
    ] as const)
      corners.push([ox + dx, oy + (level === 0 ? -FRAME_THICKNESS : 1.1), oz + dz]);
  }
  return corners;
}

const normalise = (v: Vec3): Vec3 => {
  const length = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / length, v[1] / length, v[2] / length];
};
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/**
 * Projects a point for a camera at `eye` looking at `target` (up is +y): normalised device
 * coordinates x, y in -1..1 when on screen, and the depth in front of the camera.
 */
export function projectPoint(
  point: Vec3,
  eye: Vec3,
  target: Vec3,
  aspect: number,
): { x: number; y: number; depth: number } {
  const forward = normalise([target[0] - eye[0], target[1] - eye[1], target[2] - eye[2]]);
  const right = normalise(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  const v: Vec3 = [point[0] - eye[0], point[1] - eye[1], point[2] - eye[2]];
  const depth = dot(v, forward);
  const vertical = Math.tan(((CAMERA_FOV / 2) * Math.PI) / 180);
  return {
    x: dot(v, right) / (depth * vertical * aspect),
    y: dot(v, up) / (depth * vertical),
    depth,
  };
}

/** The nearest distance along `direction` from `target` at which every point fits `margin`. */
export function fittingDistance(
  points: readonly Vec3[],
  target: Vec3,
  direction: Vec3,
  aspect: number,
  margin = 0.9,
): number {
  const unit = normalise(direction);
  const fits = (distance: number) => {
    const eye: Vec3 = [
      target[0] + unit[0] * distance,
      target[1] + unit[1] * distance,
      target[2] + unit[2] * distance,
    ];
    return points.every((p) => {
      const { x, y, depth } = projectPoint(p, eye, target, aspect);
      return depth > 0.5 && Math.abs(x) <= margin && Math.abs(y) <= margin;
    });
  };
  let low = 2;
  let high = 200;
  for (let i = 0; i < 40; i++) {
    const middle = (low + high) / 2;
    if (fits(middle)) high = middle;
    else low = middle;
  }
  return high;
}

/**
 * Elevation of the side views above the horizon, in degrees: steep enough that every board shows
 * as a board (not edge-on) and each level's men stand clear of the level above.
 */
export const SIDE_ELEVATION = 36;
/** The map looks down steeply, yet not straight down, so that the men keep their silhouettes. */
export const MAP_ELEVATION = 58;

/**
 * Where the camera stands for a preset, for a given stack and canvas aspect (width / height),
 * as close as it can while the whole stack stays in view. The sides look down at 36° so that,
 * with the default gap, every level shows beside the one above it; the three-quarter view looks
 * from White's right; the map looks steeply down on the boards laid side by side (from Black's
 * side when `side` is 1).
 */
export function cameraPose(
  name: CameraPresetName,
  levels: number,
  layout: Layout,
  aspect = 1.6,
  side: 0 | 1 = 0,
): CameraPose {
  const target = stackCentre(levels, layout);
  const corners = stackCorners(levels, layout);
  const along = (azimuth: number, elevation: number): CameraPose => {
    const a = (azimuth * Math.PI) / 180;
    const e = (elevation * Math.PI) / 180;
    const direction: Vec3 = [Math.sin(a) * Math.cos(e), Math.sin(e), Math.cos(a) * Math.cos(e)];
    const distance = fittingDistance(corners, target, direction, aspect);
    return {
      target,
      position: [
        target[0] + direction[0] * distance,
        target[1] + direction[1] * distance,
        target[2] + direction[2] * distance,
      ],
    };
  };
  switch (name) {
    case 'white':
      return along(0, SIDE_ELEVATION);
    case 'black':
      return along(180, SIDE_ELEVATION);
    case 'three-quarter':
      return along(42, SIDE_ELEVATION + 2);
    case 'map':
      return along(side === 0 ? 0 : 180, MAP_ELEVATION);
  }
}

/** Distance limits of the orbit camera from its target. */
export const MIN_DISTANCE = 8;
export const MAX_DISTANCE = 70;

/** An axis-aligned box in world units. */
export interface Box {
  readonly min: Vec3;
  readonly max: Vec3;
}

/** The bounding box of the boards and the men on them (the stack, or the map's three boards). */
export function stackBox(levels: number, layout: Layout): Box {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  const half = BOARD_SIZE / 2 + FRAME_WIDTH;
  for (let level = 0; level < levels; level++) {
    const [ox, oy, oz] = levelOrigin(level, levels, layout);
    const lows = [ox - half, oy - FRAME_THICKNESS, oz - half];
    const highs = [ox + half, oy + 1.1, oz + half];
    for (let i = 0; i < 3; i++) {
      min[i] = Math.min(min[i]!, lows[i]!);
      max[i] = Math.max(max[i]!, highs[i]!);
    }
  }
  return { min: min as unknown as Vec3, max: max as unknown as Vec3 };
}

/** Whether a point lies inside a box grown by `margin` on every side. */
export function insideBox(point: Vec3, box: Box, margin = 0): boolean {
  return point.every((v, i) => v > box.min[i]! - margin && v < box.max[i]! + margin);
}

/** Radius, azimuth (radians, 0 on White's side +z, growing towards +x) and elevation of a pose. */
export function orbitOf(pose: CameraPose): { radius: number; azimuth: number; elevation: number } {
  const dx = pose.position[0] - pose.target[0];
  const dy = pose.position[1] - pose.target[1];
  const dz = pose.position[2] - pose.target[2];
  const radius = Math.hypot(dx, dy, dz);
  return { radius, azimuth: Math.atan2(dx, dz), elevation: Math.asin(dy / Math.max(radius, 1e-9)) };
}

/** The lowest a camera may go: this far above the floor under the stack. */
const FLOOR_CLEARANCE = 0.6;
/** How far the camera keeps from the stack's box while it swings. */
const BOX_CLEARANCE = 0.8;

/**
 * A point `t` (0..1) of the way along the camera's swing from one pose to another. The camera
 * does not cut across in a straight line (from White's side to Black's that would pass through
 * the stack): it orbits round the moving target, blending radius, azimuth (the short way round;
 * a half turn goes by White's right) and elevation, and where that would still enter the box (or
 * sink below its floor) it backs away along its line of sight until it is clear.
 */
export function orbitPath(from: CameraPose, to: CameraPose, t: number, box: Box): CameraPose {
  const mix = (a: number, b: number) => a + (b - a) * t;
  const target: Vec3 = [
    mix(from.target[0], to.target[0]),
    mix(from.target[1], to.target[1]),
    mix(from.target[2], to.target[2]),
  ];
  if (t >= 1) return to;
  const a = orbitOf(from);
  const b = orbitOf(to);
  let turn = b.azimuth - a.azimuth;
  while (turn > Math.PI + 1e-6) turn -= 2 * Math.PI;
  while (turn <= -Math.PI + 1e-6) turn += 2 * Math.PI;
  const azimuth = a.azimuth + turn * t;
  const floor = box.min[1] + FLOOR_CLEARANCE;
  let radius = mix(a.radius, b.radius);
  let elevation = mix(a.elevation, b.elevation);
  const at = (r: number): Vec3 => [
    target[0] + r * Math.cos(elevation) * Math.sin(azimuth),
    target[1] + r * Math.sin(elevation),
    target[2] + r * Math.cos(elevation) * Math.cos(azimuth),
  ];
  if (at(radius)[1] < floor) elevation = Math.asin(Math.min(1, (floor - target[1]) / radius));
  for (let i = 0; i < 200 && insideBox(at(radius), box, BOX_CLEARANCE); i++) radius += 0.25;
  return { position: at(radius), target };
}

/**
 * The camera re-fitted to a changed layout (a wider or narrower gap, another canvas shape): it
 * keeps its direction and looks at the new stack centre from the nearest distance at which the
 * whole stack fits.
 */
export function refitPose(
  pose: CameraPose,
  levels: number,
  layout: Layout,
  aspect: number,
): CameraPose {
  const target = stackCentre(levels, layout);
  const direction: Vec3 = [
    pose.position[0] - pose.target[0],
    pose.position[1] - pose.target[1],
    pose.position[2] - pose.target[2],
  ];
  const unit = normalise(direction);
  const distance = fittingDistance(stackCorners(levels, layout), target, unit, aspect);
  return {
    target,
    position: [
      target[0] + unit[0] * distance,
      target[1] + unit[1] * distance,
      target[2] + unit[2] * distance,
    ],
  };
}
