// The tests of a Vitest JSON report that passed only at a retry. npm test lists them at its end
// with what their first try said: a run's reports go with its clone, and a retry is often the only
// trace of a race that will fail a later run on both tries.
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** Each test of `report` that passed after a failed try: its file and name, and that failure. */
export function retriedTests(report, root) {
  const retried = [];
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status !== 'passed' || !test.failureMessages?.length) continue;
      retried.push({
        title: `${path.relative(root, file.name)} › ${[...test.ancestorTitles, test.title].join(' › ')}`,
        message: test.failureMessages[0],
      });
    }
  }
  return retried;
}

/**
 * The lines that say so: each test, then the first `limit` lines of its first try's failure,
 * without the frames of the runner's and Node's own code.
 */
export function describeRetried(retried, limit = 12) {
  const lines = [];
  for (const { title, message } of retried) {
    lines.push('', `⚠ Passed only at its retry: ${title}`, '  Its first try:');
    // The project's own lines: the frames of the test runner and of Node say nothing of the race.
    const failure = stripVTControlCharacters(message)
      .trimEnd()
      .split('\n')
      .filter((line) => !/^\s+at .*(node_modules\/|<anonymous>|node:internal)/.test(line));
    for (const line of failure.slice(0, limit)) lines.push(`  │ ${line.slice(0, 200)}`);
    if (failure.length > limit) lines.push(`  │ … ${failure.length - limit} more lines`);
  }
  return lines;
}
