/**
 * Lesson progress kept in the browser: the best stars earned per lesson, in `localStorage`
 * under `parallel-worlds.lessons` (`{"pw-middle-level":3}`). A damaged entry counts as no
 * progress and is overwritten by the next lesson solved.
 */
import { browserStorage } from '../browserStorage';

type StorageLike = ReturnType<typeof browserStorage>;

export const PROGRESS_KEY = 'parallel-worlds.lessons';

export type Progress = Readonly<Record<string, number>>; // lesson id → best stars (1–3)

/** The stars earned so far. */
export function readProgress(storage: StorageLike = browserStorage()): Progress {
  try {
    const value: unknown = JSON.parse(storage.getItem(PROGRESS_KEY) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(([, stars]) => stars === 1 || stars === 2 || stars === 3),
    );
  } catch {
    return {};
  }
}

/** Records `stars` for a lesson if they beat the best so far; returns the progress now. */
export function recordStars(
  id: string,
  stars: number,
  storage: StorageLike = browserStorage(),
): Progress {
  const progress = readProgress(storage);
  if ((progress[id] ?? 0) >= stars) return progress;
  const next = { ...progress, [id]: stars };
  try {
    storage.setItem(PROGRESS_KEY, JSON.stringify(next));
  } catch {
    // storage full or refused: the stars are shown but not kept
  }
  return next;
}
