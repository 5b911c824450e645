/**
 * The idle reset of presenter mode: after `seconds` without a key, a press, a touch or the wheel,
 * `onIdle` is called once (the page returns to the attract loop) and `pw:idle-reset`
 * (`IDLE_RESET_EVENT`, appUpdate.ts) is dispatched on `window`, the moment another part of the app
 * may use to do what must not happen in front of a visitor (appUpdate.ts applies a waiting app
 * update then). The next input starts the count again; with no input the loop is left to run.
 */
import { useEffect, useRef } from 'react';
import { IDLE_RESET_EVENT } from '../shell/appUpdate';

/** The idle time when the address gives none (`&idle=<seconds>` overrides it). */
export const DEFAULT_IDLE_SECONDS = 180;

const INPUTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export function useIdleReset(seconds: number, onIdle: () => void): void {
  const latest = useRef(onIdle);
  latest.current = onIdle;
  useEffect(() => {
    let timer: number | undefined;
    const arm = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        timer = undefined;
        latest.current();
        window.dispatchEvent(new Event(IDLE_RESET_EVENT));
      }, seconds * 1000);
    };
    arm();
    for (const name of INPUTS) window.addEventListener(name, arm, { capture: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of INPUTS) window.removeEventListener(name, arm, { capture: true });
    };
  }, [seconds]);
}
