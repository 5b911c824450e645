/**
 * The ARIA live region: screen readers hear each move as it is played (`store.announced`, worded
 * in the interface language, e.g. "White: Nf3", "Black: 3e7-3e5. Game over: king captured",
 * "Белые: Nf3"), whichever view is shown; in the screen-reader mode a move is said by what it did
 * ("White: knight g1 to f3", blind/readerText.ts, loaded only in that mode so that the home page
 * does not carry it). Visually hidden.
 */
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { Announcement, GameState } from '../../game/store';
import { isGameId } from '../common/games';
import { gameText, useT, type Translator } from '../i18n/i18n';
import { useSettings } from '../../game/settings';
import type * as ReaderText from '../blind/readerText';

type ReaderWords = typeof ReaderText;

/** The screen-reader mode's words, once loaded while the mode is on (null before, or when off). */
function useReaderWords(on: boolean): ReaderWords | null {
  const [words, setWords] = useState<ReaderWords | null>(null);
  useEffect(() => {
    // A chunk that fails to load leaves the moves said by their notation.
    if (on && !words) import('../blind/readerText').then(setWords, () => undefined);
  }, [on, words]);
  return on ? words : null;
}

const SIDE_KEYS = ['side.white', 'side.black'] as const;

/**
 * An announcement in the translator's language; the English equals the store's `announcement`.
 * A move is said by its notation, or by `spoken` words when given (the screen-reader mode's).
 */
export function announcementFor(t: Translator, a: Announcement, spoken?: string | null): string {
  switch (a.kind) {
    case 'move': {
      const move = t('announce.move', { side: t(SIDE_KEYS[a.color]), san: spoken ?? a.san });
      return a.reason
        ? t('announce.gameOver', { move, reason: t(`announce.reason.${a.reason}`) })
        : move;
    }
    case 'undo':
      return t('announce.undo');
    case 'redo':
      return t('announce.redo');
    case 'resign':
      return t('announce.resign', { side: t(SIDE_KEYS[a.color]) });
    case 'draw':
      return t('announce.draw');
    case 'flag':
      return t('announce.flag', { side: t(SIDE_KEYS[a.color]) });
    case 'aborted':
      return t('announce.aborted');
    case 'abandoned':
      return a.winner === null
        ? t('announce.abandonedDraw')
        : t('announce.abandoned', { side: t(SIDE_KEYS[a.winner]) });
    case 'premove-dropped':
      return t('announce.premoveDropped');
    case 'new-game':
    case 'loaded': {
      const game = isGameId(a.gameId) ? gameText(t.language, a.gameId, 'name') : a.gameName;
      return t(a.kind === 'new-game' ? 'announce.newGame' : 'announce.loaded', { game });
    }
  }
}

export function Announcer({ store }: { store: StoreApi<GameState> }) {
  const announced = useStore(store, (state) => state.announced);
  const words = useReaderWords(useSettings((state) => state.screenReader));
  const t = useT();
  // The announcement of a move comes with the move, so the session's last move is that one.
  const spoken =
    words && announced?.kind === 'move' ? words.spokenLastMove(t, store.getState().session) : null;
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announced ? announcementFor(t, announced, spoken) : ''}
    </div>
  );
}
