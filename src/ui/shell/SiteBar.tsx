// The bar at the top of every page: the way back to the games, the app's name, a language switch
// (EN | RU, one tap), the lessons, the puzzles, the studies (issue 46), the account (the name this browser plays under once known,
// with "Log in" beside an anonymous one; else "Log in"; its dialog, src/ui/account, a chunk loaded when it first opens, asks the game
// server who this is only then) and the settings, which open in a panel below the bar. The language switch
// sits in the bar itself because a player who cannot read the current language must still find it.
// Every page has it, so its mounting is when the page is live: a click held from before the
// prerendered page was hydrated is replayed then (earlyClicks.ts).
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useT } from '../i18n/i18n';
import { RouteLink } from '../common/RouteLink';
import { HOME, type Route } from './route';
import { LANGUAGES, settingsStore, useSettings } from '../../game/settings';
import { useMe } from '../../game/account/identity';
import { useReplayEarlyClicks } from './earlyClicks';

// The settings' controls, a chunk of their own: loaded when the panel first opens.
const SettingsPanel = lazy(() =>
  import('./SettingsPanel').then((module) => ({ default: module.SettingsPanel })),
);

// The account dialog, with the account's words: loaded when it first opens.
const AccountDialog = lazy(() =>
  import('../account/AccountDialog').then((module) => ({ default: module.AccountDialog })),
);

// Whether the account dialog is open, kept outside any one site bar: a page that swaps its site
// bar for another as it loads (the puzzle page: its notice, then the game page) keeps the dialog
// a player opened meanwhile.
let accountOpen = false;
const accountListeners = new Set<() => void>();
const setAccount = (open: boolean) => {
  accountOpen = open;
  accountListeners.forEach((listener) => listener());
};
const subscribeAccount = (listener: () => void) => {
  accountListeners.add(listener);
  return () => void accountListeners.delete(listener);
};
const useAccountOpen = () =>
  useSyncExternalStore(
    subscribeAccount,
    () => accountOpen,
    () => false,
  );

interface SiteBarProps {
  onNavigate: (route: Route) => void;
  back?: boolean; // show "Back to games" (every page but the home page)
}

export function SiteBar({ onNavigate, back = true }: SiteBarProps) {
  const t = useT();
  const language = useSettings((state) => state.language);
  const [open, setOpen] = useState(false);
  const account = useAccountOpen();
  const me = useMe();
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useReplayEarlyClicks();

  // Escape or a press outside the panel (and its button) closes it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <nav className="topbar" aria-label={t('nav.site')}>
      {back ? (
        <RouteLink to={HOME} onNavigate={onNavigate} className="back-link">
          <span aria-hidden="true">←</span> {t('nav.back')}
        </RouteLink>
      ) : (
        <span className="brand">{t('app.name')}</span>
      )}
      <div className="topbar-tools">
        {back && <span className="brand brand-small">{t('app.name')}</span>}
        <RouteLink
          to={{ page: 'learn', lesson: null, view: null }}
          onNavigate={onNavigate}
          className="learn-link"
        >
          {t('learn.title')}
        </RouteLink>
        <RouteLink
          to={{ page: 'puzzle', id: null, view: null }}
          onNavigate={onNavigate}
          className="learn-link puzzle-link"
        >
          {t('puzzle.title')}
        </RouteLink>
        <RouteLink
          to={{ page: 'studies' }}
          onNavigate={onNavigate}
          className="learn-link studies-link"
        >
          {t('studies.title')}
        </RouteLink>
        <div className="language-switch" role="group" aria-label={t('nav.language')}>
          {LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              lang={code}
              className="language-option"
              aria-pressed={language === code}
              onClick={() => settingsStore.getState().update({ language: code })}
            >
              {code.toUpperCase()}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="account-button"
          aria-haspopup="dialog"
          aria-label={me ? t('nav.accountOf', { name: me.name }) : undefined}
          data-account={me ? (me.account ? 'account' : 'anonymous') : 'unknown'}
          onClick={() => setAccount(true)}
        >
          {me ? me.name : t('nav.account')}
          {me && !me.account && <span className="account-button-hint"> · {t('nav.account')}</span>}
        </button>
        <button
          ref={button}
          type="button"
          className="settings-button"
          aria-expanded={open}
          aria-controls="settings-panel"
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">⚙</span>{' '}
          <span className="settings-button-label">{t('nav.settings')}</span>
        </button>
      </div>
      {account && (
        <Suspense fallback={null}>
          <AccountDialog onClose={() => setAccount(false)} onNavigate={onNavigate} />
        </Suspense>
      )}
      {open && (
        <div
          className="settings-popover"
          id="settings-panel"
          ref={panel}
          role="region"
          aria-label={t('settings.title')}
        >
          <Suspense fallback={null}>
            <SettingsPanel />
          </Suspense>
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {t('settings.close')}
          </button>
        </div>
      )}
    </nav>
  );
}
