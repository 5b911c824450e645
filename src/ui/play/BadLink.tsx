// A link whose position the rules refuse (a game page's or the analysis board's address): the
// problem in words, the FEN, and the ways to the start position and back. Its own module so that
// the analysis board's chunk takes it without the game screen.
import type { Problem } from '../../rules';
import { problemText, useT } from '../i18n/i18n';
import { HOME, type Route } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';

/** A link whose position the rules refuse: why, the FEN, and the way to the start position. */
export function BadLink({
  problem,
  fen,
  onFromStart,
  onNavigate,
}: {
  problem: Problem;
  fen: string | null;
  onFromStart: () => void;
  onNavigate: (route: Route) => void;
}) {
  const t = useT();
  return (
    <div className="page">
      <SiteBar onNavigate={onNavigate} />
      <main className="bad-link">
        <p className="notice" role="alert">
          {t('record.badLink', { error: problemText(t.language, problem) })}
        </p>
        {fen && <code className="settings-fen">{fen}</code>}
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={onFromStart}>
            {t('page.fromStart')}
          </button>
          <button type="button" className="button" onClick={() => onNavigate(HOME)}>
            {t('nav.back')}
          </button>
        </div>
      </main>
    </div>
  );
}
