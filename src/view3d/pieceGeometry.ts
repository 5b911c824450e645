/**
 * The six chessmen as geometry made in code, Staunton-like: pawn, rook, bishop, queen and king
 * are lathe profiles (turned like real wooden men), with details merged in (the rook's merlons,
 * the queen's coronet, the king's cross); the knight is a turned base with a horse's head
 * extruded from a drawn silhouette. One geometry per type, shared by every man of that type
 * (each type and colour is one instanced mesh), so the whole army costs a dozen draw calls.
 *
 * Units: a square is 1 wide; a man stands on y = 0, the king about 1.1 high.
 */
import type { BufferGeometry } from 'three';
import { BoxGeometry, ExtrudeGeometry, LatheGeometry, Shape, SphereGeometry, Vector2 } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK } from '../rules';

/** The piece types (the rules core's ids) that have a shape of their own; the rest wear the queen's. */
export const SHAPED_TYPES = [PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING] as const;

/** Each man's height (to the top of its geometry), for placing the click point on it. */
export const PIECE_HEIGHTS: Record<number, number> = {
  [PAWN]: 0.64,
  [KNIGHT]: 0.86,
  [BISHOP]: 0.9,
  [ROOK]: 0.7,
  [QUEEN]: 1.02,
  [KING]: 1.15,
};

const LATHE_SEGMENTS = 22;

type Point = readonly [number, number];

/** Points of an elliptic arc around (cx, cy), from angle a0 to a1 in degrees. */
function arc(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  a0: number,
  a1: number,
  steps: number,
): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = ((a0 + ((a1 - a0) * i) / steps) * Math.PI) / 180;
    points.push([Math.max(0, cx + rx * Math.cos(a)), cy + ry * Math.sin(a)]);
  }
  return points;
}

/** The turned foot every man stands on: a flat disc, a bead and a cove up to `top`. */
function foot(radius: number, top = 0.17): Point[] {
  return [
    [0, 0],
    [radius, 0],
    [radius, 0.03],
    ...arc(radius - 0.035, 0.07, 0.04, 0.04, -80, 90, 4),
    [radius * 0.84, 0.115],
    ...arc(radius * 0.84 - 0.02, 0.135, 0.03, 0.02, -40, 80, 2),
    [radius * 0.74, top],
  ];
}

/** A collar (a thin ring) at height y of the given radius. */
function collar(y: number, radius: number, inner: number): Point[] {
  return [[inner, y - 0.025], ...arc(radius - 0.02, y, 0.02, 0.024, -90, 90, 3), [inner, y + 0.03]];
}

function lathe(profile: readonly Point[]): BufferGeometry {
  return new LatheGeometry(
    profile.map(([r, y]) => new Vector2(r, y)),
    LATHE_SEGMENTS,
  );
}

/** Merges parts into one geometry (non-indexed, same attributes, no groups). */
function merge(parts: BufferGeometry[]): BufferGeometry {
  const flat = parts.map((part) => {
    const geometry = part.index ? part.toNonIndexed() : part;
    geometry.clearGroups();
    for (const name of Object.keys(geometry.attributes))
      if (!['position', 'normal', 'uv'].includes(name)) geometry.deleteAttribute(name);
    return geometry;
  });
  const merged = mergeGeometries(flat, false);
  if (!merged) throw new Error('piece parts could not be merged');
  return merged;
}

function pawn(): BufferGeometry {
  return lathe([
    ...foot(0.29),
    [0.19, 0.2],
    [0.14, 0.28],
    [0.11, 0.36],
    ...collar(0.385, 0.17, 0.1),
    [0.08, 0.42],
    ...arc(0, 0.52, 0.125, 0.125, -52, 90, 9),
  ]);
}

function rook(): BufferGeometry {
  const body = lathe([
    ...foot(0.32),
    [0.23, 0.2],
    [0.2, 0.3],
    [0.185, 0.46],
    ...collar(0.49, 0.22, 0.18),
    [0.2, 0.53],
    [0.235, 0.56],
    [0.24, 0.62],
    [0.17, 0.625],
    [0.16, 0.58],
    [0, 0.58],
  ]);
  const merlons: BufferGeometry[] = [];
  const count = 5;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const merlon = new BoxGeometry(0.1, 0.08, 0.07);
    merlon.rotateY(-a);
    merlon.translate(Math.cos(a) * 0.205, 0.66, Math.sin(a) * 0.205);
    merlons.push(merlon);
  }
  return merge([body, ...merlons]);
}

function bishop(): BufferGeometry {
  const body = lathe([
    ...foot(0.3),
    [0.2, 0.2],
    [0.14, 0.3],
    [0.105, 0.46],
    ...collar(0.5, 0.18, 0.1),
    [0.09, 0.54],
    ...arc(0, 0.66, 0.135, 0.16, -55, 40, 6),
    [0.06, 0.81],
    [0.025, 0.835],
    [0, 0.84],
  ]);
  const finial = new SphereGeometry(0.042, 10, 6);
  finial.translate(0, 0.865, 0);
  return merge([body, finial]);
}

function queen(): BufferGeometry {
  const body = lathe([
    ...foot(0.33),
    [0.22, 0.2],
    [0.15, 0.32],
    [0.115, 0.5],
    [0.11, 0.58],
    ...collar(0.615, 0.185, 0.11),
    [0.1, 0.66],
    [0.13, 0.72],
    [0.19, 0.82],
    [0.205, 0.845],
    [0.19, 0.855],
    ...arc(0, 0.84, 0.15, 0.1, 5, 90, 6),
  ]);
  const parts = [body];
  const points = 9;
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const bead = new SphereGeometry(0.032, 6, 4);
    bead.translate(Math.cos(a) * 0.19, 0.875, Math.sin(a) * 0.19);
    parts.push(bead);
  }
  const finial = new SphereGeometry(0.05, 10, 6);
  finial.translate(0, 0.975, 0);
  parts.push(finial);
  return merge(parts);
}

function king(): BufferGeometry {
  const body = lathe([
    ...foot(0.34),
    [0.23, 0.2],
    [0.155, 0.33],
    [0.12, 0.52],
    [0.115, 0.62],
    ...collar(0.66, 0.19, 0.115),
    [0.11, 0.7],
    [0.14, 0.76],
    [0.19, 0.85],
    [0.2, 0.875],
    [0.15, 0.89],
    ...arc(0, 0.89, 0.13, 0.06, 10, 90, 6),
  ]);
  const upright = new BoxGeometry(0.055, 0.2, 0.055);
  upright.translate(0, 1.04, 0);
  const bar = new BoxGeometry(0.16, 0.05, 0.055);
  bar.translate(0, 1.07, 0);
  return merge([body, upright, bar]);
}

/** The knight's head seen from its left side, facing +x; y is height. */
function knightHeadShape(): Shape {
  const outline: Array<[number, number]> = [
    [0.17, 0.2],
    [0.15, 0.3],
    [0.09, 0.4],
    [0.12, 0.46],
    [0.22, 0.5],
    [0.285, 0.56],
    [0.28, 0.625],
    [0.2, 0.67],
    [0.09, 0.74],
    [0.04, 0.8],
    [0.03, 0.86],
    [-0.03, 0.84],
    [-0.09, 0.79],
    [-0.17, 0.72],
    [-0.22, 0.58],
    [-0.235, 0.4],
    [-0.21, 0.26],
    [-0.2, 0.2],
  ];
  const shape = new Shape();
  shape.moveTo(outline[0]![0], outline[0]![1]);
  shape.splineThru(outline.slice(1).map(([x, y]) => new Vector2(x, y)));
  shape.lineTo(outline[0]![0], outline[0]![1]);
  return shape;
}

function knight(): BufferGeometry {
  const base = lathe([...foot(0.32), [0.23, 0.2], [0.22, 0.23], [0, 0.23]]);
  const depth = 0.16;
  const head = new ExtrudeGeometry(knightHeadShape(), {
    depth,
    bevelEnabled: true,
    bevelThickness: 0.045,
    bevelSize: 0.035,
    bevelSegments: 2,
    curveSegments: 2,
  });
  head.translate(0, 0, -depth / 2);
  const eyes: BufferGeometry[] = [];
  for (const side of [-1, 1]) {
    const eye = new SphereGeometry(0.026, 6, 4);
    eye.translate(0.12, 0.7, side * (depth / 2 + 0.045));
    eyes.push(eye);
  }
  return merge([base, head, ...eyes]);
}

const BUILDERS: Record<number, () => BufferGeometry> = {
  [PAWN]: pawn,
  [KNIGHT]: knight,
  [BISHOP]: bishop,
  [ROOK]: rook,
  [QUEEN]: queen,
  [KING]: king,
};

/**
 * The geometry of a piece type (built once, then shared). Types the scene has no shape for
 * (fairy pieces of other games) borrow the queen's, the closest in power.
 */
export function pieceGeometry(type: number): BufferGeometry {
  const shaped = BUILDERS[type] ? type : QUEEN;
  let geometry = cache.get(shaped);
  if (!geometry) {
    geometry = BUILDERS[shaped]!();
    geometry.computeBoundingSphere();
    cache.set(shaped, geometry);
  }
  return geometry;
}

const cache = new Map<number, BufferGeometry>();

/** The shape a piece type is drawn with (its own, or the queen's for unknown types). */
export const shapeOf = (type: number): number => (BUILDERS[type] ? type : QUEEN);
