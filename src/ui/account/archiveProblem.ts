/**
 * The words for a players' page or archive read that failed (game/account/archive.ts's codes):
 * one place for both pages. `not-found` is the page's own sentence (no such player, no such game).
 */
import type { ArchiveProblem } from '../../game/account/archive';
import type { AccountText, AccountWordKey } from './accountWords';

export function archiveProblemText(w: AccountText, problem: ArchiveProblem, notFound: string) {
  const words: Record<Exclude<ArchiveProblem, 'not-found'>, AccountWordKey> = {
    offline: 'problem.offline',
    unreachable: 'problem.unreachable',
    'rate-limited': 'problem.rate-limited-later',
    refused: 'problem.refused',
  };
  return problem === 'not-found' ? notFound : w(words[problem]);
}

/** A date as the page's language writes it: '7 December 2026'. */
export const dateText = (language: string, iso: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
