// Byte budgets of the widgets build (gzip): node scripts/budget.mjs [distDir]
// Prints the sizes table and exits 1 when a budget is exceeded, when a budgeted widget is missing
// from the build, or when a built widget has no budget. Bytes only: timings are never a gate.
// Run node scripts/build.mjs first (npm run bench builds and then runs this check too).
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { DIST } from './paths.mjs';
import { budgetsOf, checkBudgets, formatTable, measureWidgets } from './sizes.mjs';

/** Measures, prints, and returns the failures (empty when every byte budget holds). */
export function runBudget(distDir = join(DIST, 'widgets'), budgets = undefined, log = console.log) {
  let report;
  try {
    report = measureWidgets(distDir);
  } catch (err) {
    return [`cannot measure ${distDir}: ${err.message}`];
  }
  const limits = budgets ?? budgetsOf(report);
  log(formatTable(report, limits));
  return checkBudgets(report, limits);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const failures = runBudget(process.argv[2]);
  if (failures.length) {
    console.error(`\nByte budget check FAILED (${failures.length}):`);
    for (const f of failures) console.error(`  - ${f}`);
    process.exit(1);
  }
  console.log('\nByte budgets: all within budget.');
}
