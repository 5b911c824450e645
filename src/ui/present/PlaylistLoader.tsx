/**
 * Loading a playlist file on the presenter's screen: a file picker and a drop zone. The file is
 * read and checked whole (playlist.ts) before anything changes: a bad file is answered with one
 * line per problem, each naming its slide, and the playlist on screen stays as it was.
 */
import { useState, type DragEvent } from 'react';
import type { Playlist } from '../../game/present/playlist';
import { MAX_PLAYLIST_CHARS, parsePlaylist } from '../../game/present/playlistReader';
import { usePresentT } from './presentWords';
import { useT } from '../i18n/i18n';
import { playlistProblemText } from './playlistProblemText';

export function PlaylistLoader({ onLoad }: { onLoad: (playlist: Playlist) => void }) {
  const t = useT();
  const tp = usePresentT();
  const [problems, setProblems] = useState<string[]>([]);
  const [over, setOver] = useState(false);

  const read = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_PLAYLIST_CHARS) {
      setProblems([tp('problem.tooLarge', { name: file.name })]);
      return;
    }
    const result = parsePlaylist(await file.text());
    if (result.ok) {
      setProblems([]);
      onLoad(result.playlist);
    } else setProblems(result.problems.map((problem) => playlistProblemText(tp, problem)));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void read(event.dataTransfer.files[0]);
  };

  return (
    <div
      className={over ? 'present-loader is-over' : 'present-loader'}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <label className="button">
        {tp('loadPlaylist')}
        <input
          type="file"
          accept=".json,application/json"
          className="visually-hidden"
          data-testid="present-playlist-file"
          onChange={(event) => {
            void read(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <span className="present-loader-hint">{tp('dropPlaylist')}</span>
      {problems.length > 0 && (
        <div className="present-loader-problems" role="alert">
          <p>{t('present.playlistRefused')}</p>
          <ul>
            {problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
