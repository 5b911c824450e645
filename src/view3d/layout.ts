/**
 * Where things stand in the 3D scene, as pure functions of the board's coordinates and a few view
 * settings, so they are tested without WebGL and the 2D view can mirror them.
 *
 * World units: one square is 1 wide. Files a..h run along +x, ranks 1..8 along -z (White sits on
 * the +z side), levels rise along +y. Two arrangements share one formula, blended by `spread`:
 * the stack (spread 0: each level `gap` above the one below) and the map (spread 1: boards side
 * by side on the floor, level 1 on the left, seen from above). Blending lets the scene glide
 * between them.
 *
 * The stack is a staircase that faces the viewer, so that no board hides or overlaps another on
 * screen from any side: a board straight above another always projects onto it (a board 9.24
 * deep seen from 40° needs a gap of 7.7 to clear the one below, and then the stack no longer fits
 * a laptop's canvas). Each level steps `gap` up and, in the viewer's frame (`facing`, the
 * camera's azimuth), either one board sideways (`stair` 0, the row: level 1 on the viewer's left,
 * level 3 on the right and highest — for a wide canvas) or back just far enough to clear the one
 * below (`stair` 1, the tower: level 3 on top and furthest — for a tall canvas, a phone). The
 * boards keep their orientation (White's side at +z); only their places turn with the viewer.
 */
import type { ViewerSide } from '../game/boardKeys';
import { DEFAULT_GAP, type CameraPresetName } from './viewSettings';

export type Vec3 = readonly [number, number, number];

const SQUARE_SIZE = 1;
export const BOARD_SIZE = 8 * SQUARE_SIZE;
/** Width of the frame around each board, on which the coordinates and the level number sit. */
export const FRAME_WIDTH = 0.4;
/** Thickness of a square (a thin tile) and of the frame. */
export const SQUARE_THICKNESS = 0.08;
export const FRAME_THICKNESS = 0.14;

/** Distance between the centres of two boards laid side by side in the map. */
export const MAP_SPACING = BOARD_SIZE + 2 * FRAME_WIDTH + 0.9;
/** Distance between the centres of two neighbouring boards in the row (`stair` 0). */
export const ROW_SPACING = BOARD_SIZE + 2 * FRAME_WIDTH + 0.8;

export interface Layout {
  readonly gap: number; // height between two levels in the stack, e.g. 3.4
  readonly spread: number; // 0 stacked … 1 side by side (the map), e.g. 0
  readonly stair: number; // 0 the row (levels step sideways) … 1 the tower (levels step back)
  readonly facing: number; // azimuth of the viewer, radians (0: White's side, π: Black's)
}

export const DEFAULT_LAYOUT: Layout = { gap: DEFAULT_GAP, spread: 0, stair: 0, facing: 0 };

/** The staircase for a canvas of this shape (width / height): the row when wide, else the tower. */
export const stairFor = (aspect: number): number => (aspect >= 1 ? 0 : 1);

/** Elevation of the side views in the row and in the tower, in degrees. */
export const ROW_ELEVATION = 50;
export const TOWER_ELEVATION = 36;
/** Height of the tallest man above his board, in world units (the king, with a little room). */
const MAN_TOP = 1.5;

/**
 * How far each level of the row steps back: as far as it rises, seen from the row's elevation,
 * brings it nearer the eye, so every board is as far from the camera as the others and drawn
 * the same size.
 */
export function rowSetback(gap: number): number {
  return gap * Math.tan((ROW_ELEVATION * Math.PI) / 180);
}

/**
 * How far each level of the tower steps back from the one below: just enough that, seen from the
 * tower's elevation, its near edge clears the far edge of the board below and the heads of the
 * men on that board's back rank.
 */
export function towerSetback(gap: number): number {
  const e = (TOWER_ELEVATION * Math.PI) / 180;
  const depth = BOARD_SIZE + 2 * FRAME_WIDTH;
  const room = depth * Math.sin(e) + (MAN_TOP + 0.3) * Math.cos(e);
  return Math.max(0, (room - gap * Math.cos(e)) / Math.sin(e));
}

/** Centre of the top of the board of `level` (0-based) in a game with `levels` levels. */
export function levelOrigin(level: number, levels: number, layout: Layout): Vec3 {
  const { gap, spread, stair, facing } = layout;
  const step = level - (levels - 1) / 2; // -1, 0, 1 for three levels
  const stacked = 1 - spread;
  const aside = step * (1 - stair) * ROW_SPACING * stacked; // towards the viewer's right
  const setback = (1 - stair) * rowSetback(gap) + stair * towerSetback(gap);
  const back = step * setback * stacked; // away from the viewer
  const sin = Math.sin(facing);
  const cos = Math.cos(facing);
  const x = spread * step * MAP_SPACING + aside * cos - back * sin;
  const z = -aside * sin - back * cos;
  return [x, level * gap * stacked, z];
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

/** The stack's layout with the viewer at `azimuth` (radians). */
export const facingFrom = (layout: Layout, azimuth: number): Layout =>
  layout.facing === azimuth ? layout : { ...layout, facing: azimuth };

/**
 * The side of the boards a viewer at `azimuth` (radians, the layout's `facing`) looks from, to the
 * nearest quarter turn: 0 White's side, 1 beyond the h-file, 2 Black's side, 3 beyond the a-file
 * (the keyboard's arrows follow it, game/boardKeys.ts).
 */
export function viewerSideOf(azimuth: number): ViewerSide {
  const quarters = Math.round(azimuth / (Math.PI / 2));
  return (((quarters % 4) + 4) % 4) as ViewerSide;
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

export interface CameraPose {
  readonly position: Vec3;
  readonly target: Vec3;
}

/**
 * Vertical field of view of the camera, in degrees: a long lens seen from afar, so that the far
 * ranks and the highest level are drawn nearly as large as the near ones.
 */
export const CAMERA_FOV = 18;

/**
 * What the camera must keep in view: the corners of every board's frame, and the heads of the
 * men standing on its corner squares.
 */
export function stackCorners(levels: number, layout: Layout): Vec3[] {
  const half = BOARD_SIZE / 2 + FRAME_WIDTH;
  const heads = BOARD_SIZE / 2 - 0.5;
  const corners: Vec3[] = [];
  for (let level = 0; level < levels; level++) {
    const [ox, oy, oz] = levelOrigin(level, levels, layout);
    for (const [sx, sz] of [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ] as const) {
      corners.push([ox + sx * half, oy - FRAME_THICKNESS, oz + sz * half]);
      corners.push([ox + sx * heads, oy + MAN_TOP, oz + sz * heads]);
    }
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
function fittingDistance(
  points: readonly Vec3[],
  target: Vec3,
  direction: Vec3,
  aspect: number,
  margin = 0.97,
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

/** Elevation of the side views for a staircase (`stair` 0 the row … 1 the tower), in degrees. */
export const sideElevation = (stair: number): number =>
  ROW_ELEVATION + (TOWER_ELEVATION - ROW_ELEVATION) * stair;
/** The map looks down steeply, yet not straight down, so that the men keep their silhouettes. */
export const MAP_ELEVATION = 58;

/**
 * Where the camera stands for a preset, for a given stack and canvas aspect (width / height),
 * as close as it can while the whole stack stays in view (the staircase turned to face it). The
 * sides look down at the staircase's elevation, steep enough that every square is deep enough to
 * aim at; the three-quarter view looks from White's right; the map looks steeply down on the
 * boards laid side by side (from Black's side when `side` is 1).
 */
export function cameraPose(
  name: CameraPresetName,
  levels: number,
  layout: Layout,
  aspect = 1.6,
  side: 0 | 1 = 0,
): CameraPose {
  const target = stackCentre(levels, layout);
  const along = (azimuth: number, elevation: number): CameraPose => {
    const a = (azimuth * Math.PI) / 180;
    const e = (elevation * Math.PI) / 180;
    const direction: Vec3 = [Math.sin(a) * Math.cos(e), Math.sin(e), Math.cos(a) * Math.cos(e)];
    const corners = stackCorners(levels, facingFrom(layout, a));
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
      return along(0, sideElevation(layout.stair));
    case 'black':
      return along(180, sideElevation(layout.stair));
    case 'three-quarter':
      return along(42, sideElevation(layout.stair) + 2);
    case 'map':
      return along(side === 0 ? 0 : 180, MAP_ELEVATION);
  }
}

/** Distance limits of the orbit camera from its target. */
export const MIN_DISTANCE = 12;
export const MAX_DISTANCE = 140;

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
  const facing = facingFrom(layout, Math.atan2(unit[0], unit[2]));
  const distance = fittingDistance(stackCorners(levels, facing), target, unit, aspect);
  return {
    target,
    position: [
      target[0] + unit[0] * distance,
      target[1] + unit[1] * distance,
      target[2] + unit[2] * distance,
    ],
  };
}
