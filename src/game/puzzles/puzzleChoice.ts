/**
 * The puzzle page's last choice of game and theme, kept in this browser under
 * `parallel-worlds.puzzle-choice` (`{"game":"plunder","theme":"vest"}`), so that `?puzzle` picks
 * from them next time. Unchecked words are ignored: the page checks the game and the theme it
 * reads against its own lists, and a damaged entry counts as no choice.
 */
import { browserStorage } from '../browserStorage';

type StorageLike = ReturnType<typeof browserStorage>;

const CHOICE_KEY = 'parallel-worlds.puzzle-choice';

export interface PuzzleChoice {
  readonly game: string | null; // 'plunder'; null: none made
  readonly theme: string | null; // 'vest'; null: any theme
}

export function readChoice(storage: StorageLike = browserStorage()): PuzzleChoice {
  try {
    const kept = JSON.parse(storage.getItem(CHOICE_KEY) ?? 'null') as Partial<PuzzleChoice> | null;
    return {
      game: typeof kept?.game === 'string' ? kept.game : null,
      theme: typeof kept?.theme === 'string' ? kept.theme : null,
    };
  } catch {
    return { game: null, theme: null };
  }
}

export function keepChoice(choice: PuzzleChoice, storage: StorageLike = browserStorage()): void {
  try {
    storage.setItem(CHOICE_KEY, JSON.stringify(choice));
  } catch {
    // storage refused: the choice holds for this page only
  }
}
