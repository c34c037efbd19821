import { describe, expect, it } from 'vitest'
import { callsInLine, parseSpecCalls } from '../helpers/spec-paths.ts'

// The reader behind tests/integration/documented-paths.test.ts, on the ways the spec writes its calls.

describe('reading calls out of the spec documents', () => {
  it('gives each path the run of methods named before it', () => {
    expect(callsInLine('- GET and POST /family; PATCH and DELETE /family/{id}.', '/api/v1/profile')).toEqual([
      { method: 'GET', path: '/api/v1/profile/family' },
      { method: 'POST', path: '/api/v1/profile/family' },
      { method: 'PATCH', path: '/api/v1/profile/family/{id}' },
      { method: 'DELETE', path: '/api/v1/profile/family/{id}' },
    ])
    expect(callsInLine('- POST (create) or PUT (update) /api/v1/x/ with the body; DELETE /api/v1/x/.', null)).toEqual([
      { method: 'POST', path: '/api/v1/x/' },
      { method: 'PUT', path: '/api/v1/x/' },
      { method: 'DELETE', path: '/api/v1/x/' },
    ])
  })

  it('resolves a relative path against the last absolute one of the line, and reads inside parentheses', () => {
    expect(
      callsInLine('- Service test: GET /api/v1/financial/entries, /live-summary and /api/v1/users/profile', null),
    ).toEqual([
      { method: 'GET', path: '/api/v1/financial/entries' },
      { method: 'GET', path: '/api/v1/financial/live-summary' },
      { method: 'GET', path: '/api/v1/users/profile' },
    ])
    expect(callsInLine('- the viewer (GET /api/v1/doc/{citationId}, with fields kb_id)', null)).toEqual([
      { method: 'GET', path: '/api/v1/doc/{citationId}' },
    ])
  })

  it('reads table rows under a heading that gives the prefix, and ignores paths without a method', () => {
    const text = [
      '### Financial (under /api/v1/financial)',
      '| Method | Path | Payload |',
      '|---|---|---|',
      '| PUT | /entries/{id} | update object |',
      '### Auth',
      '| GET | health check | none |',
      'Screens live at /plan and /advisory.',
    ].join('\n')
    expect(parseSpecCalls('01.md', text)).toEqual([
      { method: 'PUT', path: '/api/v1/financial/entries/{id}', document: '01.md', line: 4 },
    ])
  })
})
