import zlib from 'node:zlib'

// What a screen weighs (issue 12): the HTML as sent, and the JavaScript a first visit downloads.
// Shared by the screens bench (tests/bench/screens.ts) and the e2e check (tests/e2e/page-html.spec.ts, first-load-js.spec.ts).

/** The limits: HTML of any screen, uncompressed; first-load JavaScript, gzipped. */
export const MAX_HTML_KB = 60
export const MAX_FIRST_LOAD_JS_GZIP_KB = 100

const round2 = (value: number) => Math.round(value * 100) / 100
export const kb = (bytes: number) => round2(bytes / 1024)

/**
 * The scripts a first visit downloads: the module preloads and the inline module's imports (the
 * route modules and the entry). Not every /build URL the page names: Remix's inline route manifest
 * also names modules the browser fetches only on a later navigation (an index route, the full
 * manifest for route discovery), which the e2e check confirms against the browser's own requests.
 */
export function firstLoadScripts(html: string) {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="(\/build\/[^"]+\.js)"/g)]
  const imports = [...html.matchAll(/\bimport\b[^"'()<>;]*\(?\s*"(\/build\/[^"]+\.js)"/g)]
  return [...new Set([...preloads, ...imports].map((match) => match[1]))]
}

/** Scripts' count, and their size raw and gzipped (each file on its own, as served), in KB. */
export function scriptsWeight(bodies: Buffer[]) {
  let gzipped = 0
  let raw = 0
  for (const body of bodies) {
    raw += body.length
    gzipped += zlib.gzipSync(body).length
  }
  return { scripts: bodies.length, raw_kb: kb(raw), gzip_kb: kb(gzipped) }
}

/** The first-load JavaScript of a page (firstLoadScripts), fetched and weighed. */
export async function firstLoadJs(html: string, fetchBytes: (url: string) => Promise<Buffer>) {
  return scriptsWeight(await Promise.all(firstLoadScripts(html).map(fetchBytes)))
}
