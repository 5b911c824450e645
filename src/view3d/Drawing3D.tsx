/**
 * Drawing on the 3D boards, as on lichess: the right button draws (drag from a square to another
 * for an arrow, also from one level to another; click for a circle; Shift red, Alt blue,
 * Shift+Alt yellow, else green), and a left press on a board clears the drawing. With the pen
 * tool on (the port's `pen`, for touch) a one-finger press draws in the pen's brush; the orbit
 * controls are off meanwhile (CameraRig), so the gesture never turns the camera. The right
 * button is the drawing button here, so the camera pans with the middle button or Shift/Ctrl and
 * the left button instead (CameraRig).
 *
 * The pointer is followed on the canvas element itself (native events, not R3F's, which only
 * report while over a mesh): each point is raycast against the pickable meshes and read by
 * `drawingSquare`. What is being drawn is shown at once (`onSketch`); the finished shape goes to
 * the port's `drawShape` intent for the position shown.
 */
import { useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { brushOf, gestureShape, type Brush, type Shape } from '../content/annotations';
import type { BoardPort } from '../game/boardPort';
import type { BoardView } from '../game/viewModel';
import type { Square } from '../rules';
import type { Live } from './live';
import { drawingSquare } from './picking';
import { rayHits } from './rayHits';

export function Drawing3D({
  port,
  view,
  focus,
  at,
  live,
  onSketch,
}: {
  port: BoardPort;
  view: BoardView;
  focus: number | null;
  at: number | null; // the position shown (looking back), null: the current one
  live: Live;
  onSketch: (shape: Shape | null) => void; // the shape being drawn, null when done
}) {
  const camera = useThree((state) => state.camera);
  const scene = useThree((state) => state.scene);
  const gl = useThree((state) => state.gl);
  const current = useRef({ view, focus, at });
  current.current = { view, focus, at };

  useEffect(() => {
    const canvas = gl.domElement;
    const squareAt = (x: number, y: number): Square | null => {
      const hits = rayHits(x, y, canvas, camera, scene);
      const { view, focus } = current.current;
      return drawingSquare(hits, view, focus, live.layout.spread < 0.5);
    };
    const onDown = (event: PointerEvent) => {
      const pen = port.getSnapshot().pen;
      const penDown = pen !== null && event.button === 0;
      const square = squareAt(event.clientX, event.clientY);
      if (event.button === 0 && !penDown) {
        if (square !== null) port.intents.clearShapes(current.current.at);
        return;
      }
      if ((event.button !== 2 && !penDown) || square === null) return;
      event.preventDefault();
      const brush: Brush = penDown ? pen : brushOf(event);
      const orig = square;
      let last = orig;
      onSketch(gestureShape(orig, orig, brush));
      const onMove = (move: PointerEvent) => {
        if (move.pointerId !== event.pointerId) return;
        const next = squareAt(move.clientX, move.clientY);
        if (next === null || next === last) return;
        last = next;
        onSketch(gestureShape(orig, next, brush));
      };
      const finish = (end: PointerEvent) => {
        if (end.pointerId !== event.pointerId) return;
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', finish);
        window.removeEventListener('pointercancel', finish);
        onSketch(null);
        const dest = end.type === 'pointerup' ? squareAt(end.clientX, end.clientY) : null;
        if (dest !== null)
          port.intents.drawShape(gestureShape(orig, dest, brush), current.current.at);
      };
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', finish);
      window.addEventListener('pointercancel', finish);
    };
    const onMenu = (event: Event) => event.preventDefault();
    canvas.addEventListener('pointerdown', onDown);
    canvas.addEventListener('contextmenu', onMenu);
    return () => {
      canvas.removeEventListener('pointerdown', onDown);
      canvas.removeEventListener('contextmenu', onMenu);
    };
  }, [camera, scene, gl, port, live, onSketch]);
  return null;
}
