/**
 * The notation explained once (`?notation`, `?notation=<game>` for one game), reached from the
 * move list's "How moves are written" link: per game, what the marks mean and an example of every
 * kind of move, each drawn by the real board with the move played (and marked), written as the
 * move list shows it and as records store it. The examples are checked against the rules core by
 * a unit test (notationContent.ts).
 */
import { BoardDiagram } from '../common/BoardDiagram';
import { GAME_IDS, type GameId } from '../common/games';
import { gameText, useT } from '../i18n/i18n';
import { RouteLink } from '../common/RouteLink';
import type { Route } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import { NOTATION, notationDiagram } from './notationContent';
import './notation.css';

type NotationRoute = Extract<Route, { page: 'notation' }>;

export function NotationPage({
  route,
  onNavigate,
}: {
  route: NotationRoute;
  onNavigate: (route: Route) => void;
}) {
  const t = useT();
  const games: readonly GameId[] = route.game ? [route.game] : GAME_IDS;
  return (
    <div className="page notation-page">
      <SiteBar onNavigate={onNavigate} />
      <header className="game-header game-header-compact">
        <div>
          <h1 className="game-title">{t('notation.title')}</h1>
          <nav className="notation-games" aria-label={t('notation.title')}>
            {GAME_IDS.map((id) => (
              <RouteLink
                key={id}
                to={{ page: 'notation', game: id }}
                onNavigate={onNavigate}
                current={route.game === id}
              >
                {gameText(t.language, id, 'name')}
              </RouteLink>
            ))}
          </nav>
        </div>
      </header>
      <main className="notation-body">
        {games.map((game) => (
          <section key={game} className="notation-game" data-game={game}>
            <h2>{gameText(t.language, game, 'name')}</h2>
            {NOTATION[game].intro[t.language].map((paragraph) => (
              <p key={paragraph} className="notation-intro">
                {paragraph}
              </p>
            ))}
            <ul className="notation-examples">
              {NOTATION[game].examples.map((example) => (
                <li key={example.san} className="notation-example" data-san={example.san}>
                  <p className="notation-san">
                    <code>{example.san}</code>
                    <span className="notation-canonical">
                      {t('notation.stored')} <code>{example.canonical}</code>
                    </span>
                  </p>
                  <BoardDiagram
                    game={game}
                    spec={notationDiagram(example)}
                    caption={example.text[t.language]}
                    className="notation-diagram"
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </div>
  );
}
