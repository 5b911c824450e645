/**
 * The piece explorer (`?explore`, `?explore=<game>&piece=<letter>`): the Chess Variant Pages'
 * interactive diagram, done with the real rules. A gallery of the game's men (and, for Parallel
 * worlds chess, the level topics); the chosen man's art, name, class and sentence; and its board
 * (all three levels side by side in Parallel worlds chess) where a click moves the man or drops a
 * friendly blocker or an enemy man, and the man's targets are drawn as in play. The board's whole
 * state is the address (`at=`, `blockers=`, `enemies=`), so any diagram can be linked; a change
 * the rules refuse (a pawn on its last rank, a king on level 2) is refused with the reason and
 * the board stays as it was.
 *
 * The page is the diagram's text and tools; its parts: the board (ExplorerDiagram.tsx, the
 * shared flat board), the summary under it (ExplorerSummary.tsx), the gallery's rows and the
 * men's names (explorerGallery.ts) and the address both ways (explorerRoute.ts).
 */
import { useMemo, useState } from 'react';
import {
  explorerFen,
  explorerMoves,
  moveExplored,
  toggleMan,
  vestsFor,
  type ExplorerBoard,
  type ExplorerMan,
} from '../../game/explorer';
import { gameById } from '../../rules';
import { PieceIcon } from '../../view2d/pieceArt';
import { notes } from '../../view2d/PieceTooltip';
import { GAME_IDS, type GameId } from '../common/games';
import { gameText, problemText, translator } from '../i18n/i18n';
import { pieceCardWords, pieceMoves, pieceName } from '../i18n/pieceWords';
import { PieceGallery } from '../rules/PieceGallery';
import { RouteLink } from '../common/RouteLink';
import type { ExploreRoute, Route } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import { ExplorerDiagram } from './ExplorerDiagram';
import { ExplorerSummary } from './ExplorerSummary';
import { galleryRows, manName } from './explorerGallery';
import { boardOf, routeOf } from './explorerRoute';
import { entriesOf, entryOf, entryRoute } from './explorerEntries';
import { useExplorerText } from './explorerText';
import './explore.css';

type Tool = 'move' | ExplorerMan;

interface ExplorerPageProps {
  route: ExploreRoute;
  onNavigate: (route: Route) => void;
  onReplace: (route: Route) => void;
}

export function ExplorerPage({ route, onNavigate, onReplace }: ExplorerPageProps) {
  const text = useExplorerText();
  return (
    <div className="page explore-page" data-game={route.game ?? ''}>
      <SiteBar onNavigate={onNavigate} />
      <header className="game-header game-header-compact">
        <div>
          <h1 className="game-title">
            {text('title')}
            {route.game && ` · ${gameText(text.language, route.game, 'name')}`}
          </h1>
          <p className="game-tagline">{text('lede')}</p>
        </div>
      </header>
      {route.game === null ? (
        <main className="explore-index">
          {GAME_IDS.map((game) => (
            <section key={game} className="explore-index-game">
              <h2>{gameText(text.language, game, 'name')}</h2>
              <PieceGallery
                rows={galleryRows(game, null, text)}
                onNavigate={onNavigate}
                label={gameText(text.language, game, 'name')}
              />
            </section>
          ))}
        </main>
      ) : (
        <Explorer
          key={route.game}
          game={route.game}
          route={route}
          onNavigate={onNavigate}
          onReplace={onReplace}
        />
      )}
    </div>
  );
}

function Explorer({
  game,
  route,
  onNavigate,
  onReplace,
}: {
  game: GameId;
  route: ExploreRoute;
  onNavigate: (route: Route) => void;
  onReplace: (route: Route) => void;
}) {
  const text = useExplorerText();
  const [tool, setTool] = useState<Tool>('move');
  const [refusal, setRefusal] = useState<string | null>(null);
  const entry = entryOf(route);
  // A board from the address that the rules refuse is shown as the entry's own board, with why:
  // worked out once per address, so that the board (ExplorerDiagram) changes only with it.
  const { askedMoves, board, shown } = useMemo(() => {
    const asked = boardOf(game, route, entry);
    const askedMoves = explorerMoves(asked);
    const board = askedMoves.ok ? asked : boardOf(game, entryRoute(game, entry), entry);
    return { askedMoves, board, shown: askedMoves.ok ? askedMoves : explorerMoves(board) };
  }, [game, route, entry]);
  const badLink = askedMoves.ok ? null : problemText(text.language, askedMoves.problem);
  const definition = gameById(game)!;

  const change = (next: ExplorerBoard) => {
    const moves = explorerMoves(next);
    if (!moves.ok)
      return setRefusal(text('refused', { error: problemText(text.language, moves.problem) }));
    setRefusal(null);
    onReplace(routeOf(game, next));
  };
  const onSquare = (name: string) => {
    if (tool === 'move') change(moveExplored(board, name));
    else change(toggleMan(board, name, tool));
  };

  const t = translator(text.language);
  const sentence = entry.topic?.[text.language].sentence ?? pieceMoves(t, board.letter);
  const lines = notes(board.letter, board.vest, definition, pieceCardWords(t));
  const vests = definition.vests ? vestsFor(board.letter) : [];

  return (
    <main className="explore-stage">
      <aside className="panel explore-gallery">
        <h2 className="panel-title">{text('gallery')}</h2>
        <PieceGallery
          rows={galleryRows(game, entry, text)}
          onNavigate={onNavigate}
          label={text('gallery')}
        />
        <p className="explore-other">
          {text('otherGames')}:{' '}
          {GAME_IDS.filter((id) => id !== game).map((id, i) => (
            <span key={id}>
              {i > 0 && ' · '}
              <RouteLink
                to={{ ...route, ...entryRoute(id, entriesOf(id)[0]!) }}
                onNavigate={onNavigate}
              >
                {gameText(text.language, id, 'name')}
              </RouteLink>
            </span>
          ))}
        </p>
      </aside>
      <section className="explore-main" aria-live="polite">
        <div className="explore-card">
          <PieceIcon letter={board.letter} vest={board.vest} size={72} />
          <div>
            <h2 className="explore-name">
              {entry.topic?.[text.language].name ?? manName(board.letter, board.vest, text)}
            </h2>
            <p className="explore-sentence">{sentence}</p>
            {lines.map((line) => (
              <p className="explore-note" key={line}>
                {line}
              </p>
            ))}
          </div>
        </div>
        {badLink && (
          <p className="notice" role="alert">
            {text('refused', { error: badLink })}
          </p>
        )}
        <div className="explore-tools" role="group" aria-label={text('tools')}>
          {(['move', 'blocker', 'enemy'] as const).map((name) => (
            <button
              key={name}
              type="button"
              className="button explore-tool"
              data-tool={name}
              aria-pressed={tool === name}
              onClick={() => setTool(name)}
            >
              <span className={`explore-swatch explore-swatch-${name}`} aria-hidden="true" />
              {text(
                name === 'move' ? 'toolMove' : name === 'blocker' ? 'toolBlocker' : 'toolEnemy',
              )}
            </button>
          ))}
          <button
            type="button"
            className="button"
            data-tool="clear"
            onClick={() => change({ ...board, men: {} })}
          >
            {text('clear')}
          </button>
          {vests.length > 0 && (
            <label className="explore-vest">
              {text('vest')}{' '}
              <select
                value={board.vest ?? ''}
                onChange={(event) => change({ ...board, vest: event.target.value || null })}
              >
                <option value="">{text('noVest')}</option>
                {vests.map((vest) => (
                  <option key={vest} value={vest}>
                    {pieceName(t, vest)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        {refusal && (
          <p className="notice explore-refusal" role="alert">
            {refusal}
          </p>
        )}
        {shown.ok && (
          <ExplorerDiagram
            moves={shown.value}
            explored={board.square}
            onSquare={onSquare}
            onMoveExplored={(name) => change(moveExplored(board, name))}
            text={text}
          />
        )}
        {shown.ok && <ExplorerSummary moves={shown.value} text={text} />}
        <p className="explore-note">{text('kingsNote')}</p>
        {shown.ok && (
          <p>
            <RouteLink
              to={{ page: 'edit', game, fen: explorerFen(shown.value) }}
              onNavigate={onNavigate}
            >
              {text('editor')}
            </RouteLink>
          </p>
        )}
      </section>
    </main>
  );
}
