/**
 * The computer player of the game on screen (src/game/computerPlayer.ts): one per game store,
 * started while the game page shows that game and stopped (its search and worker ended) when
 * the page goes. Its pauses follow the settings: the sub-moves of a turn wait for the animation,
 * and computer against computer waits the chosen pace between turns.
 */
import { useEffect, useMemo } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { ComputerPlayer, type ComputerTiming } from '../../game/computerPlayer';
import { ANIMATION_FACTOR } from '../../game/animation';
import { DEMO_PAUSE_MS, settingsStore, type DemoSpeed } from '../../game/settings';
import type { GameState } from '../../game/store';

/** The computer never answers sooner than this after the player's move (ms). */
const ANSWER_MS = 400;

const timing: ComputerTiming = {
  answerMs: () => ANSWER_MS,
  subMoveMs: () => 250 + 900 * ANIMATION_FACTOR[settingsStore.getState().animation],
  demoMs: () => DEMO_PAUSE_MS[settingsStore.getState().demoSpeed],
};

/**
 * The computer player of `store`, running while the calling component is mounted; `demoSpeed`
 * sets the pace of computer against computer instead of the setting (a presenter's demo slide).
 */
export function useComputer(store: StoreApi<GameState>, demoSpeed?: DemoSpeed): ComputerPlayer {
  const player = useMemo(
    () =>
      new ComputerPlayer(
        store,
        demoSpeed ? { ...timing, demoMs: () => DEMO_PAUSE_MS[demoSpeed] } : timing,
      ),
    [store, demoSpeed],
  );
  useEffect(() => {
    player.start();
    return () => player.stop();
  }, [player]);
  return player;
}
