// Types of what src/cli/precompress.mjs exports (the build's compressed copies), for the tests.

/** The compressed copies worth writing for a file named `name` holding `bytes`. */
export function compressedCopies(
  name: string,
  bytes: Buffer,
): { suffix: '.br' | '.gz'; bytes: Buffer }[];
/** Writes the copies of every text file under `dist`. */
export function precompress(dist: string): { files: number; before: number; after: number };
