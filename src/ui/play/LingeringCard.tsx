/**
 * The game page's piece card, shared by the flat and the 3D board, with a link to the piece
 * explorer that the pointer can reach. A view shows a card while the pointer is on a man and drops
 * it when the pointer leaves; here the card lingers a moment after that, so the pointer can travel
 * from the man to the card's link. On the way it may cross other men (in 3D, the men behind):
 * another man's card replaces the shown one only after a short wait, and not at all once the
 * pointer rests on the link (a tooltip's "hover bridge").
 *
 * The card never takes a click meant for the board: it lets the pointer through, and its link
 * only becomes clickable once the pointer has rested on it (`DWELL_MS`); a press anywhere else
 * puts the card away. So a quick click on a square that the card happens to cover reaches the
 * square. A view draws the card through `report`, which only tells this host what to show.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/** How long a card stays after the view dropped it, unless the pointer reaches its link. */
const LINGER_MS = 700;
/** How long another man's card waits before it replaces the one shown. */
const SWITCH_MS = 600;
/** How long the pointer rests on the link before the link takes clicks. */
const DWELL_MS = 200;

/** The card a view asks for, and the element that shows it (lingering). */
export function useLingeringCard<Info>(draw: (info: Info) => ReactNode): {
  report: (info: Info) => ReactNode;
  card: ReactNode;
} {
  const [shown, setShown] = useState<Info | null>(null);
  const [live, setLive] = useState(false); // the pointer rests on the link: it takes clicks
  const host = useRef<HTMLDivElement>(null);
  const over = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const dwell = useRef<number | undefined>(undefined);
  const current = useRef<Info | null>(null);
  current.current = shown;

  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    window.clearTimeout(dwell.current);
    dwell.current = undefined;
    over.current = false;
    setLive(false);
    setShown(null);
  }, []);

  const show = useCallback((info: Info | null) => {
    window.clearTimeout(timer.current);
    if (over.current) return; // the pointer is on the link: the card stays until it leaves
    if (info !== null && current.current === null) setShown(info);
    else
      timer.current = window.setTimeout(
        () => !over.current && setShown(info),
        info === null ? LINGER_MS : SWITCH_MS,
      );
  }, []);

  // Where the pointer is, by geometry (the card itself lets the pointer through).
  useEffect(() => {
    if (shown === null) return;
    const onLink = (event: PointerEvent) => {
      const box = host.current?.querySelector('.piece-tooltip-link a')?.getBoundingClientRect();
      return (
        !!box &&
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom
      );
    };
    const onMove = (event: PointerEvent) => {
      if (onLink(event)) {
        window.clearTimeout(timer.current);
        if (!over.current && dwell.current === undefined)
          dwell.current = window.setTimeout(() => {
            over.current = true;
            setLive(true);
          }, DWELL_MS);
      } else if (over.current) {
        hide();
      } else {
        window.clearTimeout(dwell.current);
        dwell.current = undefined;
      }
    };
    const onDown = (event: PointerEvent) => {
      if (!(over.current && onLink(event))) hide();
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerdown', onDown, true);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerdown', onDown, true);
    };
  }, [shown, hide]);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      window.clearTimeout(dwell.current);
    },
    [],
  );

  const report = useCallback((info: Info) => <CardReport info={info} onShow={show} />, [show]);
  const card = shown && (
    <div className={live ? 'lingering-card is-live' : 'lingering-card'} ref={host}>
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
