/**
 * The invite links of an online game: for a player, the friend's seat link (known only to the
 * creator's browser) and the watch link; for the organiser, both seat links (the server hands
 * them to the organiser on joining) and the watch link; for a watcher, the watch link to pass
 * on. Each is copyable and has its QR code (LinkBox).
 */
import type { OnlineState } from '../../game/online/onlineGame';
import { otherSide, type Side } from '../../protocol';
import { useOnlineWords } from './onlineWords';
import { useT } from '../i18n/i18n';
import { LinkBox } from './LinkBox';

export function InvitePanel({
  state,
  watchLink,
  seatLink,
  friendKey,
}: {
  state: OnlineState;
  watchLink: string;
  seatLink: (key: string) => string;
  friendKey: string | null;
}) {
  const t = useT();
  const w = useOnlineWords();
  const sideWord = (s: Side) => t(s === 'white' ? 'side.white' : 'side.black');
  const other: Side | null = state.side === null ? null : otherSide(state.side);
  const white = state.game?.white ?? 0;
  return (
    <section className="panel invite-panel" aria-label={w('invite')}>
      <h2 className="panel-title">{w('invite')}</h2>
      {state.role === 'player' && friendKey && other && (
        <LinkBox
          label={w('friendLink', { side: sideWord(other) })}
          link={seatLink(friendKey)}
          data="data-invite-link"
        />
      )}
      {state.role === 'organiser' &&
        state.players?.map((key, seat) => (
          <LinkBox
            key={key}
            label={w('seatLink', { side: sideWord(seat === white ? 'white' : 'black') })}
            link={seatLink(key)}
            data="data-invite-link"
          />
        ))}
      <LinkBox label={w('watchLink')} link={watchLink} data="data-watch-link" />
    </section>
  );
}
