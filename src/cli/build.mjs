/**
 * `node src/cli/build.mjs`: builds the bundles of the command lines (rules, engine, match, puzzles)
 * into node_modules/.cache/cli/, each atomically (see bundle.mjs). Run by `npm ci` / `npm install`
 * (the `prepare` script) and by `npm run build`.
 */
import { COMMAND_LINES, buildBundle } from './bundle.mjs';

await Promise.all(COMMAND_LINES.map((entry) => buildBundle(entry)));
