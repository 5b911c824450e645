// `npm run test:browser [name filter]` (also `node test/browser/run.mjs [name filter]`): runs the
// browser tests with Playwright Test (playwright.config.ts). The optional filter keeps the tests
// whose name contains it, taken literally (it becomes `--grep` with its regex characters
// escaped), e.g. `npm run test:browser -- 'play2d: Pocket'`; any further arguments go to
// `playwright test` as they are. Exits with Playwright's status.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [filter, ...rest] = process.argv.slice(2);
const args = ['test'];
if (filter !== undefined && filter.startsWith('-')) args.push(filter);
else if (filter) args.push('--grep', filter.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
args.push(...rest);

const result = spawnSync(path.join(ROOT, 'node_modules/.bin/playwright'), args, {
  cwd: ROOT,
  stdio: 'inherit',
});
if (result.error) throw result.error;
process.exitCode = result.status ?? 1;
