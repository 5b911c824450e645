/**
 * Expected failures (a bad FEN, an illegal move in a file) are values, not exceptions: every
 * parser returns a `Result`. A failure carries the problem as data (`problem`: a code and its
 * parameters, for the app to translate) and its English sentence (`error`, from
 * `describeProblem`, which the command line prints).
 */
import { describeProblem, type Problem } from './problems';

export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string; readonly problem: Problem };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** A failure; a plain string is a message of a layer above the rules, in English only. */
export const err = <T = never>(problem: Problem | string): Result<T> => {
  const coded: Problem = typeof problem === 'string' ? { code: 'text', text: problem } : problem;
  return { ok: false, error: describeProblem(coded), problem: coded };
};
