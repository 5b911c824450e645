/**
 * The 3D view of a game: the canvas with the scene (rendered on demand) and a toolbar for the
 * camera presets, the level in focus, the gap between the boards and turn-to-mover. The game
 * lives in the page's store outside the canvas, so when WebGL is missing or its context is lost the view
 * tells the page (`onUnavailable`), which continues the same game on the flat board with a short
 * notice, and nothing is lost. It reads the game and sends its intents through the board port
 * (game/boardPort.ts) the page gives it.
 *
 * Its words come from the page (`labels`, the app's catalogue), and so do its view settings (the
 * camera, the gap, the focused level, the animation speed: view3d/viewSettings.ts, which the page
 * makes and keeps, ui/common/useView3DSettings.ts); the view writes no store, and what the camera
 * did by itself it reports (`onFacing`) for the page to note. It
 * answers the registries behind `window.__test.screen` and `window.__test.drawCalls`
 * (game/testInterface) while it is mounted. Until the scene is ready it says so over the canvas
 * ("Loading the 3D board…", `role="status"`, the page's own fallback saying the same while the
 * chunk loads) over the outline of its boards (BoardOutline), and keeps the level tags hidden.
 * The canvas itself, and so the WebGL context (a long task of the browser's own), is mounted
 * only after the view's frame and words have been painted (`useAfterPaint`), in the same box, so
 * nothing moves when it comes.
 *
 * The canvas's frame is the board's one tab stop (`role="application"`, its label saying how to
 * play it by mouse and by keyboard, a ring round it while it has keyboard focus): there the
 * keyboard plays the board (KeyboardCursor: arrows, PageUp/PageDown, Enter or Space, Escape) and
 * a polite live region says what stands on the cursor's square. A mouse press does not take the
 * focus there, so after a click ← and → still step through the moves (the game page's keys). In
 * free placement (the port's `mode: 'free'`, the position editor) the left button edits (Scene)
 * and no man's card shows.
 *
 * The root element also carries, for tests and for anyone measuring the scene: `data-selected`
 * (the selected square, e.g. `1e2`), `data-cursor` (the keyboard cursor's square while the board
 * has focus, e.g. `1e2`; empty without), `data-animating` (`true` while men, camera or boards
 * glide), `data-ready` (`true` once every shader is compiled and warmed up, so a selection draws
 * at once), `data-men` (the men on the boards, e.g. `64`), `data-frames` (frames drawn so far),
 * `data-draw-calls` (draw calls of the last frame, from `renderer.info`) and
 * `data-draw-calls-max` (the most any frame cost).
 */
import { Canvas, addAfterEffect, type RootState } from '@react-three/fiber';
import { useCallback, useEffect, useRef, useState } from 'react';
import { WebGLRenderer, type WebGLRendererParameters } from 'three';
import { useBoard, type BoardPort } from '../game/boardPort';
import { squareView } from '../game/squares';
import { type ScreenLocator, setDrawCallCounter, setScreenLocator } from '../game/testInterface';
import { useWebglProbe, type GraphicsProblem } from '../game/webglProbe';
import { CAMERA_FOV, DEFAULT_LAYOUT, cameraPose } from './layout';
import type { Labels } from './labels';
import { useBoardKeyboard } from './KeyboardCursor';
import { HoverCard, LevelTags, type HoverReport, type PieceCard } from './Overlay';
import { Scene } from './Scene';
import { BoardOutline } from './BoardOutline';
import { Toolbar } from './Toolbar';
import type { StoreApi } from 'zustand/vanilla';
import type { CameraPresetName, ViewSettings } from './viewSettings';
import './view3d.css';

export interface View3DProps {
  /** The game it shows and plays (the page's `boardPortOf(store)`). */
  port: BoardPort;
  /** Told when WebGL is missing or its context is lost: the page then shows the flat board. */
  onUnavailable: (problem: GraphicsProblem) => void;
  /** Looking back: show the position after this many moves, read-only (null: the live game). */
  at?: number | null;
  /** Draws the card of the man under the pointer (the page's piece card). */
  pieceCard?: PieceCard;
  /** Presenter mode: the camera slowly circles the stack. */
  autoOrbit?: boolean;
  /** The words shown, in the page's language (the app's `view3dLabels`). */
  labels: Labels;
  /** The view's settings, the page's (ui/common/useView3DSettings.ts): read here, never written. */
  settings: StoreApi<ViewSettings>;
  /** Told when turn to mover faced the camera to a side by itself: the page notes the preset. */
  onFacing: (preset: CameraPresetName) => void;
  /** A class for the root besides `view3d` (the editor's `editor-view3d`). */
  className?: string;
}

function View3D({
  port,
  onUnavailable,
  at = null,
  pieceCard,
  autoOrbit,
  labels,
  settings,
  onFacing,
  className,
}: View3DProps) {
  const probe = useWebglProbe(true);
  const [lost, setLost] = useState<GraphicsProblem | null>(null);
  const problem = probe?.problem ?? lost;
  useEffect(() => {
    if (problem !== null) onUnavailable(problem);
  }, [problem, onUnavailable]);
  if (problem !== null) return null; // the page shows the flat board and its notice
  if (!probe)
    return (
      <Loading words={labels.loading} levels={port.getSnapshot().levels} className={className} />
    ); // the probe is still asking
  return (
    <Stage
      port={port}
      labels={labels}
      software={probe.software}
      onLost={setLost}
      at={at}
      pieceCard={pieceCard}
      autoOrbit={autoOrbit ?? false}
      settings={settings}
      onFacing={onFacing}
      className={className}
    />
  );
}

export default View3D;

/** Yields to the browser: what follows runs in a new task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * True once the page has been painted since the component mounted (a frame, then a task after
 * it), so what it then renders comes after that paint.
 */
function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** The view's frame with its loading words, while the WebGL probe is still asking. */
function Loading({
  words,
  levels,
  className,
}: {
  words: string;
  levels: number;
  className: string | undefined;
}) {
  return (
    <div className={className ? `view3d ${className}` : 'view3d'}>
      <div className="view3d-canvas">
        <BoardOutline levels={levels} />
        <p className="view3d-loading" role="status">
          {words}
        </p>
      </div>
    </div>
  );
}

function Stage({
  port,
  labels,
  software,
  onLost,
  at,
  pieceCard,
  autoOrbit,
  settings,
  onFacing,
  className,
}: {
  port: BoardPort;
  labels: Labels;
  software: boolean;
  onLost: (problem: GraphicsProblem) => void;
  at: number | null;
  pieceCard: PieceCard | undefined;
  autoOrbit: boolean;
  settings: StoreApi<ViewSettings>;
  onFacing: (preset: CameraPresetName) => void;
  className: string | undefined;
}) {
  const root = useRef<HTMLDivElement>(null);
  const levelTags = useRef<Array<HTMLElement | null>>([]);
  const [hover, setHover] = useState<HoverReport | null>(null);
  // While a man is selected, a man's card would stand over his targets: none is shown then.
  const selecting = useBoard(port, (s) => s.selected !== null) && at === null;
  const free = useBoard(port, (s) => s.mode) === 'free';
  const men = useBoard(port, (s) => s.view.men.length);
  const levels = port.getSnapshot().levels;
  const [initialPose] = useState(() =>
    cameraPose('white', 3, { ...DEFAULT_LAYOUT, gap: settings.getState().gap }),
  );

  const onLocator = useCallback((locator: ScreenLocator | null) => {
    unregister.current?.();
    unregister.current = locator ? setScreenLocator(locator) : null;
  }, []);
  const unregister = useRef<(() => void) | null>(null);
  useEffect(() => () => unregister.current?.(), []);

  const onAnimating = useCallback((animating: boolean) => {
    const element = root.current;
    if (element && element.dataset.animating !== String(animating))
      element.dataset.animating = String(animating);
  }, []);

  // The renderer is made in a task of its own, and the scene is built in the next one (the
  // probe's worker has already had the GPU process make a context, so this one comes quickly).
  const makeRenderer = useCallback(
    async (defaults: WebGLRendererParameters) => {
      await nextTask();
      const renderer = new WebGLRenderer({
        ...defaults,
        antialias: !software,
        alpha: true,
        powerPreference: 'high-performance',
      });
      await nextTask();
      return renderer;
    },
    [software],
  );

  const onReady = useCallback(() => root.current?.setAttribute('data-ready', 'true'), []);
  const painted = useAfterPaint();

  // The keyboard's cursor: its square in `data-cursor`, its label in the live region.
  const { board, cursorText, keyboard } = useBoardKeyboard(root, labels.square);

  const onCreated = useCallback(
    (state: RootState) => {
      const { gl } = state;
      gl.domElement.addEventListener('webglcontextlost', (event) => {
        event.preventDefault();
        onLost('context-lost');
      });
      state.invalidate();
    },
    [onLost],
  );

  // After each rendered frame, note its number and its draw calls.
  const gl = useRef<RootState['gl'] | null>(null);
  useEffect(() => {
    let frames = 0;
    let most = 0;
    return addAfterEffect(() => {
      const renderer = gl.current;
      const element = root.current;
      if (!renderer || !element) return;
      const calls = renderer.info.render.calls;
      most = Math.max(most, calls);
      element.setAttribute('data-frames', String(++frames));
      element.setAttribute('data-draw-calls', String(calls));
      element.setAttribute('data-draw-calls-max', String(most));
    });
  }, []);
  useEffect(() => {
    setDrawCallCounter(() => gl.current?.info.render.calls ?? 0);
    return () => setDrawCallCounter(null);
  }, []);

  // The selected square's name (`1e2`), or empty: for tests and for styling.
  useEffect(() => {
    const show = () => {
      const { selected, levels } = port.getSnapshot();
      root.current?.setAttribute(
        'data-selected',
        selected?.kind === 'square' ? squareView(selected.square, levels).name : '',
      );
    };
    show();
    return port.subscribe(show);
  }, [port]);

  return (
    <div
      className={className ? `view3d ${className}` : 'view3d'}
      ref={root}
      data-animating="false"
      data-men={men}
    >
      <div
        className="view3d-canvas view3d-board"
        ref={board}
        tabIndex={0}
        role="application"
        aria-label={`${labels.canvas} ${labels.keyboard}`}
        onMouseDown={(event) => {
          // The mouse gives the board no focus (see the header), but takes it from wherever it
          // was, as a press on the page's background does.
          event.preventDefault();
          const focused = document.activeElement;
          if (focused !== board.current && focused instanceof HTMLElement) focused.blur();
        }}
      >
        <BoardOutline levels={levels} />
        {painted && (
          <Canvas
            frameloop="demand"
            dpr={software ? 1 : [1, 2]}
            gl={makeRenderer}
            camera={{ fov: CAMERA_FOV, near: 0.5, far: 200, position: [...initialPose.position] }}
            onCreated={(state) => {
              gl.current = state.gl;
              onCreated(state);
            }}
            onPointerMissed={() => port.intents.deselect()}
            style={{ position: 'absolute', inset: 0 }}
          >
            <Scene
              port={port}
              settings={settings}
              onLocator={onLocator}
              onAnimating={onAnimating}
              at={at}
              onHover={free ? undefined : setHover}
              levelTags={levelTags}
              onReady={onReady}
              autoOrbit={autoOrbit}
              keyboard={keyboard}
              onFacing={onFacing}
            />
          </Canvas>
        )}
        <LevelTags levels={levels} tags={levelTags} label={labels.levelName} />
        {/* Until data-ready (the shaders compiled and warmed up): hidden by view3d.css after. */}
        <p className="view3d-loading" role="status">
          {labels.loading}
        </p>
      </div>
      <p
        className="view3d-cursor-text visually-hidden"
        aria-live="polite"
        aria-atomic="true"
        ref={cursorText}
      />
      {hover && (
        <HoverCard
          hover={hover}
          pieceCard={pieceCard}
          where={(man) => labels.where(man.level, man.name)}
          selecting={selecting}
        />
      )}
      <Toolbar settings={settings} labels={labels} />
    </div>
  );
}
