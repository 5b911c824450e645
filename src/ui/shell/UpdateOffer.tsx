// The small "Update ready — Reload" offer in a corner of every page, shown when a new version of
// the offline app is installed and waiting (appUpdate.ts). Nothing reloads until it is pressed
// (or until presenter mode's idle reset applies the update); "Later" hides it for this page. In
// presenter mode (an address with `present`) it is not shown at all: the audience sees no
// controls, and the idle reset applies the update.
import { useState } from 'react';
import { applyUpdate, useUpdateWaiting } from './appUpdate';
import { useT } from '../i18n/i18n';
import './updateOffer.css';

export function UpdateOffer() {
  const t = useT();
  const waiting = useUpdateWaiting();
  const [dismissed, setDismissed] = useState(false);
  if (!waiting || dismissed) return null; // (so also in a page prerendered at build, no window)
  if (new URLSearchParams(window.location.search).has('present')) return null;
  return (
    <div className="update-offer" role="status" data-update="waiting">
      <span>{t('update.ready')}</span>
      <button type="button" className="update-offer-reload" onClick={applyUpdate}>
        {t('update.reload')}
      </button>
      <button type="button" className="update-offer-later" onClick={() => setDismissed(true)}>
        {t('update.later')}
      </button>
    </div>
  );
}
