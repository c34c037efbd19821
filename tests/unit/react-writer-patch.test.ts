import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Writable } from 'node:stream'
import { createElement as h, Suspense, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

// patches/react-dom+18.3.1.patch: React's Node server renderer (the production build the app serves
// with) encoded every small chunk of a page into a 2 KB Uint8Array on its own; patched, a flush collects
// its chunks as one string and writes it once. The development build is left as React ships it, to
// compare with: the same bytes for a streamed page, and the same writes but for a bug the patch ends.

const require = createRequire(import.meta.url)
type Server = typeof import('react-dom/server')
/** The package exports neither build by name: they are read by path. */
const build = (name: string) => path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs', name)
const PRODUCTION = build('react-dom-server.node.production.min.js')
const patched = require(PRODUCTION) as Server
const reference = require(build('react-dom-server.node.development.js')) as Server

/**
 * The bytes a render writes, and how many writes it took: piped once the whole page is ready (as
 * app/entry.server.tsx does), or as soon as the shell is (`streaming`), so later boundaries flush apart;
 * `afterShell` runs once the shell is piped.
 */
function render(
  server: Server,
  tree: ReactNode,
  streaming = false,
  afterShell = () => {},
): Promise<{ bytes: Buffer; writes: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const start = () => {
      pipe(
        new Writable({
          write(chunk: Buffer, _encoding, next) {
            chunks.push(chunk)
            next()
          },
          final(next) {
            resolve({ bytes: Buffer.concat(chunks), writes: chunks.length })
            next()
          },
        }),
      )
    }
    const { pipe } = server.renderToPipeableStream(tree, {
      onShellReady: () => {
        if (!streaming) return
        start()
        afterShell()
      },
      onAllReady: () => streaming || start(),
      onShellError: reject,
    })
  })
}

// Text that needs escaping, and characters of one to four bytes in UTF-8, in text and attributes.
const MIXED = 'Café & "crème" <brûlée> — 10 % off, ☕ and 🏠 for 1 ≤ x'

function page(rows: number): ReactNode {
  return h(
    'html',
    null,
    h('head', null, h('title', null, MIXED)),
    h(
      'body',
      null,
      h('main', { className: 'wp-stack', 'data-note': MIXED }, [
        h('p', { key: 'long' }, MIXED.repeat(300)), // one chunk far over React's 2 KB buffer
        ...Array.from({ length: rows }, (_, i) =>
          h('a', { key: i, href: `/plan/financial-data/${i}/edit?note=${encodeURIComponent(MIXED)}` }, `${MIXED} ${i}`),
        ),
      ]),
    ),
  )
}

describe('the patched React writer (patches/react-dom+18.3.1.patch)', () => {
  it('is patched in the build the app renders with in production', () => {
    expect(fs.readFileSync(PRODUCTION, 'utf8')).toContain('WealthPath patch')
  })

  it('writes the document React renders, for escaped and multi-byte text, short and long', async () => {
    for (const rows of [0, 1, 40, 600]) {
      const ours = (await render(patched, page(rows))).bytes.toString('utf8')
      // renderToString builds the same markup as a string, with no chunks to encode (and no doctype).
      expect(ours).toBe(`<!DOCTYPE html>${renderToString(page(rows))}`)
      expect(ours).toContain('Café &amp; &quot;crème&quot; &lt;brûlée&gt; — 10 % off, ☕ and 🏠')
    }
  })

  it('keeps a character whole where it falls across 2 KB, which React unpatched pads with zero bytes', async () => {
    // Unpatched, a chunk that does not fit the rest of React's 2 KB buffer is cut at a whole character
    // and the whole buffer is written, its unfilled tail included: NUL bytes in the page.
    const theirs = (await render(reference, page(600))).bytes
    expect(theirs.includes(0)).toBe(true)
    const ours = (await render(patched, page(600))).bytes
    expect(ours.includes(0)).toBe(false)
    expect(ours.toString('utf8')).not.toContain('\uFFFD')
  })

  it('writes a whole document in one write, where React wrote one for every 2 KB', async () => {
    const ours = await render(patched, page(600))
    const theirs = await render(reference, page(600))
    expect(ours.bytes.length).toBeGreaterThan(100_000)
    expect(ours.writes).toBe(1)
    expect(theirs.writes).toBeGreaterThan(40)
  })

  it('writes each flush of a page that streams (a boundary resolved later) as React does', async () => {
    /**
     * A page whose second part waits for a promise that `release` resolves: released once the shell is
     * piped, so the shell always flushes first and the part later, however slow the machine (a 5 ms
     * timer here let a slow render find the part ready with the shell: one write).
     */
    const streamingPage = () => {
      let ready = false
      let release = () => {}
      const later = new Promise<void>((resolve) => (release = resolve)).then(() => (ready = true))
      function Later(): ReactNode {
        if (!ready) throw later
        return h('p', null, `${MIXED} later`)
      }
      const tree = h('div', null, h('p', null, MIXED), h(Suspense, { fallback: h('i', null, '…') }, h(Later)))
      return { tree, release }
    }
    const pages = { ours: streamingPage(), theirs: streamingPage() }
    const [ours, theirs] = await Promise.all([
      render(patched, pages.ours.tree, true, pages.ours.release),
      render(reference, pages.theirs.tree, true, pages.theirs.release),
    ])
    expect(ours.bytes.equals(theirs.bytes)).toBe(true)
    expect(ours.writes).toBe(2) // the shell with its fallback, then the boundary's content
    expect(ours.bytes.toString('utf8')).toContain(
      `${MIXED.replace('&', '&amp;').replace(/"/g, '&quot;').replace('<', '&lt;').replace('>', '&gt;')} later`,
    )
  })
})
