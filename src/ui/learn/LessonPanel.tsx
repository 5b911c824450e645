/**
 * A lesson around the real board: above it the brief (the lesson's place in its course, its
 * goal, what happened to the last move); beside it the panel (the rule, the marked squares,
 * which the flat board also tints, the moves made against the three-star count, hints one at
 * a time, "Show me", start again, and the way on: the next lesson, all lessons).
 */
import { COURSES, nextLesson, placeInCourse } from '../../game/lessons/courses';
import type { Lesson } from '../../content/lesson';
import { useT } from '../i18n/i18n';
import { RouteLink } from '../common/RouteLink';
import type { Route, ViewMode } from '../shell/route';
import { lessonStudy } from '../../game/lessons/lessonStudy';
import { CopyToStudies } from './CopyToStudies';
import { lessonHints, lessonText, useLessonWords } from './lessonText';
import { wordingOf } from './lessonStudies';
import type { LessonRun } from './useLessonRun';

/** Three stars, `count` of them lit. */
export function Stars({ count }: { count: number }) {
  const t = useT();
  return (
    <span
      className="learn-stars"
      role="img"
      aria-label={t('learn.starsLabel', { stars: count })}
      data-stars={count}
    >
      {[1, 2, 3].map((n) => (
        <span
          key={n}
          className={n <= count ? 'learn-star is-lit' : 'learn-star'}
          aria-hidden="true"
        >
          ★
        </span>
      ))}
    </span>
  );
}

/** CSS that tints the lesson's marked squares on the flat board (`[data-square]`). */
const markCss = (marks: readonly string[]) =>
  marks.map((square) => `.game-page [data-square="${square}"] .square-fill`).join(',\n') +
  ' { fill: var(--lesson-mark); }';

/** What the student reads first, above the board: the lesson, its goal and what just happened. */
export function LessonBrief({ lesson, run }: { lesson: Lesson; run: LessonRun }) {
  const t = useT();
  const words = useLessonWords();
  const course = COURSES.find((c) => c.game === lesson.game)!.lessons;
  const { state } = run;
  let status: string | null = null;
  if (state.status === 'done') status = t('learn.done', { stars: state.stars });
  else if (state.status === 'showing') status = t('learn.showing');
  else if (state.status === 'shown') status = t('learn.shown');
  else if (state.status === 'replying') status = t('learn.replying');
  else if (state.feedback) status = t(`learn.wrong.${state.feedback}`);
  const tone = state.feedback && state.status === 'playing' ? 'wrong' : state.status;
  return (
    <section className="lesson-brief" aria-label={t('learn.task')}>
      <p className="eyebrow">
        {t('learn.lessonOf', { n: placeInCourse(lesson) + 1, count: course.length })}
      </p>
      <h2 className="lesson-title">{lessonText(words, lesson, 'title')}</h2>
      <p className="lesson-task">
        <strong>{t('learn.task')}:</strong> {lessonText(words, lesson, 'task')}
      </p>
      <p className={`lesson-status lesson-status-${tone}`} role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}

export function LessonPanel({
  lesson,
  run,
  view,
  onNavigate,
}: {
  lesson: Lesson;
  run: LessonRun;
  view: ViewMode | null;
  onNavigate: (route: Route) => void;
}) {
  const t = useT();
  const next = nextLesson(lesson);
  const { state } = run;
  const { hints } = state;
  const words = useLessonWords();
  const busy = state.status === 'showing' || state.status === 'replying';

  return (
    <section
      className="panel lesson-panel"
      aria-label={lessonText(words, lesson, 'title')}
      data-lesson={lesson.id}
      data-status={state.status}
    >
      {lesson.marks && <style>{markCss(lesson.marks)}</style>}
      <h2 className="panel-title">{t('learn.rule')}</h2>
      <p className="lesson-rule">{lessonText(words, lesson, 'rule')}</p>
      {lesson.marks && (
        <p className="lesson-marks">{t('learn.marked', { squares: lesson.marks.join(', ') })}</p>
      )}
      <p className="lesson-moves">
        {t('learn.moves', { made: state.step, best: state.steps })}{' '}
        {state.status === 'done' && <Stars count={state.stars} />}
      </p>
      {hints > 0 && (
        <ul className="lesson-hints">
          {lessonHints(words, lesson)
            .slice(0, hints)
            .map((hint, i) => (
              <li key={i}>{hint}</li>
            ))}
        </ul>
      )}
      <div className="button-row lesson-buttons">
        {state.status === 'done' && next ? (
          <RouteLink
            to={{ page: 'learn', lesson: next.id, view }}
            onNavigate={onNavigate}
            className="button button-primary"
          >
            {t('learn.next')}
          </RouteLink>
        ) : null}
        {state.status === 'shown' && (
          <button type="button" className="button button-primary" onClick={run.restart}>
            {t('learn.tryIt')}
          </button>
        )}
        {state.status !== 'done' && hints < lesson.hints && (
          <button type="button" className="button" disabled={busy} onClick={run.hint}>
            {t('learn.hint')}
          </button>
        )}
        <button type="button" className="button" disabled={busy} onClick={run.showMe}>
          {t('learn.showMe')}
        </button>
        <button type="button" className="button" onClick={run.restart}>
          {t('learn.restart')}
        </button>
        <CopyToStudies
          label={words('study.copyLesson')}
          study={(language) => lessonStudy(lesson, wordingOf(language))}
          chapter={1}
          onNavigate={onNavigate}
        />
        <RouteLink
          to={{ page: 'learn', lesson: null, view: null }}
          onNavigate={onNavigate}
          className="button"
        >
          {t('learn.all')}
        </RouteLink>
      </div>
    </section>
  );
}
