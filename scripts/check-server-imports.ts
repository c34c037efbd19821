// Lists values imported from `.server` modules that browser code uses (see server-import-leaks.ts)
// in app/ and exits 1 when there are any. Part of `npm run validate`; tests/unit runs it too.
import { appLeaks } from './server-import-leaks.ts'

const leaks = appLeaks()
for (const leak of leaks) console.log(leak)
if (leaks.length > 0) {
  console.log(`${leaks.length} value(s) from .server modules in browser code: move them to a shared module`)
  process.exit(1)
}
