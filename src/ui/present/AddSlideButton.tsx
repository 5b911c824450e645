/**
 * "Add to the presenter's playlist", beside the board of a game: the game on screen becomes a
 * slide (its record replayed move by move, or its position before the first move) at the end of
 * the presenter's current playlist, kept in this browser; the analysis board gives its own slide
 * (`slide`: the position with the engine's best turn), a race's host page its leaderboard, a study
 * page one slide per chapter (`slide` giving several). The playlist code loads only on the press,
 * so the game page does not carry it.
 */
import { useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { browserStorage } from '../../game/browserStorage';
import type { Slide } from '../../game/present/playlist';
import type * as PlaylistStoreModule from '../../game/present/playlistStore';
import type { GameState } from '../../game/store';
import { useT } from '../i18n/i18n';
import type { ViewMode } from '../shell/route';

/** The playlist module, loaded on the press. */
type PlaylistStore = typeof PlaylistStoreModule;

export function AddSlideButton(
  props:
    | { store: StoreApi<GameState>; view: ViewMode; slide?: undefined } // the game on screen
    | { slide: (playlists: PlaylistStore) => Promise<Slide | Slide[]> }, // the slide(s) to add
) {
  const t = useT();
  const [said, setSaid] = useState<string | null>(null);
  const add = async () => {
    const playlists = await import('../../game/present/playlistStore');
    const made = props.slide
      ? await props.slide(playlists)
      : playlists.slideOfSession(props.store.getState().session, props.view);
    const result = playlists.addSlide(browserStorage(), made);
    setSaid(
      result.ok
        ? t('present.slideAdded', {
            number: result.playlist.slides.length,
            title: result.playlist.title[t.language],
          })
        : t('present.playlistRefused'),
    );
  };
  return (
    <div className="panel add-slide">
      <button type="button" className="button" onClick={() => void add()}>
        {t('present.addSlide')}
      </button>
      {said && <p role="status">{said}</p>}
    </div>
  );
}
