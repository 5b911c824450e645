/**
 * Putting new chapters into a study (issue 46): a new study of them (created where the repository
 * keeps studies: the account's on the server, anyone else's in this browser) or the end of one of
 * the author's own, within the study's limit (studyChapters.ts `appendChapters`). Every way into
 * studies (the analysis board, the editor, a library or archive game, a record file) ends here
 * and then opens the first chapter added, so the answer is the study's id and that chapter's
 * number, 1-based as in `?study=<id>&chapter=<n>`.
 */
import type { Chapter } from '../../content/study';
import { appendChapters, newStudy } from './studyChapters';
import { createStudy, openStudy, saveStudy } from './studyRepo';

/** Where the chapters go: a new study with its name, or one of the author's by id. */
export type StudyTarget =
  | { readonly kind: 'new'; readonly name: string }
  | { readonly kind: 'existing'; readonly id: string };

export type ChaptersAdded =
  | { readonly ok: true; readonly id: string; readonly chapter: number; readonly left: number }
  | {
      readonly ok: false;
      // the study could not be opened, is someone else's, has no room, or was not saved
      readonly problem: 'not-found' | 'offline' | 'unreadable' | 'read-only' | 'full' | 'refused';
    };

/** Adds chapters to a study (see the module header); `left`: those past the limit, not added. */
export async function addChapters(
  target: StudyTarget,
  chapters: readonly Chapter[],
): Promise<ChaptersAdded> {
  if (target.kind === 'new') {
    const { study, left } = newStudy(target.name, chapters);
    return { ok: true, id: await createStudy(study), chapter: 1, left };
  }
  const opened = await openStudy(target.id);
  if (!opened.ok) return opened;
  if (!opened.canEdit) return { ok: false, problem: 'read-only' };
  const { study, added, left } = appendChapters(opened.study, chapters);
  if (added === 0) return { ok: false, problem: 'full' };
  const saved = await saveStudy(target.id, study);
  if (saved === 'refused') return { ok: false, problem: 'refused' };
  return { ok: true, id: target.id, chapter: opened.study.chapters.length + 1, left };
}
