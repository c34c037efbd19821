import { readFileSync } from 'node:fs'
import path from 'node:path'

// The calls the three spec documents list, read from the documents themselves so that a path added
// to the spec is tested without anyone copying it into a list. The documents write calls in three
// ways, all handled here:
//   - table rows:     | GET | /entries | optional query ... |
//   - prose:          GET and POST /family; PATCH and DELETE /family/{id}.
//                     POST (create) or PUT (update) /api/v1/investment-preferences/ with the body
//   - relative paths: under a heading "### Financial (under /api/v1/financial)", or after an
//                     absolute one in the same line ("GET /api/v1/financial/entries, /live-summary").

export const SPEC_DOCUMENTS = ['01-core-data-entry.md', '02-planning-panels-goals.md', '03-analysis-ai-admin.md']

// Verbatim copies of the shared specification, kept in the repository so the test runs anywhere.
export const SPEC_DIR = path.resolve(import.meta.dirname, '../../docs/spec')

export type SpecCall = {
  method: string
  /** The path as written, made absolute: `{userId}`-style parameters and the query kept. */
  path: string
  document: string
  line: number
}

const METHOD = /^(GET|POST|PUT|PATCH|DELETE)$/
// A path token: starts with '/', runs to whitespace or a separator; a trailing '.' or ':' ends a sentence.
const TOKEN = /\/[^\s,;()]*|\b(?:GET|POST|PUT|PATCH|DELETE)\b|\(|\)|[,;]|\b(?:and|or)\b|[^\s,;()/]+/g
const JOINERS = new Set([',', 'and', 'or'])

function trimPath(raw: string) {
  return raw.replace(/[.:]+$/, '')
}

/** The directory of an absolute path: '/api/v1/financial/entries' → '/api/v1/financial'. */
function parentOf(absolute: string) {
  const bare = absolute.split('?')[0]
  return bare.slice(0, bare.lastIndexOf('/'))
}

/**
 * The calls in one line of prose: each path takes the methods named last before it (a run like
 * "GET and POST", "POST (create) or PUT (update)"); a relative path resolves against `prefix`
 * (the heading's "under ...") or, without one, against the last absolute path of the line.
 */
export function callsInLine(text: string, prefix: string | null): { method: string; path: string }[] {
  const calls: { method: string; path: string }[] = []
  let methods: string[] = []
  let groupOpen = false // the last tokens were methods (with joiners or parenthetical words between them)
  let depth = 0
  let lastAbsolute: string | null = null
  for (const token of text.match(TOKEN) ?? []) {
    if (token === '(') depth += 1
    else if (token === ')') depth = Math.max(0, depth - 1)
    else if (METHOD.test(token)) {
      methods = groupOpen ? [...methods, token] : [token]
      groupOpen = true
    } else if (token.startsWith('/') && token.length > 1) {
      groupOpen = false
      const raw = trimPath(token)
      if (methods.length === 0) continue
      let absolute: string | null = null
      if (raw.startsWith('/api/')) absolute = raw
      else if (prefix) absolute = prefix + raw
      else if (lastAbsolute) absolute = parentOf(lastAbsolute) + raw
      else if (raw === '/health') absolute = raw // "Health check: GET /health": the app's own path
      if (!absolute) continue
      if (absolute.startsWith('/api/')) lastAbsolute = absolute
      for (const method of methods) calls.push({ method, path: absolute })
    } else if (depth === 0 && !JOINERS.has(token)) groupOpen = false // "(create)" keeps a run going
  }
  return calls
}

/** A table row `| METHOD | /path | ... |` as a call, or null. */
function tableCall(line: string, prefix: string | null) {
  const cells = line.split('|').map((c) => c.trim())
  if (cells.length < 4 || !METHOD.test(cells[1]) || !cells[2].startsWith('/')) return null
  const raw = cells[2]
  const path = raw.startsWith('/api/') || !prefix ? raw : prefix + raw
  return { method: cells[1], path }
}

export function parseSpecCalls(document: string, text: string): SpecCall[] {
  const calls: SpecCall[] = []
  let prefix: string | null = null
  text.split('\n').forEach((line, index) => {
    if (/^#{1,6}\s/.test(line)) {
      prefix = line.match(/\(under (\/api\/[^\s)]+)\)/)?.[1] ?? null
      return
    }
    const row = line.trimStart().startsWith('|') ? tableCall(line, prefix) : null
    const found = row ? [row] : callsInLine(line, prefix)
    for (const call of found) calls.push({ ...call, document, line: index + 1 })
  })
  return calls
}

/** Every call of the three documents, once per method and path (the first place it is listed). */
export function specCalls(dir = SPEC_DIR): SpecCall[] {
  const seen = new Set<string>()
  const calls: SpecCall[] = []
  for (const document of SPEC_DOCUMENTS) {
    for (const call of parseSpecCalls(document, readFileSync(path.join(dir, document), 'utf8'))) {
      const key = `${call.method} ${call.path}`
      if (seen.has(key)) continue
      seen.add(key)
      calls.push(call)
    }
  }
  return calls
}
