/**
 * The boards: for each level, its 64 squares as one instanced mesh (one draw call, a colour per
 * instance for the level's tint and the highlights) and its frame (one mesh, with coordinates and
 * the level's number painted on); the brass legs that hold each raised board; and the boards'
 * soft shadows on the floor. Level groups follow the live layout frame by frame, so widening the gap or
 * laying the boards out as a map glides without React re-rendering.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { BufferGeometry } from 'three';
import {
  BoxGeometry,
  DataTexture,
  MeshBasicMaterial,
  PlaneGeometry,
  RGBAFormat,
  Color,
  Float32BufferAttribute,
  type Group,
  type InstancedMesh,
  Matrix4,
  MeshStandardMaterial,
  CylinderGeometry,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { Square } from '../rules';
import { FRAME_HALF, frameColour } from './framePaint';
import { frameUv, makeFrameTexture } from './frameTexture';
import {
  FRAME_THICKNESS,
  LEVEL_TINTS,
  SQUARE_THICKNESS,
  levelOpacity,
  levelOrigin,
  squareOffset,
} from './layout';
import type { Live } from './live';
import { squareAtCoords } from '../game/squares';
import { hoverColour, squareIndex, type SceneModel } from './sceneModel';

const noRaycast = () => null;

let squareGeometry: BufferGeometry | null = null;
/** One square: a thin tile whose top face is at y = 0. */
function tileGeometry(): BufferGeometry {
  if (!squareGeometry) {
    squareGeometry = new BoxGeometry(1, SQUARE_THICKNESS, 1);
    squareGeometry.translate(0, -SQUARE_THICKNESS / 2, 0);
  }
  return squareGeometry;
}

let ringGeometry: BufferGeometry | null = null;
/** The frame: four bars round the board, with texture coordinates projected from above. */
function frameGeometry(): BufferGeometry {
  if (ringGeometry) return ringGeometry;
  const width = FRAME_HALF - 4;
  const top = 0.012;
  const bars: BufferGeometry[] = [];
  for (const [sx, sz, w, d] of [
    [0, -(4 + width / 2), 2 * FRAME_HALF, width],
    [0, 4 + width / 2, 2 * FRAME_HALF, width],
    [-(4 + width / 2), 0, width, 8],
    [4 + width / 2, 0, width, 8],
  ] as const) {
    const bar = new BoxGeometry(w, FRAME_THICKNESS, d).toNonIndexed();
    bar.translate(sx, top - FRAME_THICKNESS / 2, sz);
    bars.push(bar);
  }
  const merged = mergeGeometries(bars, false)!;
  const position = merged.getAttribute('position');
  const uv: number[] = [];
  for (let i = 0; i < position.count; i++) uv.push(...frameUv(position.getX(i), position.getZ(i)));
  merged.setAttribute('uv', new Float32BufferAttribute(uv, 2));
  ringGeometry = merged;
  return merged;
}

const scratch = new Matrix4();
const colour = new Color();

interface LevelProps {
  level: number;
  levels: number;
  model: SceneModel;
  focus: number | null;
  live: Live;
}

/** One board: its squares and frame, placed at its level's origin. */
function Level({ level, levels, model, focus, live }: LevelProps) {
  const group = useRef<Group>(null);
  const squares = useRef<InstancedMesh>(null);
  const seen = useRef({
    layout: -1,
    focus: undefined as number | null | undefined,
    hover: -1,
    model: null as SceneModel | null,
  });

  const squareList = useMemo(() => {
    const list: Square[] = [];
    for (let rank = 0; rank < 8; rank++)
      for (let file = 0; file < 8; file++) list.push(squareAtCoords(level, file, rank));
    return list;
  }, [level]);

  const squareMaterial = useMemo(
    () => new MeshStandardMaterial({ roughness: 0.42, metalness: 0.05 }),
    [],
  );
  const invalidate = useThree((state) => state.invalidate);
  const frameMaterial = useMemo(() => {
    const tint = LEVEL_TINTS[level % LEVEL_TINTS.length]!;
    const texture = makeFrameTexture(level, tint, () => invalidate());
    return new MeshStandardMaterial({
      map: texture,
      color: texture ? 0xffffff : frameColour(tint),
      roughness: 0.5,
      metalness: 0.12,
    });
  }, [level, invalidate]);

  useLayoutEffect(() => {
    const mesh = squares.current;
    if (!mesh) return;
    squareList.forEach((_, index) => {
      const [x, , z] = squareOffset(index & 7, index >> 3); // the list runs rank by rank
      mesh.setMatrixAt(index, scratch.makeTranslation(x, 0, z));
    });
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
    mesh.userData.pickable = { kind: 'squares', squares: squareList };
  }, [squareList]);

  useLayoutEffect(() => invalidate(), [focus, invalidate]);

  useFrame(() => {
    const mesh = squares.current;
    const node = group.current;
    if (!mesh || !node) return;
    const state = seen.current;
    if (state.layout !== live.layoutVersion || state.focus !== focus) {
      state.layout = live.layoutVersion;
      state.focus = focus;
      node.position.set(...levelOrigin(level, levels, live.layout));
      const opacity = levelOpacity(level, focus, live.layout.spread);
      for (const [material, factor] of [
        [squareMaterial, 1],
        [frameMaterial, 1.25],
      ] as const) {
        const value = Math.min(1, opacity * factor);
        const transparent = value < 1;
        if (material.transparent !== transparent) material.needsUpdate = true;
        material.transparent = transparent;
        material.opacity = value;
        material.depthWrite = !transparent;
      }
    }
    if (state.hover !== live.hoverVersion || state.model !== model) {
      state.hover = live.hoverVersion;
      state.model = model;
      for (let index = 0; index < 64; index++) {
        const file = index & 7;
        const rank = index >> 3;
        let value = model.squareColours[squareIndex(level, file, rank)]!;
        if (live.hovered === squareList[index]) value = hoverColour(value);
        mesh.setColorAt(index, colour.setHex(value));
      }
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    }
  });

  return (
    <group ref={group} name={`level-${level + 1}`}>
      <instancedMesh
        ref={squares}
        name={`squares-${level + 1}`}
        args={[tileGeometry(), squareMaterial, 64]}
      />
      <mesh
        name={`frame-${level + 1}`}
        geometry={frameGeometry()}
        material={frameMaterial}
        raycast={noRaycast}
      />
    </group>
  );
}

interface BoardProps {
  model: SceneModel;
  focus: number | null;
  live: Live;
}

/** Every level of the game, bottom to top. */
export function Boards({ model, focus, live }: BoardProps) {
  const levels = model.levels;
  return (
    <>
      {Array.from({ length: levels }, (_, level) => (
        <Level key={level} level={level} levels={levels} model={model} focus={focus} live={live} />
      ))}
    </>
  );
}

const POST_RADIUS = 0.06;
/** Legs per raised board: one at each corner of its frame. */
const LEGS = 4;
let postGeometry: BufferGeometry | null = null;

/**
 * The brass legs that hold each raised board above the floor, one at each corner of its frame:
 * the longer the legs, the higher the level, which the staircase shows from any side. Hidden in
 * the map, where every board lies on the floor.
 */
export function Posts({ levels, live }: { levels: number; live: Live }) {
  const mesh = useRef<InstancedMesh | null>(null);
  const seen = useRef(-1);
  const material = useMemo(
    () => new MeshStandardMaterial({ color: 0xc9a96a, metalness: 0.45, roughness: 0.35 }),
    [],
  );
  if (!postGeometry) {
    postGeometry = new CylinderGeometry(POST_RADIUS, POST_RADIUS, 1, 12);
    postGeometry.translate(0, 0.5, 0);
  }
  const count = Math.max(0, levels - 1) * LEGS;
  useFrame(() => {
    const posts = mesh.current;
    if (!posts || seen.current === live.layoutVersion) return;
    seen.current = live.layoutVersion;
    posts.visible = levels > 1 && live.layout.spread < 0.02;
    const corner = FRAME_HALF - POST_RADIUS * 2;
    const floor = -FRAME_THICKNESS;
    for (let level = 1; level < levels; level++) {
      const [ox, oy, oz] = levelOrigin(level, levels, live.layout);
      const height = Math.max(0.001, oy - FRAME_THICKNESS - floor);
      [
        [-corner, -corner],
        [corner, -corner],
        [-corner, corner],
        [corner, corner],
      ].forEach(([x, z], index) => {
        scratch.makeScale(1, height, 1).setPosition(ox + x!, floor, oz + z!);
        posts.setMatrixAt((level - 1) * LEGS + index, scratch);
      });
    }
    posts.instanceMatrix.needsUpdate = true;
    posts.computeBoundingSphere();
  });
  if (count === 0) return null;
  return (
    <instancedMesh
      ref={(posts) => {
        mesh.current = posts;
        // Colour per instance, like the squares and men, so all three share one shader.
        if (posts && !posts.instanceColor)
          for (let i = 0; i < count; i++) posts.setColorAt(i, colour.setHex(0xffffff));
      }}
      name="posts"
      args={[postGeometry, material, count]}
      raycast={noRaycast}
    />
  );
}

/** A soft dark patch, its alpha falling off from a rounded square (no DOM needed). */
function floorShadowTexture(): DataTexture {
  const size = 64;
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const u = Math.abs((x + 0.5) / size - 0.5) * 2;
      const v = Math.abs((y + 0.5) / size - 0.5) * 2;
      const outside = Math.hypot(Math.max(0, u - 0.55), Math.max(0, v - 0.55));
      const alpha = Math.max(0, 1 - outside / 0.45) ** 2;
      data[(y * size + x) * 4 + 3] = Math.round(alpha * 255);
    }
  const texture = new DataTexture(data, size, size, RGBAFormat);
  texture.needsUpdate = true;
  return texture;
}

const FLOOR_SHADOW_SIZE = 2 * FRAME_HALF * 1.45;

/** The soft shadow of each board on the floor, under the board wherever the layout puts it. */
export function Floor({ levels, live }: { levels: number; live: Live }) {
  const mesh = useRef<InstancedMesh>(null);
  const seen = useRef(-1);
  const [geometry, material] = useMemo(
    () => [
      new PlaneGeometry(FLOOR_SHADOW_SIZE, FLOOR_SHADOW_SIZE).rotateX(-Math.PI / 2),
      new MeshBasicMaterial({
        color: 0x000000,
        map: floorShadowTexture(),
        transparent: true,
        opacity: 0.3,
        depthWrite: false,
      }),
    ],
    [],
  );
  useFrame(() => {
    const patches = mesh.current;
    if (!patches || seen.current === live.layoutVersion) return;
    seen.current = live.layoutVersion;
    for (let level = 0; level < levels; level++) {
      const [x, , z] = levelOrigin(level, levels, live.layout);
      // Offset away from the key light (above White's right), as a shadow would fall.
      scratch.makeTranslation(x - 0.35, -FRAME_THICKNESS - 0.25, z - 0.5);
      patches.setMatrixAt(level, scratch);
    }
    patches.count = levels;
    patches.instanceMatrix.needsUpdate = true;
  });
  return (
    <instancedMesh
      ref={mesh}
      name="floor-shadow"
      args={[geometry, material, 3]}
      raycast={noRaycast}
      frustumCulled={false}
      renderOrder={-1}
    />
  );
}
