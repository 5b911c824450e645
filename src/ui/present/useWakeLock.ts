/**
 * Keeps the screen awake while presenter mode is up (the Screen Wake Lock API), asking again
 * whenever the page becomes visible (the browser drops the lock when the tab is hidden). Where
 * the API is missing or refuses (no secure context, battery saver), nothing is said: the show
 * goes on and the screen's own settings decide.
 */
import { useEffect } from 'react';

interface WakeLockSentinelLike {
  release(): Promise<void>;
}
type WakeLockLike = { request(type: 'screen'): Promise<WakeLockSentinelLike> };

/** Holds a screen wake lock while mounted; `onChange` hears whether the browser granted it. */
export function useWakeLock(onChange?: (held: boolean) => void): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let live = true;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (granted) => {
          if (!live) return void granted.release().catch(() => {});
          sentinel = granted;
          onChange?.(true);
        },
        () => onChange?.(false), // refused: degrade quietly
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release().catch(() => {});
    };
  }, [onChange]);
}
