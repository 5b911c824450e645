/**
 * The study page's editor, below the lines while its author edits (lichess's study: edited in
 * place): the study's name, who may open it and its link (LinkBox, for a study on the server; a
 * study kept only in this browser says it cannot be shared), the chapter shown — its name, kind,
 * orientation, the view it opens in (Parallel worlds chess), a practice chapter's level and goal
 * — and new chapters, from the position on the board or a new board of a chosen game (the
 * new-game dialog's game select). Every change is the page's (`onChange`), saved as typed.
 */
import { useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import {
  CHAPTER_KINDS,
  STUDY_LIMITS,
  VISIBILITIES,
  type Chapter,
  type Orientation,
  type PracticeGoal,
  type Study,
} from '../../content/study';
import type { GameState } from '../../game/store';
import { chapterOfPosition } from '../../game/study/studyChapters';
import {
  changeChapter,
  insertChapter,
  renameChapter,
  setChapterKind,
  setPractice,
} from '../../game/study/studyEdits';
import { isLocalStudy } from '../../game/study/studyRepo';
import { gameById } from '../../rules';
import { GAMES, type GameId } from '../common/games';
import { gameText, useT } from '../i18n/i18n';
import { LabelledSelect } from '../lobby/LabelledSelect';
import { LinkBox } from '../online/LinkBox';
import { makeSearch } from '../shell/route';
import { useStudyWords } from './studyWords';
import '../online/online.css';

const LEVELS = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
const GOALS = ['win', 'draw', 'capture-king'] as const;

export function StudyEditor({
  id,
  study,
  index,
  store,
  onChange,
  onGo,
  onView,
}: {
  id: string;
  study: Study;
  index: number; // the chapter shown
  store: StoreApi<GameState>; // its board, whose position a new chapter may start from
  onChange: (study: Study, fresh?: boolean) => void; // fresh: the board set up afresh
  onGo: (chapter: number) => void;
  onView: () => void; // the chapter's view changed: the address's own is dropped
}) {
  const w = useStudyWords();
  const t = useT();
  const chapter = study.chapters[index]!;
  const [newGame, setNewGame] = useState<GameId>(GAMES[0]!.id);
  const full = study.chapters.length >= STUDY_LIMITS.chapters;
  const link = `${window.location.origin}${window.location.pathname}${makeSearch({ page: 'study', id, chapter: null, view: null })}`;
  const change = (edit: (chapter: Chapter) => Chapter, fresh = false) =>
    onChange(changeChapter(study, index, edit), fresh);

  /** Adds a chapter after the one shown, from a FEN of a game, and goes to it. */
  const add = (gameId: GameId, fen: string) => {
    const game = gameById(gameId)!;
    const made = chapterOfPosition(game, fen, {
      name: w('chapterName', { n: study.chapters.length + 1 }),
      kind: 'annotated',
    });
    if (!made.ok) return;
    const next = insertChapter(
      study,
      index,
      game.levels > 1 ? { ...made.value, view: '3d' } : made.value,
    );
    if (!next) return;
    onChange(next);
    onGo(index + 1);
  };
  const here = () => {
    const { session } = store.getState();
    // the position at the start of the turn on the board (a turn under way is not a position)
    add(chapter.document.game.id as GameId, session.fenWithSubMoves().split(' ; ')[0]!);
  };

  const practice = chapter.practice;
  const goal = practice?.goal;
  const setGoal = (next: Partial<PracticeGoal>) => {
    if (!practice || !goal) return;
    const kind = next.kind ?? goal.kind;
    const turns = 'turns' in next ? next.turns : goal.turns;
    onChange(setPractice(study, index, { ...practice, goal: turns ? { kind, turns } : { kind } }));
  };

  return (
    <section className="panel study-editor" aria-label={w('edit')}>
      <fieldset className="study-fields">
        <legend className="panel-title">{w('studySection')}</legend>
        <label className="new-game-field">
          <span className="field-label">{w('studyName')}</span>
          <input
            className="study-input"
            name="study-name"
            value={study.name}
            maxLength={STUDY_LIMITS.nameLength}
            onChange={(event) => onChange({ ...study, name: event.target.value })}
          />
        </label>
        <LabelledSelect
          look="dialog"
          name="study-visibility"
          label={w('visibility')}
          value={study.visibility}
          options={VISIBILITIES.map((each) => [each, w(`visibility.${each}`)] as const)}
          onChange={(visibility) => onChange({ ...study, visibility })}
        />
        {isLocalStudy(id) ? (
          <p className="panel-note">{w('localOnly')}</p>
        ) : (
          study.visibility !== 'private' && (
            <LinkBox label={w('link')} link={link} data="data-study-link" />
          )
        )}
      </fieldset>

      <fieldset className="study-fields">
        <legend className="panel-title">
          {w('chapterOf', { n: index + 1, count: study.chapters.length })}
        </legend>
        <label className="new-game-field">
          <span className="field-label">{w('name')}</span>
          <input
            className="study-input"
            name="chapter-name"
            value={chapter.name}
            maxLength={STUDY_LIMITS.nameLength}
            onChange={(event) => onChange(renameChapter(study, index, event.target.value))}
          />
        </label>
        <LabelledSelect
          look="dialog"
          name="chapter-kind"
          label={w('kind')}
          value={chapter.kind}
          options={CHAPTER_KINDS.map((kind) => [kind, w(`kind.${kind}`)] as const)}
          onChange={(kind) => onChange(setChapterKind(study, index, kind), true)}
        />
        <LabelledSelect<Orientation>
          look="dialog"
          name="chapter-orientation"
          label={w('orientation')}
          value={chapter.orientation}
          options={[
            ['white', w('white')],
            ['black', w('black')],
          ]}
          onChange={(orientation) => change((each) => ({ ...each, orientation }), true)}
        />
        {chapter.document.game.levels > 1 && (
          <LabelledSelect<'2d' | '3d'>
            look="dialog"
            name="chapter-view"
            label={w('view')}
            value={chapter.view ?? '3d'}
            options={[
              ['3d', '3D'],
              ['2d', '2D'],
            ]}
            onChange={(view) => {
              change((each) => ({ ...each, view }));
              onView();
            }}
          />
        )}
        {practice && goal && (
          <>
            <LabelledSelect
              look="dialog"
              name="practice-level"
              label={w('level')}
              value={String(practice.level) as (typeof LEVELS)[number]}
              options={LEVELS.map((level) => [level, level] as const)}
              onChange={(level) =>
                onChange(setPractice(study, index, { ...practice, level: Number(level) }))
              }
            />
            <LabelledSelect
              look="dialog"
              name="practice-goal"
              label={w('goal')}
              value={goal.kind}
              options={GOALS.map((kind) => [kind, w(`goal.${kind}`)] as const)}
              onChange={(kind) => setGoal({ kind })}
            />
            <label className="new-game-field">
              <span className="field-label">{w('turns')}</span>
              <input
                className="study-input"
                name="practice-turns"
                type="number"
                min={1}
                max={200}
                value={goal.turns ?? ''}
                onChange={(event) => {
                  const turns = Math.round(Number(event.target.value));
                  setGoal({ turns: turns >= 1 && turns <= 200 ? turns : undefined });
                }}
              />
            </label>
          </>
        )}
      </fieldset>

      <fieldset className="study-fields">
        <legend className="panel-title">{w('addChapter')}</legend>
        {full ? (
          <p className="panel-note">{w('full', { max: STUDY_LIMITS.chapters })}</p>
        ) : (
          <>
            <button type="button" className="button" onClick={here}>
              {w('fromPosition')}
            </button>
            <div className="study-new-board">
              <LabelledSelect
                look="dialog"
                name="chapter-game"
                label={w('emptyBoard')}
                value={newGame}
                options={GAMES.map(
                  (game) => [game.id, gameText(t.language, game.id, 'name')] as const,
                )}
                onChange={setNewGame}
              />
              <button
                type="button"
                className="button"
                onClick={() => add(newGame, gameById(newGame)!.startFen)}
              >
                {w('add')}
              </button>
            </div>
          </>
        )}
      </fieldset>
    </section>
  );
}
