// The names of the tests that failed in a JSON report, one line each, for the end of the test
// command's output (test/run-all.sh): CI keeps only the last part of a run's output, and a
// failure printed minutes earlier is lost from it. Usage:
//   node test/failures.mjs vitest <report.json>      (Vitest's JSON reporter)
//   node test/failures.mjs playwright <report.json>  (Playwright Test's JSON reporter)
// Prints nothing when the report is missing or unreadable (the test command counts that itself).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const [kind, file] = process.argv.slice(2);
/** The first line of a failure's message, without terminal colours, at most 200 characters. */
const firstLine = (text = '') =>
  stripVTControlCharacters(text).split('\n').find(Boolean)?.slice(0, 200) ?? '';

let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  process.exit(0);
}
const relative = (name) => path.relative(process.cwd(), name);

if (kind === 'vitest') {
  for (const suite of report.testResults ?? []) {
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0 && suite.status === 'failed')
      console.log(`${relative(suite.name)}: ${firstLine(suite.message)}`);
    for (const test of failed)
      console.log(
        `${relative(suite.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      );
  }
} else if (kind === 'playwright') {
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message;
          console.log(`${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
        }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  for (const error of report.errors ?? []) console.log(`(no test) ${firstLine(error.message)}`);
} else {
  console.error('usage: node test/failures.mjs vitest|playwright <report.json>');
  process.exit(2);
}
