// The rules page of one game (`?rules=<id>`), written for newcomers, in the current language:
// short sections from src/ui/rulesContent.ts, each with its diagram drawn by the real board,
// a button to start playing, and links to the other games' rules.
import { useEffect, useRef } from 'react';
import { BoardDiagram } from './BoardDiagram';
import { GameEmblem } from './GameEmblem';
import { GAME_IDS, type GameId } from './games';
import { gameText, useT } from './i18n';
import { RouteLink } from './RouteLink';
import { rulesRoute, type Route } from './route';
import { RULES } from './rulesContent';
import { SiteBar } from './SiteBar';

interface RulesPageProps {
  game: GameId;
  onNavigate: (route: Route) => void;
  onPlay: (game: GameId) => void;
}

export function RulesPage({ game, onNavigate, onPlay }: RulesPageProps) {
  const t = useT();
  const name = gameText(t.language, game, 'name');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    window.scrollTo?.(0, 0);
  }, [game]);

  return (
    <div className="page rules-page" data-game={game}>
      <SiteBar onNavigate={onNavigate} />
      <header className="game-header">
        <GameEmblem game={game} className="game-header-emblem" />
        <div>
          <p className="eyebrow">{gameText(t.language, game, 'origin')}</p>
          <h1 className="game-title" tabIndex={-1} ref={heading}>
            {t('rules.title', { game: name })}
          </h1>
          <p className="game-tagline">{gameText(t.language, game, 'tagline')}</p>
        </div>
      </header>
      <main className="rules-body">
        {RULES[game][t.language].map((section) => (
          <section className="rules-section" key={section.title}>
            <div className="rules-text">
              <h2>{section.title}</h2>
              {section.text.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </div>
            {section.diagram && (
              <BoardDiagram
                game={game}
                spec={section.diagram.spec}
                caption={section.diagram.caption}
                className="rules-diagram"
              />
            )}
          </section>
        ))}
        <p className="rules-actions">
          <button type="button" className="button button-primary" onClick={() => onPlay(game)}>
            {t('rules.play', { game: name })}
          </button>
        </p>
        <nav className="rules-other" aria-label={t('rules.other')}>
          <h2>{t('rules.other')}</h2>
          <ul>
            {GAME_IDS.filter((id) => id !== game).map((id) => (
              <li key={id}>
                <RouteLink to={rulesRoute(id)} onNavigate={onNavigate}>
                  {gameText(t.language, id, 'name')}
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
      </main>
    </div>
  );
}
