// Runs every server test on its own, one after another, and lists those that fail alone.
// A test that passes in its file but fails here leans on state left by another test.
//
//   node scripts/isolated-tests.mjs                      every server test file
//   node scripts/isolated-tests.mjs market-cart accounts files whose path contains one of these
//
// Set TEST_DATABASE_URL to include the PostgreSQL variants. Too slow for `npm test` (several
// minutes); `npm test` shuffles the server tests instead (vitest.config.ts).
import { createVitest } from 'vitest/node';

const filters = process.argv.slice(2);
const started = performance.now();
const vitest = await createVitest('test', {
  project: 'server',
  watch: false,
  reporters: [{}],
  // The order is what is under test here: run each test in its file order.
  sequence: { shuffle: false },
});

const collected = await vitest.collect(filters);
const tests = collected.testModules.flatMap((module) => [...module.children.allTests()]);
console.log(`${tests.length} tests in ${collected.testModules.length} files, each run alone`);

const failures = [];
let skipped = 0;
for (const [index, test] of tests.entries()) {
  const spec = test.project.createSpecification(test.module.moduleId, { testIds: [test.id] });
  const run = await vitest.runTestSpecifications([spec]);
  // The run also reports the other collected files, untouched: look at this file only.
  const modules = run.testModules.filter((module) => module.moduleId === test.module.moduleId);
  const ran = modules.flatMap((module) => [...module.children.allTests()]);
  const mine = ran.find((entry) => entry.id === test.id);
  const others = ran.filter((entry) => entry.id !== test.id && entry.result().state !== 'skipped');
  // A failing hook (beforeAll of a describe) shows on the suites around the test.
  const suiteErrors = [];
  for (let parent = mine?.parent; parent && parent.type === 'suite'; parent = parent.parent) {
    suiteErrors.push(...parent.errors());
  }
  const moduleErrors = [
    ...modules.flatMap((module) => module.errors()),
    ...suiteErrors,
    ...run.unhandledErrors,
  ];
  const state = mine?.result().state ?? 'not run';
  // Skipped by its own condition (the Redis tests without TEST_REDIS_URL): not a failure.
  if (state === 'skipped' && moduleErrors.length === 0) {
    skipped += 1;
    continue;
  }
  const ok = state === 'passed' && others.length === 0 && moduleErrors.length === 0;
  const where = `${test.module.relativeModuleId} › ${test.fullName}`;
  if (!ok) {
    const errors = [...(mine?.result().errors ?? []), ...moduleErrors].map((error) => error.message);
    failures.push({ where, state, errors });
    console.log(`✗ [${index + 1}/${tests.length}] ${where} (${state})`);
    for (const message of errors) console.log(`    ${message.split('\n')[0]}`);
  } else if (process.stdout.isTTY) {
    process.stdout.write(`✓ [${index + 1}/${tests.length}]\r`);
  }
}
await vitest.close();

const seconds = Math.round((performance.now() - started) / 1000);
console.log(
  `${tests.length - failures.length - skipped} of ${tests.length} pass alone, ${skipped} skipped by their own condition (${seconds} s)`,
);
process.exitCode = failures.length === 0 ? 0 : 1;
