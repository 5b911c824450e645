/**
 * A link to hand to someone else (a friend's seat, the watch link, a follow link): the link as
 * text, a Copy button (the Clipboard API, or the old selection-and-copy where it is missing or
 * refused, as on a page served over plain http) and its QR code for a phone across the room.
 * The QR encoder (uqr, MIT) is loaded only when a code is first shown. `data` names the
 * attribute that carries the link for tests and scripts (`data-invite-link`, `data-watch-link`).
 */
import { useEffect, useRef, useState } from 'react';
import { copyText } from '../common/copyText';
import { useOnlineWords } from './onlineWords';

/** The QR code of `text` as an SVG (its markup, from the lazily loaded encoder); also a race's. */
export function QrCode({
  text,
  label,
  className = 'qr-code',
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ renderSVG }) => {
      if (live) setSvg(renderSVG(text, { border: 2 }));
    });
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <div
      className={className}
      role="img"
      aria-label={label}
      data-qr={svg ? 'ready' : 'loading'}
      // the encoder's own SVG: no text of ours or the user's is in it but as QR modules
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}

export function LinkBox({
  label,
  link,
  data,
  qr = false,
}: {
  label: string;
  link: string;
  data: 'data-invite-link' | 'data-watch-link' | 'data-follow-link' | 'data-study-link';
  qr?: boolean; // the QR code shown at once (a follow link on a big screen)
}) {
  const w = useOnlineWords();
  const field = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState<string | null>(null);
  const [showQr, setShowQr] = useState(qr);
  return (
    <div className="link-box" {...{ [data]: link }}>
      <label className="link-box-label">
        {label}
        <input
          ref={field}
          className="link-box-field"
          readOnly
          value={link}
          onFocus={(e) => e.target.select()}
        />
      </label>
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={() =>
            void copyText(link, field.current).then((ok) =>
              setNote(w(ok ? 'copied' : 'copyFailed')),
            )
          }
        >
          {w('copy')}
        </button>
        <button
          type="button"
          className="button"
          aria-expanded={showQr}
          onClick={() => setShowQr((on) => !on)}
        >
          {w(showQr ? 'hideQr' : 'showQr')}
        </button>
        {note && (
          <span className="link-box-note" role="status">
            {note}
          </span>
        )}
      </div>
      {showQr && <QrCode text={link} label={w('qrOf', { what: label })} />}
    </div>
  );
}
