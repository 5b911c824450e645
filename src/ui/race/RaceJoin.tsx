/**
 * How to join a race, for a screen across a room: the join link, the code very large (read out
 * in two groups of three) and the link's QR code (uqr, loaded lazily, as LinkBox's). The host's
 * page shows it large before the start and small in a corner for the latecomers; a presenter's
 * race slide before the start.
 */
import { QrCode } from '../online/LinkBox';
import { useRaceWords } from './raceWords';

/** The link a player's phone opens. */
const raceLink = (origin: string, code: string) => `${origin}/?race=${code}`;

export function RaceJoin({ code, compact = false }: { code: string; compact?: boolean }) {
  const w = useRaceWords();
  const link = raceLink(window.location.origin, code);
  return (
    <section className={compact ? 'race-join race-join-compact' : 'race-join'}>
      <p className="race-join-at">
        {w('joinAt')} <strong data-race-link={link}>{link.replace(/^https?:\/\//, '')}</strong>
      </p>
      <p className="race-code" data-race-code={code} aria-label={`${w('code')} ${code}`}>
        {`${code.slice(0, 3)} ${code.slice(3)}`}
      </p>
      <QrCode text={link} label={w('qr')} className="qr-code race-qr" />
    </section>
  );
}
