/**
 * A problem of the game library (game/storageProblems.ts) in the page's language, from the one
 * catalogue (i18n.ts `storage.*`): a refused write, a library that cannot be opened, an entry set
 * aside and why. A record that no longer replays is worded by the rules core's own problem text;
 * what the browser said is quoted as it is.
 */
import type { StorageProblem } from '../../game/storageProblems';
import { problemText, type Translator } from './i18n';

/** `problem` in `t`'s language, e.g. 'хранилище браузера заполнено: QuotaExceededError: …'. */
export function storageProblemText(t: Translator, problem: StorageProblem): string {
  switch (problem.code) {
    case 'no-indexeddb':
    case 'not-json':
    case 'not-an-object':
      return t(`storage.${problem.code}`);
    case 'storage-full':
    case 'storage-refused':
      return t(`storage.${problem.code}`, { detail: problem.detail });
    case 'format':
      return t('storage.format', { found: problem.found, expected: problem.expected });
    case 'field':
      return t('storage.field', { field: problem.field });
    case 'record':
      return t('storage.record', { problem: problemText(t.language, problem.problem) });
    case 'game-mismatch':
      return t('storage.game-mismatch', { says: problem.says, record: problem.record });
    case 'redo':
      return t('storage.redo', { move: problem.move, index: problem.index });
    case 'legacy-save':
      return t('storage.legacy-save', { problem: storageProblemText(t, problem.problem) });
    case 'earlier-reason':
      return t('storage.earlier-reason', { text: problem.text });
    default:
      return unreachable(problem);
  }
}

function unreachable(problem: never): never {
  throw new Error(`a storage problem without words: ${JSON.stringify(problem)}`);
}
