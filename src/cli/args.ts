/**
 * What the engine and match command lines share: the usage error (one line on standard error,
 * exit status 2) and reading whole-number options.
 */

/** Bad input: printed as one `error: …` line, exit status 2. */
export class UsageError extends Error {}

/** The whole number ≥ `min` written `text` for option `flag`, or a UsageError. */
export function wholeNumber(flag: string, text: string, min: number): number {
  if (!/^\d+$/.test(text) || Number(text) < min || !Number.isSafeInteger(Number(text)))
    throw new UsageError(`${flag} must be a whole number ≥ ${min}, not '${text}'`);
  return Number(text);
}
