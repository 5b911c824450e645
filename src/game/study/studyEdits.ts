/**
 * The study page's edits of a study (issue 46), each a function from a study to the next: name and
 * visibility, chapters added after one (within `STUDY_LIMITS`), renamed, moved up or down,
 * deleted (never the last: a study has a chapter), and a chapter's kind, orientation, view,
 * practice and tree changed. Pure, so the page only calls them and test/unit/study-edits.test.ts
 * holds them as tables; a chapter of a new kind is made as studyChapters.ts makes one (a practice
 * chapter gets its default level and goal; a lesson's rules stay on an interactive chapter only).
 */
import {
  STUDY_LIMITS,
  type Chapter,
  type ChapterKind,
  type Practice,
  type Study,
} from '../../content/study';
import type { MoveTree } from '../../content/moveTree';
import { chapterOfTree } from './studyChapters';

/** The study with its chapters replaced. */
const withChapters = (study: Study, chapters: readonly Chapter[]): Study => ({
  ...study,
  chapters,
});

/** `chapter` inserted after the one at `after` (the end when it is the last), or null when full. */
export function insertChapter(study: Study, after: number, chapter: Chapter): Study | null {
  if (study.chapters.length >= STUDY_LIMITS.chapters) return null;
  const at = Math.min(Math.max(after + 1, 0), study.chapters.length);
  return withChapters(study, [
    ...study.chapters.slice(0, at),
    chapter,
    ...study.chapters.slice(at),
  ]);
}

/** The chapter at `index` changed by `change` (the study as it was when there is none). */
export function changeChapter(
  study: Study,
  index: number,
  change: (chapter: Chapter) => Chapter,
): Study {
  if (!study.chapters[index]) return study;
  return withChapters(
    study,
    study.chapters.map((chapter, at) => (at === index ? change(chapter) : chapter)),
  );
}

/** The chapter at `index` renamed (trimmed to the limit; an empty name is kept as typed). */
export const renameChapter = (study: Study, index: number, name: string): Study =>
  changeChapter(study, index, (chapter) => ({
    ...chapter,
    name: name.slice(0, STUDY_LIMITS.nameLength),
  }));

/** The chapter at `index` moved one place up (-1) or down (+1); as it was at either end. */
export function moveChapter(study: Study, index: number, by: -1 | 1): Study {
  const to = index + by;
  const moving = study.chapters[index];
  const other = study.chapters[to];
  if (!moving || !other) return study;
  const chapters = [...study.chapters];
  chapters[to] = moving;
  chapters[index] = other;
  return withChapters(study, chapters);
}

/** The study without the chapter at `index`; as it was when that is its only chapter. */
export function deleteChapter(study: Study, index: number): Study {
  if (study.chapters.length <= 1 || !study.chapters[index]) return study;
  return withChapters(
    study,
    study.chapters.filter((_, at) => at !== index),
  );
}

/**
 * The chapter at `index` of another kind: a practice chapter gets studyChapters.ts's default
 * level and goal, any other loses them; a lesson's rules stay only on an interactive chapter.
 */
export const setChapterKind = (study: Study, index: number, kind: ChapterKind): Study =>
  changeChapter(study, index, (chapter) => {
    if (chapter.kind === kind) return chapter;
    const made = chapterOfTree(chapter.document, { name: chapter.name, kind });
    const { name, orientation, view, document, lesson } = chapter;
    return {
      name,
      kind,
      orientation,
      ...(view ? { view } : {}),
      document,
      ...(made.practice ? { practice: made.practice } : {}),
      ...(lesson && kind === 'interactive' ? { lesson } : {}),
    };
  });

/** A practice chapter's level and goal (nothing for a chapter of another kind). */
export const setPractice = (study: Study, index: number, practice: Practice): Study =>
  changeChapter(study, index, (chapter) =>
    chapter.kind === 'practice' ? { ...chapter, practice } : chapter,
  );

/** A chapter's tree, as the page's board edits it. */
export const setChapterTree = (study: Study, index: number, tree: MoveTree): Study =>
  changeChapter(study, index, (chapter) => ({
    ...chapter,
    document: { ...chapter.document, tree },
  }));
