/**
 * The study page's head, above the board: the study's name and owner, the chapter shown, where
 * the author's changes stand (saved, saving, kept in this browser), and what anyone can do with
 * it: edit it (its author), copy it to own it, export it as a `.json` file (writeStudy's), import
 * one (parseStudy's problem shown in words naming its place, else a new study of it), or start a
 * new study.
 */
import { useRef, useState } from 'react';
import { parseStudy, writeStudy, type Study } from '../../content/study';
import { createStudy } from '../../game/study/studyRepo';
import { downloadText } from '../common/download';
import { RouteLink } from '../common/RouteLink';
import type { Route } from '../shell/route';
import type { SaveMark } from './useStudySave';
import { studyProblemText, useStudyWords } from './studyWords';

const MARK_WORDS = {
  saved: 'saved',
  saving: 'saving',
  offline: 'offlineKept',
  refused: 'refused',
} as const;

/** A file name of the study's name: 'Moves between levels' → 'moves-between-levels.json'. */
const studyFileName = (name: string): string =>
  `${
    name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'study'
  }.json`;

export function StudyHead({
  study,
  index,
  canEdit,
  editing,
  mark,
  onEditing,
  onNavigate,
}: {
  study: Study;
  index: number;
  canEdit: boolean;
  editing: boolean;
  mark: SaveMark | null;
  onEditing: (on: boolean) => void;
  onNavigate: (route: Route) => void;
}) {
  const w = useStudyWords();
  const file = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** Opens a study made here (a copy, an import), its own from the start. */
  const openNew = async (made: Study) => {
    const id = await createStudy(made);
    onNavigate({ page: 'study', id, chapter: null, view: null });
  };
  const importFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    const read = parseStudy(await chosen.text());
    if (!read.ok)
      return setProblem(w('importProblem', { problem: studyProblemText(w, read.problem) }));
    setProblem(null);
    await openNew(read.value);
  };
  return (
    <section className="study-head" aria-label={study.name}>
      <div className="study-title-row">
        <h2 className="study-title" data-testid="study-name">
          {study.name}
        </h2>
        {study.owner && <span className="study-owner">{w('by', { owner: study.owner })}</span>}
        <span className="study-where">
          {w('chapterOf', { n: index + 1, count: study.chapters.length })}
        </span>
        {mark && (
          <span className="study-mark" role="status" data-save={mark}>
            {w(MARK_WORDS[mark])}
          </span>
        )}
      </div>
      <div className="button-row study-actions">
        {canEdit && (
          <button
            type="button"
            className={editing ? 'button button-primary' : 'button'}
            aria-pressed={editing}
            onClick={() => onEditing(!editing)}
          >
            {w(editing ? 'editing' : 'edit')}
          </button>
        )}
        <button
          type="button"
          className="button"
          title={w('copyTitle')}
          onClick={() =>
            void openNew({ name: study.name, visibility: 'private', chapters: study.chapters })
          }
        >
          {w('copy')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() =>
            downloadText(
              studyFileName(study.name),
              `${JSON.stringify(writeStudy(study), null, 2)}\n`,
              'application/json',
            )
          }
        >
          {w('export')}
        </button>
        <button
          type="button"
          className="button"
          title={w('importTitle')}
          onClick={() => file.current?.click()}
        >
          {w('import')}
        </button>
        <input
          ref={file}
          type="file"
          accept=".json,application/json"
          hidden
          data-testid="study-import"
          onChange={(event) => {
            void importFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <RouteLink
          to={{ page: 'study', id: 'new', chapter: null, view: null }}
          onNavigate={onNavigate}
          className="button"
        >
          {w('newStudy')}
        </RouteLink>
      </div>
      {problem && (
        <p className="notice study-problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
