// The page of one game. For now it names the game, offers the way back, shows the view and
// position chosen in the address (view=2d|3d, fen=…) and says that the board comes with the next
// release; the board views (src/view3d, src/view2d) will take the stage's place.
import { useEffect, useRef } from 'react';
import { GameEmblem } from './GameEmblem';
import { gameInfo } from './games';
import { RouteLink } from './RouteLink';
import { effectiveView, HOME } from './route';
import type { Route, ViewMode } from './route';

interface GamePageProps {
  route: Extract<Route, { page: 'game' }>;
  onNavigate: (route: Route) => void;
}

const VIEW_LABELS: Record<ViewMode, string> = { '3d': '3D', '2d': '2D' };

export function GamePage({ route, onNavigate }: GamePageProps) {
  const game = gameInfo(route.game);
  const view = effectiveView(route);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Move focus to the new page's heading, as a page load would, and bring it into view.
  useEffect(() => {
    headingRef.current?.focus();
  }, [route.game]);

  return (
    <div className="page game-page" data-game={game.id}>
      <nav className="topbar" aria-label="Site">
        <RouteLink to={HOME} onNavigate={onNavigate} className="back-link">
          <span aria-hidden="true">←</span> Back to games
        </RouteLink>
        <span className="brand">Parallel Worlds</span>
      </nav>

      <header className="game-header">
        <GameEmblem game={game.id} className="game-header-emblem" />
        <div>
          <p className="eyebrow">{game.origin}</p>
          <h1 className="game-title" tabIndex={-1} ref={headingRef}>
            {game.name}
          </h1>
          <p className="game-tagline">{game.tagline}</p>
        </div>
      </header>

      <main className="stage">
        <section className="board-placeholder" aria-label="Board">
          <GameEmblem game={game.id} className="board-placeholder-emblem" />
          <p className="board-placeholder-note">The board arrives with the next release.</p>
          <p className="board-placeholder-description">{game.description}</p>
        </section>

        <aside className="settings" aria-label="Game settings">
          <h2 className="settings-title">View</h2>
          <div className="segmented" role="group" aria-label="Board view">
            {(['3d', '2d'] as const).map((mode) => (
              <RouteLink
                key={mode}
                to={{ ...route, view: mode }}
                onNavigate={onNavigate}
                current={mode === view}
                className="segment"
              >
                {VIEW_LABELS[mode]}
              </RouteLink>
            ))}
          </div>
          <h2 className="settings-title">Position</h2>
          {route.fen === null ? (
            <p className="settings-value">Start position</p>
          ) : (
            <code className="settings-fen">{route.fen}</code>
          )}
        </aside>
      </main>
    </div>
  );
}
