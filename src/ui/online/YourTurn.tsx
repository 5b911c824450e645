/**
 * "Your turn" (issue 43): this browser's games going on (`GET /api/me/playing`, playing.ts), most
 * urgent first, each a link to the player's own seat with whose turn it is and, in a
 * correspondence game, how long is left ("2 days", "5 hours"); and the opt-in to Web Push
 * (pushOptIn.ts). Shown on the home page and on the player's own page, each loading it lazily (its
 * own chunk, with the online words); looked at again every POLL_MS and whenever the page is
 * shown, so that a move made on another device shows here. Nothing when there is no game.
 */
import { useEffect, useState } from 'react';
import { fetchPlaying, timeLeft } from '../../game/online/playing';
import type { PlayingEntry } from '../../protocol';
import { isGameId } from '../common/games';
import { gameText, useT } from '../i18n/i18n';
import { useOnlineWords, type OnlineText } from './onlineWords';
import { pushStatus, subscribe, unsubscribe, type PushStatus } from './pushOptIn';
import './online.css';

const POLL_MS = 30_000;

export default function YourTurn() {
  const t = useT();
  const w = useOnlineWords();
  const [games, setGames] = useState<PlayingEntry[]>([]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let live = true;
    const look = () =>
      void fetchPlaying().then((list) => {
        if (!live) return;
        setGames(list);
        setNow(Date.now());
      });
    look();
    const timer = setInterval(look, POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && look();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', look);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', look);
    };
  }, []);
  if (games.length === 0) return null;
  return (
    <section className="panel your-turn" aria-label={w('yourTurnList')}>
      <h2 className="panel-title">{w('yourTurnList')}</h2>
      <ul className="your-turn-list">
        {games.map((game) => (
          <li key={game.gameId} data-playing={game.gameId} data-my-turn={game.myTurn}>
            <a href={game.url}>
              {isGameId(game.variant) ? gameText(t.language, game.variant, 'name') : game.variant}
            </a>{' '}
            <strong className={game.myTurn ? 'your-turn-mine' : undefined}>
              {w(game.myTurn ? 'myTurn' : 'theirTurn')}
            </strong>{' '}
            <span data-time-left>
              {game.deadline === null
                ? `(${w('realTime')})`
                : `— ${w('left', { time: leftText(w, game.deadline, now) })}`}
            </span>
          </li>
        ))}
      </ul>
      <PushButton />
    </section>
  );
}

/** "2 days", "5 hours", "12 minutes" in the page's language. */
function leftText(w: OnlineText, deadline: number, now: number): string {
  const { count, unit } = timeLeft(deadline, now);
  return w.count(`unit.${unit}`, count);
}

/** The Web Push opt-in: asks the browser's permission only when clicked. */
function PushButton() {
  const w = useOnlineWords();
  const [status, setStatus] = useState<PushStatus>('unsupported');
  useEffect(() => {
    let live = true;
    void pushStatus().then((found) => live && setStatus(found));
    return () => {
      live = false;
    };
  }, []);
  if (status === 'unsupported') return null;
  if (status === 'denied') return <p className="your-turn-push">{w('pushDenied')}</p>;
  const on = status === 'on';
  return (
    <p className="your-turn-push">
      {on && `${w('pushPermission')} `}
      <button
        type="button"
        className="button"
        data-action={on ? 'push-off' : 'push-on'}
        onClick={() =>
          void (on ? unsubscribe() : subscribe()).then(setStatus, () => setStatus('off'))
        }
      >
        {w(on ? 'pushOff' : 'pushOn')}
      </button>
    </p>
  );
}
