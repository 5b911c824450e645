/**
 * Moving a man by dragging him, with the mouse or a finger, as on lichess: press on a man that
 * can move, drag him onto one of his targets and let go. It is the same intent as two clicks (the
 * port's `pick` intent on the man, then on the target), so it plays exactly what a click-click plays.
 * A press that moves less than `DRAG_THRESHOLD` pixels stays a click (Scene's `onClick` picks);
 * a drop anywhere but on a target leaves the man selected; a press on empty space or on a man
 * that cannot move is the orbit controls', which turn the camera as before.
 *
 * From the press on a movable man until the release, the orbit controls rest: they are switched
 * off at once (this listener runs on the canvas, before the controls' own on its parent) and the
 * view settings' `manDrag` keeps their `enabled` prop off until the release (CameraRig). While
 * dragging, the target under the pointer is hovered (`onOver`, Scene's hover) and the cursor is
 * 'grabbing'; `live.dragging` tells the scene a man is dragged, and `live.dragEnded` that the click
 * the browser sends after the release is none.
 *
 * The pointer is followed with native events on the canvas and the window (as in Drawing3D):
 * R3F's only report while over a mesh. A finger lets go with its reach (touchReach.ts): the
 * nearest target within 22 px of where it lifts.
 */
import { useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { BoardPort, BoardSnapshot } from '../game/boardPort';
import type { Square } from '../rules';
import type { Live } from './live';
import { isTarget } from '../game/destinations';
import { squareView } from '../game/squares';
import { resolvePick } from './picking';
import { rayHits } from './rayHits';
import { reachedSquare } from './touchReach';
import { locatorFor } from './useScreenLocator';
import type { ViewSettings } from './viewSettings';

/** How far (client pixels) the pointer travels before a press on a man becomes a drag. */
export const DRAG_THRESHOLD = 6;

const isTargetOf = (board: BoardSnapshot, square: Square): boolean =>
  isTarget(board.view, { kind: 'square', square });

const isSelected = (board: BoardSnapshot, square: Square): boolean =>
  board.selected?.kind === 'square' && board.selected.square === square;

export function DragMove({
  port,
  settings,
  focus,
  at,
  live,
  onOver,
}: {
  port: BoardPort;
  settings: StoreApi<ViewSettings>;
  focus: number | null;
  at: number | null; // looking back: the board is read-only, nothing is dragged
  live: Live;
  onOver: (square: Square | null) => void; // what the dragged man is over (hover feedback)
}) {
  const camera = useThree((state) => state.camera);
  const scene = useThree((state) => state.scene);
  const gl = useThree((state) => state.gl);
  const controls = useThree((state) => state.controls) as { enabled: boolean } | null;
  const current = useRef({ focus, at, onOver });
  current.current = { focus, at, onOver };

  useEffect(() => {
    const canvas = gl.domElement;
    /** The square a click at this client point would pick, in the live game's view. */
    const squareAt = (x: number, y: number): Square | null => {
      const hits = rayHits(x, y, canvas, camera, scene);
      return resolvePick(hits, port.getSnapshot().view, current.current.focus);
    };
    const locate = locatorFor(
      camera,
      scene,
      canvas,
      live,
      () => ({ view: port.getSnapshot().view, focus: current.current.focus, pick: resolvePick }),
      false,
    );
    /** Where a dragged man is let go: for a finger, the nearest target within its reach. */
    const dropSquare = (end: PointerEvent): Square | null => {
      const exact = squareAt(end.clientX, end.clientY);
      if (end.pointerType !== 'touch') return exact;
      const view = port.getSnapshot().view;
      const targets = view.targets.flatMap((t) =>
        t.pick.kind === 'square' ? [t.pick.square] : [],
      );
      return reachedSquare(exact, { x: end.clientX, y: end.clientY }, targets, (square) =>
        locate(squareView(square, view.levels).name),
      );
    };
    /** Whether a press on this square may start a drag: a man who can move, not a target. */
    const movable = (square: Square): boolean => {
      const board = port.getSnapshot();
      if (isTargetOf(board, square)) return false; // a press on a target plays there
      return board.view.selectable.some((p) => p.kind === 'square' && p.square === square);
    };

    let active: (() => void) | null = null; // ends the press under way (on unmount)
    const onDown = (event: PointerEvent) => {
      live.dragEnded = false;
      if (event.button !== 0 || !event.isPrimary) return;
      if (event.shiftKey || event.ctrlKey || event.metaKey) return; // the camera pans
      if (current.current.at !== null || port.getSnapshot().pen !== null) return;
      if (port.getSnapshot().choice) return;
      const square = squareAt(event.clientX, event.clientY);
      if (square === null || !movable(square)) return;
      if (controls) controls.enabled = false; // before the controls see this press
      settings.getState().setManDrag(true);
      let dragging = false;

      const onMove = (move: PointerEvent) => {
        if (move.pointerId !== event.pointerId) return;
        if (!dragging) {
          const distance = Math.hypot(move.clientX - event.clientX, move.clientY - event.clientY);
          if (distance < DRAG_THRESHOLD) return;
          if (!isSelected(port.getSnapshot(), square))
            port.intents.pick({ kind: 'square', square });
          if (!isSelected(port.getSnapshot(), square)) return stop(); // refused (the computer's turn)
          dragging = true;
          live.dragging = square;
          document.body.style.cursor = 'grabbing';
        }
        const over = squareAt(move.clientX, move.clientY);
        current.current.onOver(over !== null && isTargetOf(port.getSnapshot(), over) ? over : null);
      };
      const finish = (end: PointerEvent) => {
        if (end.pointerId !== event.pointerId) return;
        const dropped = dragging && end.type === 'pointerup';
        stop();
        if (!dropped) return;
        live.dragEnded = true; // the click that follows this release picks nothing
        const dest = dropSquare(end);
        const board = port.getSnapshot();
        if (
          dest !== null &&
          dest !== square &&
          isSelected(board, square) &&
          isTargetOf(board, dest)
        )
          port.intents.pick({ kind: 'square', square: dest });
      };
      function stop() {
        active = null;
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', finish);
        window.removeEventListener('pointercancel', finish);
        if (controls) controls.enabled = port.getSnapshot().pen === null;
        settings.getState().setManDrag(false);
        if (dragging) {
          dragging = false;
          live.dragging = null;
          document.body.style.cursor = '';
          current.current.onOver(null);
        }
      }
      active = stop;
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', finish);
      window.addEventListener('pointercancel', finish);
    };
    canvas.addEventListener('pointerdown', onDown);
    return () => {
      canvas.removeEventListener('pointerdown', onDown);
      active?.();
    };
  }, [camera, scene, gl, controls, port, settings, live]);
  return null;
}
