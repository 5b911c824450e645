/**
 * One chapter of a study on the game page's boards (GamePage: Parallel worlds chess in 3D or 2D,
 * the flat games in 2D), turned to the chapter's orientation, walked as the analysis board walks
 * its lines (useAnalysisLines, StepButtons, MoveTreePanel: comments, glyphs, variations, the
 * shapes drawn on each turn's position — arrows between levels on the 3D boards too). Its author,
 * editing, changes the tree as the analysis board does (moves played add turns and variations; a
 * glyph, a comment, shapes drawn) plus, in an interactive chapter, the hint and the answer to a
 * wrong turn of the position shown; every change of the tree goes up to the page (`onTree`),
 * which saves it. A reader's moves make variations of their own, never saved. A reader plays an
 * interactive chapter (GamebookPanel: the student finds the main line's turns) or a practice one
 * (PracticePanel: against the computer to the chapter's goal) on the same board instead.
 * `window.__test.study()` is installed here, after the game page's own interface.
 * An interactive chapter's judged turns go to `onAnswer` (class mode: to the teacher). A class's
 * student (`follow`, issue 46)
 * has its board put on the teacher's moves while synced, and any other move on it (a turn
 * played, a step) says it went its own way (`onWander`).
 */
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { nodeAt, setDeviation, setHint, type TreePath } from '../../content/contentTree';
import type { MoveTree } from '../../content/moveTree';
import type { Chapter } from '../../content/study';
import { GameSession } from '../../game/session';
import { createGameStore, type GameState } from '../../game/store';
import type { StudyReport } from '../../game/testInterface';
import { showTree, writeTreeRecord } from '../../game/treeRecord';
import { useGameSession } from '../../game/useBoardView';
import { MoveTreePanel, type TreeActions } from '../analysis/MoveTreePanel';
import { StepButtons } from '../analysis/StepButtons';
import { treeEdits } from '../analysis/treeEdits';
import { useAnalysisLines } from '../analysis/useAnalysisLines';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { gameIdOf } from '../common/games';
import { GamePage } from '../play/GamePage';
import { makeSearch, type Route, type StudyRoute, type ViewMode } from '../shell/route';
import { GamebookPanel } from './GamebookPanel';
import { PracticePanel } from './PracticePanel';
import type { ChapterRunProps } from './useGamebookRun';
import { useStudyWords } from './studyWords';
import '../analysis/analysis.css';

/** A game store on the chapter's start, facing the side its board is turned to. */
function chapterStore(chapter: Chapter): StoreApi<GameState> {
  const { game, startFen } = chapter.document;
  const start = GameSession.start(game, startFen);
  // a study is read whole by the rules before it is shown (study.ts), so its start is good
  if (!start.ok) throw new Error(`chapter "${chapter.name}": ${start.error}`);
  const store = createGameStore(start.value);
  store.getState().setFacing(chapter.orientation === 'black' ? 1 : 0);
  return store;
}

/** A class's student's board (class mode): the teacher's moves while synced, else null. */
export interface ChapterFollow {
  readonly moves: readonly string[] | null;
  onWander(): void;
}

export function ChapterBoard({
  chapter,
  index,
  route,
  view,
  editing,
  report,
  onAnswer,
  onTree,
  onNavigate,
  siteBar,
  notice,
  before,
  after,
  follow,
}: {
  chapter: Chapter;
  index: number; // the chapter's place in the study, counted from 0
  route: StudyRoute; // the study's address at this chapter
  view: ViewMode;
  editing: boolean; // its author, editing: changes of the tree are the study's
  report: () => StudyReport; // what `window.__test.study()` answers
  onAnswer?: ChapterRunProps['onAnswer']; // each judged turn of an interactive chapter (class mode)
  onTree: (tree: MoveTree) => void;
  onNavigate: (route: Route) => void;
  siteBar: ReactNode;
  notice: ReactNode; // the study's head, above the board
  before: ReactNode; // the chapters, above the lines
  after: (store: StoreApi<GameState>, path: TreePath) => ReactNode; // the editor's panels, below them
  follow?: ChapterFollow; // a class's student
}) {
  const w = useStudyWords();
  const store = useMemo(() => chapterStore(chapter), []); // eslint-disable-line react-hooks/exhaustive-deps -- one board per chapter (the page keys it)
  const session = useGameSession(store);
  const { lines, setLines, linesNow, go, replay, step, pending } = useAnalysisLines(
    store,
    chapter.document.tree,
  );

  // A class's student, synced: the board on the teacher's moves; a move of its own leaves.
  const target = follow?.moves ?? null;
  const targetKey = target === null ? null : target.join(' ');
  const targetNow = useRef(target);
  targetNow.current = target;
  useEffect(() => {
    if (targetNow.current) replay(targetNow.current);
  }, [targetKey, replay]);
  const version = useStore(store, (state) => state.version);
  const wander = useRef(follow?.onWander);
  wander.current = follow?.onWander;
  useEffect(() => {
    if (targetKey === null) return;
    const played = store.getState().session.moves.map((move) => move.canonical);
    if (played.join(' ') !== targetKey) wander.current?.();
  }, [store, version]); // eslint-disable-line react-hooks/exhaustive-deps -- a change of the board, not of the target (the effect above replays that)

  // The author's tree is the study's: each change goes up to be saved.
  const told = useRef(chapter.document.tree);
  useEffect(() => {
    if (!editing || lines.tree === told.current) return;
    told.current = lines.tree;
    onTree(lines.tree);
  }, [editing, lines.tree, onTree]);

  // `window.__test.study()`, on the game page's interface (installed by GamePage, whose effect
  // runs before this one), for as long as this chapter is on screen.
  const reportNow = useRef(report);
  reportNow.current = report;
  useEffect(() => {
    const api = window.__test;
    if (!api) return;
    api.study = () => reportNow.current();
    return () => {
      api.study = () => null;
    };
  }, [store]);

  const { game, startFen } = chapter.document;
  const edits = treeEdits(store, linesNow, setLines, go);
  const actions: TreeActions = {
    go: (path) => go(linesNow.current.tree, path),
    glyph: edits.glyph,
    comment: edits.comment,
    promote: edits.promote,
    remove: edits.remove,
    share: () => ({
      link: `${window.location.origin}${window.location.pathname}${makeSearch(route)}`,
      record: writeTreeRecord(game, startFen, linesNow.current.tree, 'san'),
    }),
  };
  const turns = useMemo(() => showTree(session.positionAt(0), lines.tree), [session, lines.tree]);
  const shown = nodeAt(lines.tree, lines.path);
  const gameId = gameIdOf(game);
  // a reader plays an interactive or practice chapter; its author edits its lines
  const played = editing ? 'annotated' : chapter.kind;
  return (
    <GamePage
      route={{ page: 'game', game: gameId, view, fen: startFen }}
      store={store}
      onNavigate={(next) =>
        // the 3D | 2D switch leads to a game route: keep the study, change its view
        onNavigate(
          next.page === 'game' && next.game === gameId ? { ...route, view: next.view } : next,
        )
      }
      siteBar={siteBar}
      notice={notice}
      onNewGame={() => undefined}
      endCard={false}
      viewRoute={(mode) => ({ ...route, view: mode })}
      onStep={step}
    >
      <div className="side-stack study-side">
        {before}
        {played === 'interactive' ? (
          <GamebookPanel store={store} chapter={chapter} chapterIndex={index} onAnswer={onAnswer} />
        ) : played === 'practice' ? (
          <PracticePanel store={store} chapter={chapter} chapterIndex={index} />
        ) : (
          <>
            <StepButtons step={step} lines={lines} pending={pending} />
            <ErrorBoundary part="part.moveList">
              <MoveTreePanel
                tree={lines.tree}
                turns={turns}
                path={lines.path}
                everyTurn={game.subMoveTurns}
                actions={actions}
                editable={editing}
                underWay={pending}
              />
            </ErrorBoundary>
          </>
        )}
        {editing && chapter.kind === 'interactive' && shown && (
          <section className="panel study-gamebook" aria-label={w('gamebookFields')}>
            <h2 className="panel-title">{w('gamebookFields')}</h2>
            <label className="tree-comment-field">
              <span>{w('hint')}</span>
              <textarea
                rows={2}
                value={shown.hint}
                disabled={pending}
                onChange={(event) =>
                  edits.change((tree, path) => setHint(tree, path, event.target.value))
                }
              />
            </label>
            <label className="tree-comment-field">
              <span>{w('deviation')}</span>
              <textarea
                rows={2}
                value={shown.deviation}
                disabled={pending}
                onChange={(event) =>
                  edits.change((tree, path) => setDeviation(tree, path, event.target.value))
                }
              />
            </label>
          </section>
        )}
        {after(store, lines.path)}
      </div>
    </GamePage>
  );
}
