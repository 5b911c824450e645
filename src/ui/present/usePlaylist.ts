/**
 * The playlist presenter mode shows: the one the address names (`&playlist=<id>`), else the
 * presenter's current one, looked up among those kept in this browser and the shipped one. An
 * unknown id or a kept playlist that no longer reads falls back to the shipped playlist with a
 * notice for the presenter. Loading a file or removing a slide keeps the result in this browser.
 */
import { useCallback, useEffect, useState } from 'react';
import { browserStorage } from '../../game/browserStorage';
import type { Playlist } from '../../game/present/playlist';
import {
  currentPlaylistId,
  findPlaylist,
  keepPlaylist,
  removeSlide,
  setCurrentPlaylistId,
  shippedPlaylist,
} from '../../game/present/playlistStore';
import { usePresentT } from './presentWords';
import { playlistProblemText } from './playlistProblemText';

export function usePlaylist(id: string | null): {
  playlist: Playlist;
  notice: string | null; // why the shipped playlist is shown instead of the one asked for
  load(playlist: Playlist): void;
  remove(index: number): void;
} {
  const tp = usePresentT();
  const [initial] = useState(() => {
    const wanted = id ?? currentPlaylistId(browserStorage());
    const found = findPlaylist(browserStorage(), wanted);
    if (found?.ok) return { playlist: found.playlist, notice: null };
    const notice = found
      ? tp('damagedPlaylist', {
          id: wanted,
          problem: playlistProblemText(tp, found.problems[0]!),
        })
      : tp('unknownPlaylist', { id: wanted });
    return { playlist: shippedPlaylist(), notice };
  });
  const [playlist, setPlaylist] = useState(initial.playlist);
  useEffect(() => setCurrentPlaylistId(browserStorage(), playlist.id), [playlist.id]);

  const load = useCallback((loaded: Playlist) => {
    keepPlaylist(browserStorage(), loaded);
    setPlaylist(loaded);
  }, []);
  const remove = useCallback(
    (index: number) => setPlaylist((current) => removeSlide(browserStorage(), current, index)),
    [],
  );
  return { playlist, notice: initial.notice, load, remove };
}
