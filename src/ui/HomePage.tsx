// The home page: what the app is, the game in progress to continue (if one is saved), and one
// card per game with a small diagram drawn by the real board, its description, a new game (in 3D
// or 2D for Parallel worlds chess) and its rules. The game's name is a real link to a new game
// (`?game=<id>`), so it can also be opened in a new tab; buttons cover the other choices.
import { useState } from 'react';
import { BoardDiagram } from './BoardDiagram';
import { savedGameSummary } from './gameHost';
import { GAMES, type GameId } from './games';
import { countOf, gameText, useT } from './i18n';
import { RouteLink } from './RouteLink';
import {
  gameRoute,
  rulesRoute,
  type GameRoute,
  type HomeNotice,
  type Route,
  type ViewMode,
} from './route';
import { CARD_DIAGRAMS } from './rulesContent';
import { useSettings } from '../game/settings';
import { SiteBar } from './SiteBar';

interface HomePageProps {
  notice: HomeNotice | null;
  onNavigate: (route: Route) => void;
  onNewGame: (game: GameId, view: ViewMode | null) => void;
  onContinue: (route: GameRoute) => void;
}

export function HomePage({ notice, onNavigate, onNewGame, onContinue }: HomePageProps) {
  const t = useT();
  const preferredView = useSettings((state) => state.view);
  const [saved] = useState(savedGameSummary);
  const formatTime = (date: Date) =>
    new Intl.DateTimeFormat(t.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);

  const notices: string[] = [];
  if (notice?.kind === 'unknown-game') notices.push(t('home.unknownGame', { id: notice.id }));
  if (notice?.kind === 'bad-link') notices.push(t('home.badLink', { error: notice.error }));
  if (saved.kind === 'corrupt') notices.push(t('home.corruptSave', { error: saved.error }));

  return (
    <div className="page home-page">
      <SiteBar onNavigate={onNavigate} back={false} />
      <header className="hero">
        <p className="eyebrow">{t('home.eyebrow')}</p>
        <h1 className="hero-title">{t('app.name')}</h1>
        <p className="lede">{t('home.lede')}</p>
      </header>

      {notices.map((text) => (
        <p className="notice" role="alert" key={text}>
          {text}
        </p>
      ))}

      {saved.kind === 'saved' && (
        <section
          className="continue-card"
          data-game={saved.gameId}
          aria-labelledby="continue-title"
        >
          <div>
            <h2 id="continue-title" className="continue-title">
              {t('home.continueTitle')}
            </h2>
            <p className="continue-detail">
              {t('home.continueDetail', {
                game: gameText(t.language, saved.gameId, 'name'),
                moves: countOf(t.language, 'unit.moves', saved.moves),
                when: formatTime(saved.savedAt),
              })}
            </p>
          </div>
          <button
            type="button"
            className="button button-primary continue-button"
            onClick={() => onContinue(saved.route)}
          >
            {t('home.continue')}
          </button>
        </section>
      )}

      <main>
        <h2 className="visually-hidden">{t('home.games')}</h2>
        <ul className="game-grid" aria-label={t('home.games')}>
          {GAMES.map((game) => {
            const name = gameText(t.language, game.id, 'name');
            const threeD = game.view3d;
            return (
              <li key={game.id}>
                <article className="game-card" data-game={game.id}>
                  <BoardDiagram
                    game={game.id}
                    spec={CARD_DIAGRAMS[game.id]}
                    className="game-card-diagram"
                  />
                  <h2 className="game-card-name">
                    <RouteLink
                      to={gameRoute(game.id)}
                      onNavigate={() => onNewGame(game.id, threeD ? preferredView : null)}
                    >
                      {name}
                    </RouteLink>
                  </h2>
                  <p className="game-card-origin">{gameText(t.language, game.id, 'origin')}</p>
                  <p className="game-card-tagline">{gameText(t.language, game.id, 'tagline')}</p>
                  <p className="game-card-description">
                    {gameText(t.language, game.id, 'description')}
                  </p>
                  <div className="game-card-actions">
                    {threeD ? (
                      <>
                        <button
                          type="button"
                          className="button button-primary"
                          onClick={() => onNewGame(game.id, '3d')}
                        >
                          {t('home.play3d')}
                        </button>
                        <button
                          type="button"
                          className="button"
                          onClick={() => onNewGame(game.id, '2d')}
                        >
                          {t('home.play2d')}
                        </button>
                      </>
                    ) : (
                      <button
                        type="button"
                        className="button button-primary"
                        onClick={() => onNewGame(game.id, null)}
                      >
                        {t('home.newGame')}
                      </button>
                    )}
                    <RouteLink
                      to={rulesRoute(game.id)}
                      onNavigate={onNavigate}
                      className="button button-quiet"
                    >
                      {t('home.rules')}
                    </RouteLink>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </main>

      <footer className="site-footer">
        <p>{t('home.footer')}</p>
      </footer>
    </div>
  );
}
