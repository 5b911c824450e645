// The home page: what the app is, and one card per game. The game's name is the card's link (it
// is stretched over the whole card by CSS), so every card is one large click target with an
// accessible name that is simply the game's name.
import { GameEmblem } from './GameEmblem';
import { GAMES } from './games';
import { RouteLink } from './RouteLink';
import { gameRoute } from './route';
import type { Route } from './route';

interface HomePageProps {
  notice: string | null;
  onNavigate: (route: Route) => void;
}

export function HomePage({ notice, onNavigate }: HomePageProps) {
  return (
    <div className="page home-page">
      <header className="hero">
        <p className="eyebrow">Three chess variants · one board room</p>
        <h1 className="hero-title">Parallel Worlds</h1>
        <p className="lede">
          Play three inventive relatives of chess in the browser: a battle across three stacked
          boards in 3D, a game of pockets and mutating fairy pieces, and a game in which every
          capture can dress the captor in the powers of its prey.
        </p>
      </header>

      {notice !== null && (
        <p className="notice" role="alert">
          {notice} Choose one of these:
        </p>
      )}

      <main>
        <ul className="game-grid" aria-label="Games">
          {GAMES.map((game) => (
            <li key={game.id}>
              <article className="game-card" data-game={game.id}>
                <GameEmblem game={game.id} className="game-card-emblem" />
                <h2 className="game-card-name">
                  <RouteLink to={gameRoute(game.id)} onNavigate={onNavigate}>
                    {game.name}
                  </RouteLink>
                </h2>
                <p className="game-card-origin">{game.origin}</p>
                <p className="game-card-tagline">{game.tagline}</p>
                <p className="game-card-description">{game.description}</p>
                <span className="game-card-cta" aria-hidden="true">
                  Play <span className="arrow">→</span>
                </span>
              </article>
            </li>
          ))}
        </ul>
      </main>

      <footer className="site-footer">
        <p>Two players at one screen. Rules, boards and views are being built in the open.</p>
      </footer>
    </div>
  );
}
