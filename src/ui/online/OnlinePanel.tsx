/**
 * The online panel beside the board of an online game: the connection ("Online",
 * "Reconnecting…"), who this screen is (the side it plays, a watcher, the organiser), whether
 * the opponent is here, the watcher count everyone sees, a refused action with its reason, the
 * offers standing (a draw, a takeback, a rematch) with Accept and Decline for the side asked,
 * and the player's own actions: offer a draw, ask to take back, resign (asked twice), and a
 * rematch once the game is over. When the opponent has left a game under way, it says so and,
 * after the server's grace period (counted down), offers "Claim victory" and "Call it a draw"
 * (ClaimOffer). Both players' names, when the room tells them, with their ratings ("1523?" while
 * provisional), and a rated game's rating change once the server has rated it. Issue 43: a
 * correspondence game's deadline (Deadline, instead of a clock), "Abort" once the side to move has
 * been silent ABORT_AFTER_MS before both sides have played (AbortOffer), and the page's title and
 * icon when it becomes the player's turn (turnNotice.ts). Everything goes to the server through the online game
 * (src/game/online/onlineGame.ts); the board changes only when the server's events come back.
 */
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { OnlineGame, OnlineState } from '../../game/online/onlineGame';
import {
  ABORT_AFTER_MS,
  colorOf,
  type FoldedGame,
  type GameRated,
  type Seat,
  type SeatNames as RoomSeatNames,
  type Side,
} from '../../protocol';
import { timeLeft } from '../../game/online/playing';
import { useTurnNotice } from './turnNotice';
import type { OnlineText } from './onlineWords';
import { ratingText, seatNames, seatRating } from '../../game/online/seatNames';
import { useT } from '../i18n/i18n';
import { useOnlineWords } from './onlineWords';

type Offer = 'draw' | 'takeback' | 'rematch';

export function OnlinePanel({ online, state }: { online: OnlineGame; state: OnlineState }) {
  const t = useT();
  const w = useOnlineWords();
  const [resigning, setResigning] = useState(false);
  const { game, side, role, presence, names, refusal } = state;
  const sideWord = (s: Side) => t(s === 'white' ? 'side.white' : 'side.black');
  const playing = role === 'player' && side !== null && game !== null;
  const over = game?.outcome !== null || (state.store?.getState().session.outcome ?? null) !== null;
  const opponentSeat = state.seat === null ? null : ((1 - state.seat) as 0 | 1);
  const offers: Offer[] = ['draw', 'takeback', 'rematch'];
  // the opponent has left a game both have moved in: it may be claimed after the grace period
  const gone = playing && !over && state.claimAt !== null && game.turns.length >= 2;
  const toMove = useStore(state.store ?? NO_STORE, (s) => (s ? s.session.position.turn : null));
  const myTurn = playing && !over && toMove === colorOf(side);
  useTurnNotice(myTurn, w('yourTurnTitle'), t('app.name'));
  return (
    <section
      className="panel online-panel"
      aria-label={t('online.title')}
      data-online-status={state.status}
    >
      <h2 className="panel-title">
        {t('online.title')}{' '}
        <span className={`online-status online-status-${state.status}`} role="status">
          {w(`status.${state.status}`)}
        </span>
      </h2>
      <p>
        {playing
          ? w('youPlay', { side: sideWord(side) })
          : w(role === 'organiser' ? 'organising' : 'watching')}{' '}
        {playing &&
          !gone &&
          opponentSeat !== null &&
          presence &&
          w(presence.players[opponentSeat] ? 'opponentHere' : 'opponentAway')}
      </p>
      {game && <PlayerNames names={names} white={game.white} sideWord={sideWord} />}
      {game && state.rated?.game === game.number && (
        <RatingChange rated={state.rated} white={game.white} sideWord={sideWord} />
      )}
      <p data-watchers={presence?.watchers ?? 0}>
        {w('watchers', { count: presence?.watchers ?? 0 })}
      </p>
      {refusal && (
        <div className="notice online-refusal" role="alert" data-refusal={refusal.code}>
          {w('refused', { reason: w(`refusal.${refusal.code}`) })}{' '}
          <button type="button" className="button" onClick={() => online.dismissRefusal()}>
            {w('dismiss')}
          </button>
        </div>
      )}
      {game &&
        offers.map((offer) => {
          const by = game[offer];
          if (!by) return null;
          const mayAnswer = playing && by !== side;
          return (
            <div key={offer} className="online-offer" data-offer={offer} role="status">
              <p>{w(`offer.${offer}`, { side: sideWord(by) })}</p>
              {mayAnswer && (
                <div className="button-row">
                  <button
                    type="button"
                    className="button button-primary"
                    onClick={() => online.act(offer, 'accept')}
                  >
                    {w('accept')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    onClick={() => online.act(offer, 'decline')}
                  >
                    {w('decline')}
                  </button>
                </div>
              )}
            </div>
          );
        })}
      {game?.deadline != null && (
        <Deadline
          game={game}
          w={w}
          whose={
            playing
              ? myTurn
                ? 'mine'
                : 'theirs'
              : toMove === null
                ? ''
                : t(toMove === 0 ? 'side.white' : 'side.black')
          }
        />
      )}
      {gone && state.claimAt !== null && <ClaimOffer online={online} claimAt={state.claimAt} />}
      {playing && !over && game.days === null && game.turns.length < 2 && (
        <AbortOffer online={online} since={game.turnBegan} />
      )}
      {playing && !over && !resigning && (
        <div className="button-row">
          <button
            type="button"
            className="button"
            disabled={game.draw === side}
            onClick={() => online.act('draw', 'offer')}
          >
            {w('offerDraw')}
          </button>
          <button
            type="button"
            className="button"
            disabled={game.takeback === side}
            onClick={() => online.act('takeback', 'request')}
          >
            {w('askTakeback')}
          </button>
          <button type="button" className="button button-danger" onClick={() => setResigning(true)}>
            {w('resign')}
          </button>
        </div>
      )}
      {playing && !over && resigning && (
        <div className="button-row" role="group" aria-label={w('confirmResign')}>
          <span>{w('confirmResign')}</span>
          <button
            type="button"
            className="button button-danger"
            onClick={() => {
              setResigning(false);
              online.act('resign');
            }}
          >
            {w('yesResign')}
          </button>
          <button type="button" className="button" onClick={() => setResigning(false)}>
            {w('no')}
          </button>
        </div>
      )}
      {(playing || role === 'organiser') && over && game?.rematch === null && (
        <div className="button-row">
          <button
            type="button"
            className="button button-primary"
            onClick={() => online.act('rematch', 'offer')}
          >
            {w('rematch')}
          </button>
        </div>
      )}
    </section>
  );
}

/** A store that never changes, for `useStore` before the board's store has come. */
const NO_STORE = { getState: () => null, getInitialState: () => null, subscribe: () => () => {} };

/**
 * A correspondence game: its days per move and the mover's time left (to the minute), said to
 * the player to move (`mine`), to the other (`theirs`) or to a watcher (the side's name).
 */
function Deadline({ game, whose, w }: { game: FoldedGame; whose: string; w: OnlineText }) {
  const [, setTicks] = useState(0); // drawn again every 30 s, and at each event
  useEffect(() => {
    const timer = setInterval(() => setTicks((ticks) => ticks + 1), 30_000);
    return () => clearInterval(timer);
  }, []);
  const { count, unit } = timeLeft(game.deadline!, Date.now());
  const time = w.count(`unit.${unit}`, count);
  return (
    <p className="online-deadline" data-deadline={game.deadline}>
      {w('daysPerMove', { days: w.count('unit.days', game.days ?? 0) })}{' '}
      {whose === 'mine' || whose === 'theirs'
        ? w(whose === 'mine' ? 'deadlineMine' : 'deadlineTheirs', { time })
        : w('deadlineSide', { side: whose, time })}
    </p>
  );
}

/** "Abort", once the side to move has been silent ABORT_AFTER_MS (the server checks it too). */
function AbortOffer({ online, since }: { online: OnlineGame; since: number }) {
  const w = useOnlineWords();
  const [now, setNow] = useState(() => Date.now());
  const wait = since + ABORT_AFTER_MS - now;
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait + 50, 1000));
    return () => clearTimeout(timer);
  }, [now, wait]);
  if (wait > 0) return null;
  return (
    <div className="button-row">
      <button
        type="button"
        className="button"
        data-action="abort"
        onClick={() => online.act('abort')}
      >
        {w('abort')}
      </button>
    </div>
  );
}

/** White's and Black's names as the room tells them (seatNames.ts); nothing when it tells none. */
function PlayerNames({
  names: roomNames,
  white,
  sideWord,
}: {
  names: RoomSeatNames | null;
  white: Seat;
  sideWord: (side: Side) => string;
}) {
  const names = seatNames(roomNames);
  const seats = { white, black: white === 0 ? 1 : 0 } as const;
  if (names[seats.white] === null && names[seats.black] === null) return null;
  return (
    <dl className="online-names">
      {(['white', 'black'] as const).map((side) => {
        const rating = seatRating(roomNames, seats[side]);
        return (
          <div key={side}>
            <dt>{sideWord(side)}</dt>
            <dd data-player-name={side}>{names[seats[side]] ?? '…'}</dd>
            {rating && <dd data-player-rating={side}>{ratingText(rating)}</dd>}
          </div>
        );
      })}
    </dl>
  );
}

/** A change as shown: +12, −12 (a true minus sign), ±0. */
const signed = (diff: number): string =>
  diff > 0 ? `+${diff}` : diff < 0 ? `\u2212${-diff}` : '\u00b10';

/** The rating change of the game just rated, White's and Black's. */
function RatingChange({
  rated,
  white,
  sideWord,
}: {
  rated: GameRated;
  white: Seat;
  sideWord: (side: Side) => string;
}) {
  const w = useOnlineWords();
  const seats = { white, black: white === 0 ? 1 : 0 } as const;
  return (
    <div className="online-rated" role="status">
      <p>{w('ratingChange')}</p>
      <dl className="online-names">
        {(['white', 'black'] as const).map((side) => {
          const { before, after, diff } = rated.seats[seats[side]];
          return (
            <div key={side}>
              <dt>{sideWord(side)}</dt>
              <dd data-rating-change={side} data-diff={diff}>
                {before} → {after} ({signed(diff)})
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

/**
 * The opponent has left a game under way: the seconds until the game may be claimed (the
 * server's grace period, counted down here), then the two claims.
 */
function ClaimOffer({ online, claimAt }: { online: OnlineGame; claimAt: number }) {
  const w = useOnlineWords();
  const [now, setNow] = useState(() => performance.now());
  const seconds = Math.ceil((claimAt - now) / 1000);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setNow(performance.now()), 250);
    return () => clearTimeout(timer);
  }, [now, seconds]);
  return (
    <div className="online-offer" data-claim={seconds > 0 ? 'waiting' : 'ready'} role="status">
      <p>
        {w('opponentGone')} {seconds > 0 && w('claimIn', { seconds })}
      </p>
      {seconds <= 0 && (
        <div className="button-row">
          <button
            type="button"
            className="button button-primary"
            onClick={() => online.act('claim', 'win')}
          >
            {w('claimWin')}
          </button>
          <button type="button" className="button" onClick={() => online.act('claim', 'draw')}>
            {w('claimDraw')}
          </button>
        </div>
      )}
    </div>
  );
}
