/**
 * The dialog that starts a study or adds to one (issue 46, docs/studies.md "Starting a study"):
 * which study (a new one, with its name, or one of the author's own, `listMyStudies`), and for a
 * single chapter its name and kind; a record file becomes one chapter per game, named from its
 * headers. It builds the chapters (studyChapters.ts), puts them into the study
 * (studyAuthoring.ts) and hands back the study's id and the first added chapter's number, which
 * the button opens (`?study=<id>&chapter=<n>`). A chunk of its own with its words, loaded when a
 * "New study", "Add this position as a chapter", "Study this game" or an import is pressed.
 */
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { CHAPTER_KINDS, STUDY_LIMITS, type Chapter, type ChapterKind } from '../../content/study';
import { addChapters, type ChaptersAdded } from '../../game/study/studyAuthoring';
import {
  chapterOfRecord,
  chapterOfPosition,
  chapterOfTree,
  chaptersOfRecordFile,
  type ChapterChoice,
} from '../../game/study/studyChapters';
import { listMyStudies, type StudyListing } from '../../game/study/studyRepo';
import type { Result } from '../../rules';
import { Modal } from '../common/Dialog';
import { problemText, useT } from '../i18n/i18n';
import type { ChapterSource } from './chapterSource';
import { useStudyEntryWords } from './studyEntryWords';
import './studyEntry.css';

type Problem = Extract<ChaptersAdded, { ok: false }>['problem'];

/** The chapters of a source as the author chose them. */
function chaptersOf(
  source: ChapterSource,
  choice: ChapterChoice,
  untitled: (number: number) => string,
): Result<Chapter[]> {
  const one = (chapter: Result<Chapter>): Result<Chapter[]> =>
    chapter.ok ? { ok: true, value: [chapter.value] } : chapter;
  switch (source.kind) {
    case 'position':
      return one(chapterOfPosition(source.game, source.fen, choice));
    case 'tree':
      return one({ ok: true, value: chapterOfTree(source.document, choice) });
    case 'game':
      return one(chapterOfRecord(source.record, choice));
    case 'file':
      return chaptersOfRecordFile(source.text, source.fallback, untitled);
  }
}

export function AddToStudyDialog({
  source,
  onClose,
  onOpen,
}: {
  source: ChapterSource;
  onClose: () => void;
  onOpen: (id: string, chapter: number) => void; // the first chapter added, 1-based
}) {
  const t = useT();
  const w = useStudyEntryWords();
  const ids = useId();
  const newOnly = source.kind === 'tree' || (source.kind === 'position' && source.newOnly);
  const title =
    source.kind === 'file'
      ? w('titleImport')
      : source.kind === 'game'
        ? w('titleGame')
        : newOnly
          ? w('titleNew')
          : w('titleAdd');
  const [studies, setStudies] = useState<StudyListing[] | null>(newOnly ? [] : null);
  const [target, setTarget] = useState(''); // '': a new study; else its id
  const [studyName, setStudyName] = useState(
    source.kind === 'game' || source.kind === 'file' ? source.name : w('defaultStudyName'),
  );
  const [chapterName, setChapterName] = useState(
    source.kind === 'game'
      ? source.name
      : source.kind === 'tree'
        ? w('analysisName')
        : w('positionName'),
  );
  const [kind, setKind] = useState<ChapterKind>('annotated');
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (newOnly) return;
    let live = true;
    void listMyStudies().then((mine) => live && setStudies(mine));
    return () => {
      live = false;
    };
  }, [newOnly]);

  // A file's chapters are read once, to say how many there are (or what is wrong) before sending.
  const untitled = (number: number) => w('gameNumber', { number });
  const fromFile = useMemo(
    () => (source.kind === 'file' ? chaptersOf(source, { name: '', kind }, untitled) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per source
    [source],
  );
  const chosen = studies?.find((study) => study.id === target);
  const room = STUDY_LIMITS.chapters - (chosen?.chapters ?? 0);
  const count = fromFile?.ok ? fromFile.value.length : 1;

  const problemOf = (code: Problem) => w(`problem.${code}`, { max: STUDY_LIMITS.chapters });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (working) return;
    const made = fromFile ?? chaptersOf(source, { name: chapterName || title, kind }, untitled);
    if (!made.ok) return setProblem(problemText(t.language, made.problem));
    setWorking(true);
    setProblem(null);
    const where =
      target === ''
        ? { kind: 'new' as const, name: studyName.trim() || w('defaultStudyName') }
        : { kind: 'existing' as const, id: target };
    void addChapters(where, made.value).then((added) => {
      if (added.ok) return onOpen(added.id, added.chapter);
      setWorking(false);
      setProblem(problemOf(added.problem));
    });
  };

  return (
    <Modal
      role="dialog"
      labelledBy={`${ids}-title`}
      className="study-entry-dialog"
      focusFirst="select, input"
      onCancel={onClose}
      onSubmit={submit}
    >
      <h2 id={`${ids}-title`} className="dialog-title">
        {title}
      </h2>
      <div className="study-entry-fields">
        {!newOnly && (
          <label>
            {w('target')}
            {studies === null ? (
              <span role="status">{w('targetLoading')}</span>
            ) : (
              <select
                name="study"
                value={target}
                onChange={(event) => setTarget(event.target.value)}
              >
                <option value="">{w('targetNew')}</option>
                {studies.map((study) => (
                  <option key={study.id} value={study.id}>
                    {study.name} ({w.count('chapters', study.chapters)})
                  </option>
                ))}
              </select>
            )}
          </label>
        )}
        {target === '' && (
          <label>
            {w('studyName')}
            <input
              name="study-name"
              value={studyName}
              maxLength={STUDY_LIMITS.nameLength}
              onChange={(event) => setStudyName(event.target.value)}
            />
          </label>
        )}
        {source.kind === 'file' ? (
          fromFile?.ok && (
            <p className="dialog-hint" data-games={count}>
              {w('gamesFound', { count })}
            </p>
          )
        ) : (
          <>
            <label>
              {w('chapterName')}
              <input
                name="chapter-name"
                value={chapterName}
                maxLength={STUDY_LIMITS.nameLength}
                onChange={(event) => setChapterName(event.target.value)}
              />
            </label>
            <fieldset className="study-entry-kinds">
              <legend>{w('kind')}</legend>
              {CHAPTER_KINDS.map((each) => (
                <label key={each}>
                  <input
                    type="radio"
                    name="chapter-kind"
                    value={each}
                    checked={kind === each}
                    onChange={() => setKind(each)}
                  />
                  {w(`kind.${each}`)}
                </label>
              ))}
            </fieldset>
          </>
        )}
        {count > room && room > 0 && (
          <p className="notice">{w('willNotFit', { max: STUDY_LIMITS.chapters, fit: room })}</p>
        )}
        {(problem ?? (fromFile && !fromFile.ok)) && (
          <p className="notice" role="alert">
            {problem ?? (fromFile && !fromFile.ok ? problemText(t.language, fromFile.problem) : '')}
          </p>
        )}
      </div>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          {w('cancel')}
        </button>
        <button
          type="submit"
          className="button button-primary"
          disabled={working || (fromFile !== null && !fromFile.ok)}
        >
          {working ? w('working') : target === '' ? w('create') : w('add')}
        </button>
      </div>
    </Modal>
  );
}
