// The rules page of one game (`?rules=<id>`), written for newcomers, in the current language:
// short sections from src/ui/rules/rulesContent.ts, each with its diagram drawn by the real board (one
// click opens it on the real board: 3D for Parallel worlds chess), the fairy pieces as a gallery
// of their art and links into the piece explorer, the Parallel worlds stack drawn as it stands,
// a button to start playing, and links to the other games' rules.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { PIECES, gameById } from '../../rules';
import { BoardDiagram } from '../common/BoardDiagram';
import { diagramFen, type DiagramSpec } from '../common/diagramView';
import { GameEmblem } from '../common/GameEmblem';
import { GAME_IDS, type GameId } from '../common/games';
import { gameText, useT, type Translator } from '../i18n/i18n';
import { pieceName } from '../i18n/pieceWords';
import { PieceGallery, type GalleryRow } from './PieceGallery';
import { RouteLink } from '../common/RouteLink';
import { pieceRoute, rulesRoute, type Route } from '../shell/route';
import { RULES, type ExploreLink } from './rulesContent';
import { SiteBar } from '../shell/SiteBar';

// The stack drawing is a chunk of its own: only the Parallel worlds rules page shows it.
const LevelStack = lazy(() => import('./LevelStack'));

/** The Pocket mutation pieces by class (1–8), each opening the piece explorer. */
function classRows(t: Translator): GalleryRow[] {
  return Array.from({ length: 8 }, (_, i) => ({
    title: t('rules.class', { n: i + 1 }),
    items: PIECES.filter((piece) => piece.mutationClass === i + 1).map((piece) => ({
      key: piece.letter,
      letter: piece.letter,
      vest: null,
      name: pieceName(t, piece.letter),
      to: pieceRoute('pocket-mutation', piece.letter),
    })),
  }));
}

/** The explorer route of a rules section's link. */
function exploreRoute(game: GameId, link: ExploreLink): Route {
  return {
    page: 'explore',
    game,
    piece: link.piece,
    vest: link.vest ?? null,
    at: link.at ?? null,
    blockers: link.blockers ?? [],
    enemies: link.enemies ?? [],
  };
}

interface RulesPageProps {
  game: GameId;
  onNavigate: (route: Route) => void;
  onPlay: (game: GameId) => void;
}

export function RulesPage({ game, onNavigate, onPlay }: RulesPageProps) {
  const t = useT();
  const name = gameText(t.language, game, 'name');
  const heading = useRef<HTMLHeadingElement>(null);
  const levels = gameById(game)!.levels > 1;
  /** Opens a diagram's position on the real board (3D for Parallel worlds chess). */
  const open = (spec: DiagramSpec) => ({
    label: t(levels ? 'diagram.open3d' : 'diagram.open'),
    onOpen: () => {
      const fen = diagramFen(game, spec);
      if (fen !== null) onNavigate({ page: 'game', game, view: levels ? '3d' : null, fen });
    },
  });

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
              {section.gallery && (
                <>
                  <PieceGallery
                    rows={classRows(t)}
                    onNavigate={onNavigate}
                    label={t('rules.gallery')}
                    className="rules-gallery"
                  />
                  <p className="rules-note">{t('rules.galleryNote')}</p>
                </>
              )}
              {section.explore && (
                <p className="rules-explore">
                  <RouteLink to={exploreRoute(game, section.explore)} onNavigate={onNavigate}>
                    {section.explore.label} →
                  </RouteLink>
                </p>
              )}
              {section.stack && (
                <figure className="rules-stack">
                  <Suspense fallback={null}>
                    <LevelStack spec={section.stack} label={t('rules.stack')} />
                  </Suspense>
                  <figcaption className="diagram-caption">{t('rules.stack')}</figcaption>
                  <button
                    type="button"
                    className="link-button diagram-open"
                    onClick={open(section.stack).onOpen}
                  >
                    {t('diagram.open3d')} →
                  </button>
                </figure>
              )}
            </div>
            {section.diagram && (
              <BoardDiagram
                game={game}
                spec={section.diagram.spec}
                caption={section.diagram.caption}
                className="rules-diagram"
                open={open(section.diagram.spec)}
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
