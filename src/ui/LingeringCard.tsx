/**
 * The game page's piece card, shared by the flat and the 3D board, with a link to the piece
 * explorer that the pointer can reach. A view shows a card while the pointer is on a man and drops
 * it when the pointer leaves; here the card lingers a moment after that, and stays while the
 * pointer is on it, so the pointer can travel from the man to the card's link. On the way it may
 * cross other men (in 3D, the men behind): another man's card replaces the shown one only after a
 * short wait, and not at all once the pointer has reached the card (a tooltip's "hover bridge").
 * A view draws the card through `report`, which only tells this host what to show.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/** How long a card stays after the view dropped it, unless the pointer reaches it. */
const LINGER_MS = 700;
/** How long another man's card waits before it replaces the one shown. */
const SWITCH_MS = 600;

/** The card a view asks for, and the element that shows it (lingering). */
export function useLingeringCard<Info>(draw: (info: Info) => ReactNode): {
  report: (info: Info) => ReactNode;
  card: ReactNode;
} {
  const [shown, setShown] = useState<Info | null>(null);
  const over = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const current = useRef<Info | null>(null);
  current.current = shown;

  const show = useCallback((info: Info | null) => {
    window.clearTimeout(timer.current);
    if (over.current) return; // the pointer is on the card: it stays until the pointer leaves
    if (info !== null && current.current === null) setShown(info);
    else
      timer.current = window.setTimeout(
        () => !over.current && setShown(info),
        info === null ? LINGER_MS : SWITCH_MS,
      );
  }, []);
  const report = useCallback((info: Info) => <CardReport info={info} onShow={show} />, [show]);
  const card = shown && (
    <div
      className="lingering-card"
      onPointerEnter={() => {
        over.current = true;
        window.clearTimeout(timer.current);
      }}
      onPointerLeave={() => {
        over.current = false;
        setShown(null);
      }}
    >
      {draw(shown)}
    </div>
  );
  return { report, card };
}

/** Tells the host which card the view shows now (by value), and when it shows none. */
function CardReport<Info>({ info, onShow }: { info: Info; onShow: (info: Info | null) => void }) {
  const key = JSON.stringify(info);
  useEffect(() => {
    onShow(JSON.parse(key) as Info);
    return () => onShow(null);
  }, [key, onShow]);
  return null;
}
