import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { replaceExport } from '../../server/replace-export.ts'

// The one way the server replaces a package's function: on the module the runtime loads, once.
describe('replaceExport', () => {
  it('wraps the export on the loaded module once, whoever asks again', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'replace-export-')), 'module.cjs')
    fs.writeFileSync(file, 'exports.double = (n) => n * 2\n')
    const loaded = createRequire(import.meta.url)(file) as { double: (n: number) => number }
    let wraps = 0
    const plusOne = (original: (n: number) => number) => {
      wraps++
      return (n: number) => original(n) + 1
    }
    replaceExport(file, 'double', plusOne)
    replaceExport(file, 'double', plusOne)
    expect(wraps).toBe(1)
    expect(loaded.double(5)).toBe(11)
  })
})
