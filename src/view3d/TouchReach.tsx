/**
 * Taps with a finger's reach (touchReach.ts): a tap that lands beside a small square means the
 * nearest square that does something. Only when the reach changes what the tap means does this
 * act: it picks the reached square itself and swallows the click the browser sends after the
 * tap, so neither the scene's pick nor its "tapped nothing: deselect" sees it. Otherwise the tap
 * goes on as a click. A finger that travels (an orbit, a drag of a man: DragMove) is no tap.
 */
import { useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type { BoardPort } from '../game/boardPort';
import { squareView } from '../game/squares';
import { DRAG_THRESHOLD } from './DragMove';
import type { Live } from './live';
import { resolvePick } from './picking';
import { rayHits } from './rayHits';
import { actionableSquares, reachedSquare } from './touchReach';
import { locatorFor } from './useScreenLocator';

/** How long after the finger lifts its click may still come (and be swallowed), in ms. */
const CLICK_WAIT_MS = 800;

export function TouchReach({
  port,
  focus,
  at,
  live,
}: {
  port: BoardPort;
  focus: number | null;
  at: number | null; // looking back: the board is read-only
  live: Live;
}) {
  const camera = useThree((state) => state.camera);
  const scene = useThree((state) => state.scene);
  const gl = useThree((state) => state.gl);
  const current = useRef({ focus, at });
  current.current = { focus, at };

  useEffect(() => {
    const canvas = gl.domElement;
    const read = () => ({
      view: port.getSnapshot().view,
      focus: current.current.focus,
      pick: resolvePick,
    });
    const locate = locatorFor(camera, scene, canvas, live, read, false);
    let swallowing: (() => void) | null = null;

    const onDown = (down: PointerEvent) => {
      if (down.pointerType !== 'touch' || !down.isPrimary) return;
      const onUp = (up: PointerEvent) => {
        if (up.pointerId !== down.pointerId) return;
        window.removeEventListener('pointerup', onUp);
        const travelled = Math.hypot(up.clientX - down.clientX, up.clientY - down.clientY);
        if (travelled >= DRAG_THRESHOLD || live.dragEnded) return;
        const board = port.getSnapshot();
        if (current.current.at !== null || board.pen !== null || board.choice) return;
        const view = board.view;
        const exact = resolvePick(
          rayHits(up.clientX, up.clientY, canvas, camera, scene),
          view,
          current.current.focus,
        );
        const reached = reachedSquare(
          exact,
          { x: up.clientX, y: up.clientY },
          actionableSquares(view),
          (square) => locate(squareView(square, view.levels).name),
        );
        if (reached === exact || reached === null) return; // the click means what it hits
        port.intents.pick({ kind: 'square', square: reached });
        swallowNextClick();
      };
      window.addEventListener('pointerup', onUp);
      window.addEventListener(
        'pointercancel',
        () => window.removeEventListener('pointerup', onUp),
        {
          once: true,
        },
      );
    };

    /** The click after this tap reaches neither the scene nor its "missed" handler. */
    function swallowNextClick() {
      swallowing?.();
      const swallow = (event: MouseEvent) => {
        event.stopPropagation();
        event.preventDefault();
        done();
      };
      const timer = window.setTimeout(() => done(), CLICK_WAIT_MS);
      const done = () => {
        window.clearTimeout(timer);
        window.removeEventListener('click', swallow, true);
        swallowing = null;
      };
      window.addEventListener('click', swallow, true);
      swallowing = done;
    }

    canvas.addEventListener('pointerdown', onDown);
    return () => {
      canvas.removeEventListener('pointerdown', onDown);
      swallowing?.();
    };
  }, [camera, scene, gl, port, live]);
  return null;
}
