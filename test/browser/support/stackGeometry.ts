// What a player sees of the 3D stack, measured from the page itself: for each level, the client
// point of every square (`window.__test.screen`, aimed where a click picks it), the board's outline
// on screen (its four corner squares pushed out by half a square), and the smallest distance
// between neighbouring square centres across (a file apart) and in depth (a rank apart). Squares
// with a man are aimed at the man, so measure on a position whose men stand off the edges.

import type { Page } from '@playwright/test';

const FILES = 'abcdefgh';

export interface ClientPoint {
  x: number;
  y: number;
}
type Points = (ClientPoint | null)[][]; // [rank][file] of one level

/** One level as seen. */
export interface LevelSight {
  level: number;
  hidden: number;
  outline: ClientPoint[] | null;
  across: number;
  depth: number;
}

/** Every square's client point, level by level: `points[level][rank][file]` (null: unseen). */
const squarePoints = (page: Page, levels = 3): Promise<Points[]> =>
  page.evaluate(
    ({ levels, files }) =>
      Array.from({ length: levels }, (_, level) =>
        Array.from({ length: 8 }, (_, rank) =>
          Array.from({ length: 8 }, (_, file) =>
            window.__test!.screen(`${level + 1}${files[file]}${rank + 1}`),
          ),
        ),
      ),
    { levels, files: FILES },
  );

const minus = (a: ClientPoint, b: ClientPoint): ClientPoint => ({ x: a.x - b.x, y: a.y - b.y });
const plus = (a: ClientPoint, b: ClientPoint): ClientPoint => ({ x: a.x + b.x, y: a.y + b.y });
const half = (v: ClientPoint): ClientPoint => ({ x: v.x / 2, y: v.y / 2 });

/** A board's outline: its corner squares' centres, each pushed out by half a square. */
function outline(points: Points): ClientPoint[] {
  const at = (rank: number, file: number) => points[rank]![file]!;
  const corner = (rank: number, file: number, inRank: number, inFile: number) => {
    const p = at(rank, file);
    const across = half(minus(p, at(rank, inFile)));
    const depth = half(minus(p, at(inRank, file)));
    return plus(plus(p, across), depth);
  };
  return [corner(0, 0, 1, 1), corner(0, 7, 1, 6), corner(7, 7, 6, 6), corner(7, 0, 6, 1)];
}

/**
 * The smallest spacing between neighbouring squares of a level, across and in depth (px), over
 * the squares where no man stands (`occupied`: a set of `[rank, file]` keys such as '0,3').
 */
function spacing(points: Points, occupied = new Set<string>()) {
  let across = Infinity;
  let depth = Infinity;
  for (let rank = 0; rank < 8; rank++)
    for (let file = 0; file < 8; file++) {
      const p = points[rank]![file];
      if (!p || occupied.has(`${rank},${file}`)) continue;
      const free = (r: number, f: number) => (occupied.has(`${r},${f}`) ? null : points[r]![f]);
      const right = file < 7 ? free(rank, file + 1) : null;
      const up = rank < 7 ? free(rank + 1, file) : null;
      if (right) across = Math.min(across, Math.hypot(right.x - p.x, right.y - p.y));
      if (up) depth = Math.min(depth, Math.hypot(up.x - p.x, up.y - p.y));
    }
  return { across, depth };
}

const edgesOf = (polygon: readonly ClientPoint[]) =>
  polygon.map((p, i) => [p, polygon[(i + 1) % polygon.length]!] as const);

/** Whether two convex polygons (client points, either winding) overlap (separating axes). */
export function polygonsOverlap(a: readonly ClientPoint[], b: readonly ClientPoint[]): boolean {
  for (const polygon of [a, b])
    for (const [p, q] of edgesOf(polygon)) {
      const normal = { x: q.y - p.y, y: p.x - q.x };
      const project = (points: readonly ClientPoint[]) =>
        points.map((v) => v.x * normal.x + v.y * normal.y);
      const pa = project(a);
      const pb = project(b);
      if (Math.max(...pa) <= Math.min(...pb) || Math.max(...pb) <= Math.min(...pa)) return false;
    }
  return true;
}

/**
 * The stack as seen: per level its outline, spacing and unseen squares; and which pairs overlap.
 * `occupied` names the squares where men stand (`['1d1', '3d8']`): they and the squares of the
 * same file beside them, which a man may hide, are left out of the spacing.
 */
export async function measureStack(
  page: Page,
  occupied: readonly string[] = [],
  levels = 3,
): Promise<{ levels: LevelSight[]; overlaps: string[] }> {
  const points = await squarePoints(page, levels);
  const taken = (level: number) =>
    new Set(
      occupied
        .filter((name) => Number(name[0]) === level + 1)
        // the man's square and the squares just before and behind it, which he may hide
        .flatMap((name) =>
          [-1, 0, 1].map((d) => `${Number(name[2]) - 1 + d},${FILES.indexOf(name[1]!)}`),
        ),
    );
  const measured = points.map((level, index): LevelSight => {
    const hidden = level.flat().filter((p) => p === null).length;
    const corners = [level[0]![0], level[0]![7], level[7]![0], level[7]![7]];
    return {
      level: index + 1,
      hidden,
      outline: corners.every(Boolean) ? outline(level) : null,
      ...spacing(level, taken(index)),
    };
  });
  const overlaps: string[] = [];
  for (let a = 0; a < levels; a++)
    for (let b = a + 1; b < levels; b++) {
      const [p, q] = [measured[a]!.outline, measured[b]!.outline];
      if (p && q && polygonsOverlap(p, q)) overlaps.push(`${a + 1}–${b + 1}`);
    }
  return { levels: measured, overlaps };
}
