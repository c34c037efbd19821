import { describe, expect, it } from 'vitest'
import { appLeaks, serverImportLeaks } from '../../scripts/server-import-leaks.ts'

const route = (text: string) => serverImportLeaks('app/routes/x.tsx', text, true)

describe('serverImportLeaks', () => {
  it('finds a .server value rendered by the page (the CSV import screen before the fix)', () => {
    const leaks = route(`
      import { CSV_COLUMNS, previewImport } from '~/services/finance/entry-csv.server.ts'
      export async function action() { return previewImport('') }
      export default function Page() { return <code>{CSV_COLUMNS.join(',')}</code> }
    `)
    expect(leaks).toEqual([{ line: 4, name: 'CSV_COLUMNS', from: '~/services/finance/entry-csv.server.ts' }])
  })

  it('accepts values only the loader, the action, headers or their helpers use', () => {
    const leaks = route(`
      import { getThing } from '~/services/thing.server.ts'
      import * as db from '~/db.server.ts'
      async function load(id: string) { return getThing(id) }
      const read = (id: string) => db.find(id)
      export async function loader() { return load('1') }
      export const action = async () => read('2')
      export function headers() { return { x: String(getThing) } }
      export default function Page() { return null }
    `)
    expect(leaks).toEqual([])
  })

  it('accepts type-only uses', () => {
    const leaks = route(`
      import type { Thing } from '~/services/thing.server.ts'
      import { type Other, makeThing } from '~/services/other.server.ts'
      type Data = { thing: Thing; other: Other; made: ReturnType<typeof makeThing> }
      export default function Page(props: Data) { return null }
    `)
    expect(leaks).toEqual([])
  })

  it('finds a helper used both by the page and by the loader', () => {
    const leaks = route(`
      import { LABEL } from '~/lib/labels.server.ts'
      const title = () => LABEL
      export async function loader() { return title() }
      export default function Page() { return <h1>{title()}</h1> }
    `)
    expect(leaks.map((leak) => leak.name)).toEqual(['LABEL'])
  })

  it('in a component module (not a route) any value use is a leak', () => {
    const leaks = serverImportLeaks(
      'app/components/x.tsx',
      `import { format } from '~/lib/format.server.ts'\nexport function loader() { return format(1) }`,
      false,
    )
    expect(leaks.map((leak) => leak.name)).toEqual(['format'])
  })

  it('the app has none', () => {
    expect(appLeaks()).toEqual([])
  })
})
