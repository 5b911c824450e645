/**
 * The study page (issue 46, docs/studies.md "The study page"): `?study=<id>&chapter=<n>` (n
 * counted from 1) opens a study (studyRepo.ts: this browser's or the server's) at a chapter:
 * its name, the chapters (ChapterList), the chapter's board (ChapterBoard: Parallel worlds chess
 * in 3D or 2D, the chapter's `view` first, the flat games in 2D, turned to its orientation, its
 * lines walked as on the analysis board). `?study=new` makes a study of one chapter and opens it.
 * Its author edits in place, as on lichess (StudyEditor): the study's name and who may open it,
 * chapters added, renamed, moved, deleted (with undo), their kind, orientation and view, a
 * practice chapter's level and goal, and the tree as the analysis board edits it — saved as
 * they type (useStudySave). Anyone may export it as a file, import one, or copy it to own it.
 * Class mode (issue 46): anyone showing a study may let a class follow it (ClassButton: the code,
 * and the class's answers), and add it to the presenter's playlist, one slide per chapter; a
 * class's student sees the teacher's study here (`given`, `student`: ClassStudentPage.tsx).
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { MoveTree } from '../../content/moveTree';
import type { Study } from '../../content/study';
import { useSettings } from '../../game/settings';
import { chapterOfPosition, newStudy } from '../../game/study/studyChapters';
import { deleteChapter, moveChapter, setChapterTree } from '../../game/study/studyEdits';
import { createStudy, openStudy, type StudyOpened } from '../../game/study/studyRepo';
import { PARALLEL_WORLDS } from '../../rules';
import { gameIdOf, gameInfo } from '../common/games';
import { RouteLink } from '../common/RouteLink';
import { HOME, type Route, type StudyRoute } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import { ChapterBoard } from './ChapterBoard';
import { ChapterList } from './ChapterList';
import { StudyEditor } from './StudyEditor';
import { StudyHead } from './StudyHead';
import { useStudySave } from './useStudySave';
import { useStudyWords } from './studyWords';
import { AddSlideButton } from '../present/AddSlideButton';
import { ClassButton } from './ClassButton';
import type { ClassStudent } from './ClassStudent';
import { classAnswerOf } from './classAnswerOf';
import './study.css';

interface StudyPageProps {
  route: StudyRoute;
  onNavigate: (route: Route) => void;
  onReplace: (route: Route) => void; // a new study's id written into the address
  given?: Study | null; // the study itself (a class's student: the teacher's), not opened by id
  student?: ClassStudent; // a class's student (class mode)
  bar?: ReactNode; // above the study's head (a class's student: ClassBar)
}

export function StudyPage({ route, onNavigate, onReplace, given, student, bar }: StudyPageProps) {
  const w = useStudyWords();
  const [fetched, setOpened] = useState<StudyOpened | null>(null);
  const opened: StudyOpened | null = given ? { ok: true, study: given, canEdit: false } : fetched;
  const creating = useRef(false);
  useEffect(() => {
    if (given) return;
    if (route.id !== 'new') {
      let live = true;
      void openStudy(route.id).then((result) => live && setOpened(result));
      return () => {
        live = false;
      };
    }
    if (creating.current) return undefined; // once, though React runs the effect twice in development
    creating.current = true;
    void createStudy(blankStudy(w('untitled'), w('chapterName', { n: 1 }))).then((id) =>
      onReplace({ page: 'study', id, chapter: null, view: null }),
    );
    return undefined;
  }, [route.id, onReplace, w, given]);

  if (opened?.ok)
    return (
      <StudyScreen
        id={route.id}
        opened={opened.study}
        canEdit={opened.canEdit}
        route={route}
        onNavigate={onNavigate}
        onReplace={onReplace}
        {...(student ? { student } : {})}
        bar={bar}
      />
    );
  return (
    <div className="page study-page" data-study-page={opened ? opened.problem : 'loading'}>
      <SiteBar onNavigate={onNavigate} />
      <main className="study-notice">
        {opened === null ? (
          <p role="status">{w(route.id === 'new' ? 'creating' : 'loading')}</p>
        ) : (
          <>
            <p className="notice" role="alert">
              {w(opened.problem === 'not-found' ? 'notFound' : opened.problem)}
            </p>
            <p>
              <RouteLink to={HOME} onNavigate={onNavigate} className="button button-primary">
                {w('home')}
              </RouteLink>
            </p>
          </>
        )}
      </main>
    </div>
  );
}

/** A new study: one annotated chapter of Parallel worlds chess from its start, opening in 3D. */
function blankStudy(name: string, chapterName: string): Study {
  const first = chapterOfPosition(PARALLEL_WORLDS, PARALLEL_WORLDS.startFen, {
    name: chapterName,
    kind: 'annotated',
  });
  if (!first.ok) throw new Error('the start position of Parallel worlds chess is refused');
  return newStudy(name, [{ ...first.value, view: '3d' }]).study;
}

/** What the page keeps of a deleted chapter, to put it back. */
interface Removed {
  readonly study: Study; // the study before
  readonly name: string;
  readonly index: number; // the chapter shown before
}

function StudyScreen({
  id,
  opened,
  canEdit,
  route,
  onNavigate,
  onReplace,
  student,
  bar,
}: {
  id: string;
  opened: Study;
  canEdit: boolean;
  route: StudyRoute;
  onNavigate: (route: Route) => void;
  onReplace: (route: Route) => void;
  student?: ClassStudent;
  bar: ReactNode;
}) {
  const [study, setStudy] = useState(opened);
  const [editing, setEditing] = useState(false);
  const [removed, setRemoved] = useState<Removed | null>(null);
  // bumped when the chapter on the board must be set up afresh (moved, deleted, turned, undone)
  const [generation, setGeneration] = useState(0);
  const save = useStudySave(id);
  const count = study.chapters.length;
  const index = Math.min(Math.max((route.chapter ?? 1) - 1, 0), count - 1);
  const chapter = study.chapters[index]!;
  const preferred = useSettings((state) => state.view);
  const gameId = gameIdOf(chapter.document.game);
  const view = gameInfo(gameId).view3d ? (route.view ?? chapter.view ?? preferred) : '2d';

  const latest = useRef(study);
  latest.current = study;
  const { schedule } = save;
  /** A change of the study: shown at once, saved once typing pauses; `fresh`: a new board. */
  const update = useCallback(
    (next: Study, fresh = false) => {
      latest.current = next;
      setStudy(next);
      schedule(next);
      if (fresh) setGeneration((count) => count + 1);
    },
    [schedule],
  );
  /** The study's address at a chapter (counted from 0 here, from 1 in the address). */
  const at = (chapter: number, view: StudyRoute['view'] = null): StudyRoute => ({
    page: 'study',
    id,
    chapter: chapter + 1,
    view,
  });
  const onTree = useCallback(
    (tree: MoveTree) => update(setChapterTree(latest.current, index, tree)),
    [update, index],
  );
  const move = (from: number, by: -1 | 1) => {
    update(moveChapter(study, from, by), true);
    if (from === index) onReplace(at(index + by));
    else if (from + by === index) onReplace(at(from));
  };
  const remove = (gone: number) => {
    setRemoved({ study, name: study.chapters[gone]!.name, index });
    update(deleteChapter(study, gone), true);
    const next = gone < index ? index - 1 : Math.min(index, count - 2);
    onReplace(at(next));
  };
  const undo = () => {
    if (!removed) return;
    update(removed.study, true);
    onReplace(at(removed.index));
    setRemoved(null);
  };

  return (
    <ChapterBoard
      // a played chapter (interactive, practice) starts afresh for its author's edits and back
      key={`${index} ${generation} ${chapter.kind !== 'annotated' && editing}`}
      chapter={chapter}
      index={index}
      route={at(index, route.view)}
      view={view}
      editing={canEdit && editing}
      report={() => ({
        id,
        chapter: index + 1,
        chapters: count,
        kind: chapter.kind,
        synced: student?.synced ?? false,
      })}
      onTree={onTree}
      onNavigate={onNavigate}
      siteBar={<SiteBar onNavigate={onNavigate} />}
      {...(student && {
        // a class's student: the teacher's moves while synced (an interactive chapter is the
        // student's own run from its start), every judged turn to the teacher
        follow: {
          moves:
            student.synced &&
            student.teacher?.chapter === index + 1 &&
            chapter.kind !== 'interactive'
              ? student.teacher.board.moves
              : null,
          onWander: student.leave,
        },
        onAnswer: (answer) => student.answer(classAnswerOf(answer)),
      })}
      notice={
        <>
          {bar}
          <StudyHead
            study={study}
            index={index}
            canEdit={canEdit}
            editing={editing}
            mark={save.mark}
            onEditing={setEditing}
            onNavigate={onNavigate}
          />
        </>
      }
      before={
        <ChapterList
          study={study}
          index={index}
          editing={canEdit && editing}
          at={at}
          onNavigate={onNavigate}
          onMove={move}
          onDelete={remove}
          removed={removed?.name ?? null}
          onUndo={undo}
        />
      }
      after={(store, path) => (
        <>
          {canEdit && editing && (
            <StudyEditor
              id={id}
              study={study}
              index={index}
              store={store}
              onChange={update}
              onGo={(chapter) => onNavigate(at(chapter))}
              onView={() => onReplace(at(index))}
            />
          )}
          {!student && (
            <>
              <ClassButton
                id={id}
                study={study}
                index={index}
                store={store}
                path={path}
                view={view}
              />
              <AddSlideButton slide={async (playlists) => playlists.slidesOfStudy(study)} />
            </>
          )}
        </>
      )}
    />
  );
}
