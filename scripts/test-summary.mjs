// Prints one closing line for the whole suite: "tests: N passed, N failed, N skipped".
import fs from 'node:fs'

const [vitestFile, vitestStatus, playwrightFile, playwrightStatus] = process.argv.slice(2)
let passed = 0
let failed = 0
let skipped = 0

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    console.log(`(no report at ${file}: counting that runner as failed)`)
    failed += 1
    return null
  }
}

// A runner that exited non-zero without a failing test (a crash, a server that would not
// start) still counts as one failure, so the closing line never reads green on a red run.
function account(runnerFailed, runFailures) {
  if (runnerFailed && runFailures === 0) {
    failed += 1
    console.log('(a test runner exited with an error before or after its tests: counted as one failure)')
  }
}

const vitest = read(vitestFile)
if (vitest) {
  passed += vitest.numPassedTests ?? 0
  failed += vitest.numFailedTests ?? 0
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0)
  account(vitestStatus !== '0', vitest.numFailedTests ?? 0)
}
const playwright = read(playwrightFile)
if (playwright) {
  const unexpected = (playwright.stats?.unexpected ?? 0) + (playwright.stats?.flaky ?? 0)
  passed += playwright.stats?.expected ?? 0
  failed += unexpected
  skipped += playwright.stats?.skipped ?? 0
  account(playwrightStatus !== '0', unexpected)
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
