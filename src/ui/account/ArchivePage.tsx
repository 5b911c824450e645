/**
 * A finished online game from the archive, `?game=<gameId>` (issue 42): read from the game
 * server (`GET /api/games/<gameId>`, never a seat key), replayed read-only on the ordinary game
 * page — both sides are played elsewhere, so the board takes no move, and one looks back through
 * the moves as in any game — with the players' names (the record's White and Black too), the
 * result, when it ended and the way to the analysis board and to each player's page; "Study this
 * game" makes it a study's chapter (issue 46). Its own
 * chunk, with the account's words.
 */
import { useEffect, useState } from 'react';
import { fetchArchivedGame, type Read } from '../../game/account/archive';
import { GameSession } from '../../game/session';
import { createGameStore } from '../../game/store';
import { gameById } from '../../rules';
import type { ArchivedGame } from '../../protocol/accounts';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { RouteLink } from '../common/RouteLink';
import { gameInfo, isGameId } from '../common/games';
import { useT } from '../i18n/i18n';
import { GamePage } from '../play/GamePage';
import { MoveList } from '../play/MoveList';
import { HOME, type ArchiveRoute, type Route } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import { StudyButton } from '../study/StudyButton';
import { writeRecord } from '../../game/recordFile';
import { useSettings } from '../../game/settings';
import { useAccountWords } from './accountWords';
import { archiveProblemText, dateText } from './archiveProblem';
import { analyseRoute, archivedMoves } from './profileView';
import './account.css';
import '../online/online.css'; // the players' names as the online panel shows them

/** The board of an archived game: its moves played from its start, both sides elsewhere. */
function replaySession(game: ArchivedGame): GameSession | null {
  const definition = gameById(game.variant);
  if (!definition) return null;
  const replayed = GameSession.replay(
    definition,
    game.fen,
    archivedMoves(game),
    [
      { kind: 'remote', name: game.white },
      { kind: 'remote', name: game.black },
    ],
    { stopAtIllegal: true },
  );
  return replayed.ok ? replayed.value : null;
}

export function ArchivePage({
  route,
  onNavigate,
}: {
  route: ArchiveRoute;
  onNavigate: (route: Route) => void;
}) {
  const t = useT();
  const w = useAccountWords();
  const [read, setRead] = useState<Read<ArchivedGame> | null>(null);
  useEffect(() => {
    let live = true;
    void fetchArchivedGame(route.gameId).then((answer) => live && setRead(answer));
    return () => {
      live = false;
    };
  }, [route.gameId]);
  const game = read?.ok ? read.value : null;
  const session = game && isGameId(game.variant) ? replaySession(game) : null;
  if (read === null || (game && session))
    return game && session ? (
      <Replay route={route} game={game} session={session} onNavigate={onNavigate} />
    ) : (
      <div className="page">
        <SiteBar onNavigate={onNavigate} />
        <p className="view-loading" role="status">
          {w('loading')}
        </p>
      </div>
    );
  const notFound = w('noGame', { gameId: route.gameId });
  return (
    <div className="page">
      <SiteBar onNavigate={onNavigate} />
      <main className="player-body">
        <p
          className="notice"
          role="alert"
          data-archive-problem={read.ok ? 'refused' : read.problem}
        >
          {read.ok ? w('problem.refused') : archiveProblemText(w, read.problem, notFound)}
        </p>
        <RouteLink to={HOME} onNavigate={onNavigate} className="button">
          {t('nav.back')}
        </RouteLink>
      </main>
    </div>
  );
}

function Replay({
  route,
  game,
  session,
  onNavigate,
}: {
  route: ArchiveRoute;
  game: ArchivedGame;
  session: GameSession;
  onNavigate: (route: Route) => void;
}) {
  const t = useT();
  const w = useAccountWords();
  const preferred = useSettings((state) => state.view);
  const [store] = useState(() => createGameStore(session));
  const view = route.view ?? preferred;
  const variant = session.game.id as Parameters<typeof gameInfo>[0];
  const shown = gameInfo(variant).view3d ? view : '2d';
  const analyse = analyseRoute(game);
  return (
    <GamePage
      route={{ page: 'game', game: variant, view: shown, fen: null }}
      store={store}
      onNavigate={onNavigate}
      siteBar={<SiteBar onNavigate={onNavigate} />}
      onNewGame={() => onNavigate({ page: 'game', game: variant, view: null, fen: null })}
      viewRoute={(mode) => ({ ...route, view: mode })}
    >
      <ErrorBoundary part="part.controls">
        <section className="panel archive-panel" aria-label={w('archiveTitle')}>
          <h2 className="panel-title">{w('archiveTitle')}</h2>
          <p>{w('archiveReadOnly')}</p>
          <dl className="online-names" aria-label={w('players')}>
            {(['white', 'black'] as const).map((side) => (
              <div key={side}>
                <dt>{t(side === 'white' ? 'side.white' : 'side.black')}</dt>
                <dd data-player-name={side}>
                  <RouteLink to={{ page: 'player', name: game[side] }} onNavigate={onNavigate}>
                    {game[side]}
                  </RouteLink>
                </dd>
              </div>
            ))}
          </dl>
          <p data-result={game.result}>
            {game.result} · {w(game.rated ? 'rated' : 'casual')} ·{' '}
            {w('ended', { date: dateText(t.language, game.endedAt) })}
          </p>
          {analyse && (
            <RouteLink to={analyse} onNavigate={onNavigate} className="button">
              {w('analyse')}
            </RouteLink>
          )}
          <StudyButton
            label={t('studies.studyGame')}
            source={() => ({
              kind: 'game',
              record: writeRecord(session),
              name: `${game.white} – ${game.black}`,
            })}
            onNavigate={onNavigate}
          />
        </section>
      </ErrorBoundary>
      <ErrorBoundary part="part.moveList">
        <MoveList store={store} onNavigate={onNavigate} />
      </ErrorBoundary>
    </GamePage>
  );
}
