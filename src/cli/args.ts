/**
 * What the engine and match command lines share: the usage error (one line on standard error,
 * exit status 2), reading options (whole numbers, computer levels, the game) and running a
 * command under that error.
 */
import { parseLevel, type Level } from '../engine';
import { gameById, type GameDefinition } from '../rules';

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

/** The computer level written `text` (random, greedy, 1…8), or a UsageError. */
export function levelOption(text: string): Level {
  const level = parseLevel(text);
  if (level === undefined) throw new UsageError(`unknown level '${text}' (random, greedy or 1…8)`);
  return level;
}

/** The game `--variant` names, or a UsageError when it is missing or unknown. */
export function gameOption(variant: string): GameDefinition {
  if (!variant) throw new UsageError('--variant is required');
  const game = gameById(variant);
  if (!game) throw new UsageError(`unknown game '${variant}'`);
  return game;
}

/** Runs a command line: a UsageError becomes one `error: …` line and exit status 2. */
export function runCommand(run: (args: string[]) => void): void {
  try {
    run(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`error: ${error.message}\n`);
    process.exitCode = 2;
  }
}
