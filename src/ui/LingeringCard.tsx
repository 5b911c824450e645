/**
 * The game page's piece card, shared by the flat and the 3D board, with a link to the piece
 * explorer that the pointer can reach. A view shows a card while the pointer is on a man and drops
 * it when the pointer leaves; here the card lingers a moment after that, and stays while the
 * pointer is on it, so the pointer can travel from the man to the card's link. A view draws the
 * card through `report`, which only tells this host what to show.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/** How long a card stays after the view dropped it, unless the pointer reaches it. */
const LINGER_MS = 700;

/** The card a view asks for, and the element that shows it (lingering). */
export function useLingeringCard<Info>(draw: (info: Info) => ReactNode): {
  report: (info: Info) => ReactNode;
  card: ReactNode;
} {
  const [shown, setShown] = useState<Info | null>(null);
  const over = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = useCallback((info: Info | null) => {
    window.clearTimeout(timer.current);
    if (info !== null) setShown(info);
    else timer.current = window.setTimeout(() => !over.current && setShown(null), LINGER_MS);
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
