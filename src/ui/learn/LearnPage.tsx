/**
 * The lessons: `?learn` lists the three courses with the stars earned, `?learn=<lesson id>` opens
 * one lesson on the real game page (GamePage: the same boards, turn panel and dialogs as a game;
 * 3D for Parallel worlds chess when the player's setting or `view=3d` asks for it), with the
 * lesson's panel beside the board in place of the game's panels. A lesson's page moves nothing on
 * its own: no game-over banner (the brief says "Solved!"), and the 3D camera keeps facing the
 * student (a solved turn or a scripted reply does not swing it round). The lessons are read from
 * the courses' studies (lessonStudies.ts), the format a teacher's copy of them is saved in.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { installLessonTestInterface } from '../../game/lessons/lessonTestInterface';
import { COURSES } from '../../game/lessons/courses';
import { readProgress } from '../../game/lessons/progress';
import { lessonShapes, type Lesson } from '../../content/lesson';
import { GameSession } from '../../game/session';
import { useSettings } from '../../game/settings';
import { createGameStore } from '../../game/store';
import { squareNamed } from '../../game/squares';
import { gameById } from '../../rules';
import { GamePage } from '../play/GamePage';
import { gameInfo } from '../common/games';
import { gameText, useT } from '../i18n/i18n';
import { RouteLink } from '../common/RouteLink';
import type { Route, ViewMode } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import { LessonBrief, LessonPanel, Stars } from './LessonPanel';
import { lessonText, lessonWordsIn, useLessonWords } from './lessonText';
import { CopyToStudies } from './CopyToStudies';
import { courseStudyIn, studyCourses, studyLessonById } from './lessonStudies';
import { useLessonRun } from './useLessonRun';
import './learn.css';

type LearnRoute = Extract<Route, { page: 'learn' }>;

interface LearnPageProps {
  route: LearnRoute;
  onNavigate: (route: Route) => void;
}

export function LearnPage({ route, onNavigate }: LearnPageProps) {
  const lesson = route.lesson === null ? undefined : studyLessonById(route.lesson);
  if (lesson)
    return <LessonScreen key={lesson.id} lesson={lesson} route={route} onNavigate={onNavigate} />;
  return <CourseList unknown={route.lesson} onNavigate={onNavigate} />;
}

/** The route of one lesson (the view kept as it is). */
/** A lesson's title as the test interface lists it (`window.__test.lessons()`), in English. */
const englishTitle = (lesson: Lesson) => lessonText(lessonWordsIn('en'), lesson, 'title');

const lessonRoute = (id: string, view: ViewMode | null = null): LearnRoute => ({
  page: 'learn',
  lesson: id,
  view,
});

function CourseList({
  unknown,
  onNavigate,
}: {
  unknown: string | null; // a lesson id that does not exist, shown as a notice
  onNavigate: (route: Route) => void;
}) {
  const t = useT();
  const words = useLessonWords();
  const [progress] = useState(() => readProgress());
  useEffect(() => installLessonTestInterface(() => null, englishTitle), []);
  const courses = studyCourses();
  const all = courses.flatMap((course) => course.lessons);
  const solved = all.filter((lesson) => progress[lesson.id]).length;
  return (
    <div className="page learn-page">
      <SiteBar onNavigate={onNavigate} />
      <header className="game-header">
        <div>
          <h1 className="game-title">{t('learn.title')}</h1>
          <p className="game-tagline">{t('learn.lede')}</p>
          <p className="learn-solved">{t('learn.solved', { solved, count: all.length })}</p>
        </div>
      </header>
      {unknown !== null && (
        <p className="notice" role="alert">
          {t('learn.unknown', { id: unknown })}
        </p>
      )}
      <main className="learn-courses">
        {courses.map((course) => (
          <section key={course.game} className="panel learn-course" data-course={course.game}>
            <h2 className="panel-title">{gameText(t.language, course.game, 'name')}</h2>
            <ol className="learn-lessons">
              {course.lessons.map((lesson) => (
                <li key={lesson.id}>
                  <RouteLink
                    to={lessonRoute(lesson.id)}
                    onNavigate={onNavigate}
                    className="learn-lesson-link"
                  >
                    <span>{lessonText(words, lesson, 'title')}</span>
                    <Stars count={progress[lesson.id] ?? 0} />
                  </RouteLink>
                </li>
              ))}
            </ol>
            <div className="button-row learn-course-buttons">
              <CopyToStudies
                label={words('study.copyCourse')}
                study={(language) =>
                  courseStudyIn(
                    COURSES.find((each) => each.game === course.game)!,
                    language,
                    gameText(language.language, course.game, 'name'),
                  )
                }
                chapter={1}
                onNavigate={onNavigate}
              />
            </div>
          </section>
        ))}
      </main>
    </div>
  );
}

function LessonScreen({
  lesson,
  route,
  onNavigate,
}: {
  lesson: Lesson;
  route: LearnRoute;
  onNavigate: (route: Route) => void;
}) {
  const preferred = useSettings((state) => state.view);
  const view: ViewMode = gameInfo(lesson.game).view3d ? (route.view ?? preferred) : '2d';
  const store = useMemo(() => {
    const started = GameSession.start(gameById(lesson.game)!, lesson.fen);
    if (!started.ok) throw new Error(`lesson ${lesson.id}: ${started.error}`);
    started.value.setShapes(lessonShapes(lesson));
    const made = createGameStore(started.value);
    // The goal squares, tinted on the 3D boards (the flat board's are tinted by LessonPanel).
    const levels = started.value.game.levels;
    made
      .getState()
      .markGoals((lesson.marks ?? []).flatMap((name) => squareNamed(name, levels) ?? []));
    made.getState().setFacing(started.value.position.turn);
    return made;
  }, [lesson]);
  const run = useLessonRun(lesson, store);
  const latest = useRef(run.state);
  latest.current = run.state;
  // Installed after the game page's own `window.__test` (a parent's effects run after its children's).
  useEffect(() => installLessonTestInterface(() => latest.current, englishTitle), [store]);

  // The game page's 3D | 2D switch leads to a game route: keep the lesson, change its view.
  const navigate = (next: Route) =>
    next.page === 'game' && next.game === lesson.game
      ? onNavigate(lessonRoute(lesson.id, next.view))
      : onNavigate(next);

  return (
    <GamePage
      route={{ page: 'game', game: lesson.game, view, fen: lesson.fen }}
      store={store}
      onNavigate={navigate}
      siteBar={<SiteBar onNavigate={onNavigate} />}
      notice={<LessonBrief lesson={lesson} run={run} />}
      onNewGame={run.restart}
      endCard={false}
    >
      <LessonPanel lesson={lesson} run={run} view={route.view} onNavigate={onNavigate} />
    </GamePage>
  );
}
