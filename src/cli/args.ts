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

/**
 * Reads `--flag value` pairs: each flag's handler gets its value; an unknown flag or a missing
 * value is a UsageError (with `usage` for the unknown flag).
 */
export function readOptions(
  args: readonly string[],
  handlers: Readonly<Record<string, (value: string, flag: string) => void>>,
  usage: string,
): void {
  for (let i = 0; i < args.length; i++) {
    const flag = args[i]!;
    const handler = handlers[flag];
    if (!handler) throw new UsageError(`unknown option '${flag}' (${usage})`);
    const value = args[++i];
    if (value === undefined) throw new UsageError(`${flag} needs a value`);
    handler(value, flag);
  }
}
