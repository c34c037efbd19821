import { describe, expect, it } from 'vitest'
import {
  confirmQuestion,
  overallHealthStatus,
  refreshChoice,
  HEALTH_REFRESH_OPTIONS,
  SCREEN_MESSAGE_CHARS,
} from '../../app/lib/admin.ts'
import { routeKey } from '../../app/lib/route-key.ts'
import { percentile } from '../../app/infra/request-metrics.server.ts'
import { logQuery, logsAsCsv, logsForScreen, readLogs } from '../../app/services/admin/debug-tools.server.ts'
import { logEvent } from '../../app/infra/event-log.server.ts'

describe('admin console rules', () => {
  it('maps the overall health percentage with the 80/50 thresholds', () => {
    expect([100, 80, 79, 50, 49, 0].map(overallHealthStatus)).toEqual([
      'healthy',
      'healthy',
      'warning',
      'warning',
      'error',
      'error',
    ])
  })

  it('asks the spec confirmation question', () => {
    expect(confirmQuestion('clear-tokens', 'a@b.c')).toBe('Are you sure you want to clear tokens for user a@b.c?')
  })

  it('folds ids into one route and takes nearest-rank percentiles', () => {
    expect(routeKey('get', '/api/v1/goals/12/')).toBe('GET /api/v1/goals/:id')
    expect(routeKey('GET', '/')).toBe('GET /')
    const times = Array.from({ length: 20 }, (_, i) => i + 1)
    expect(percentile(times, 0.5)).toBe(10)
    expect(percentile(times, 0.95)).toBe(19)
    expect(percentile([], 0.5)).toBe(0)
  })

  it('cuts long messages in the log viewer only, the exports keep them whole', () => {
    const long = `Slow answer ${'x'.repeat(990)}`
    logEvent('ERROR', 'unit', long)
    logEvent('ERROR', 'unit', 'Short one')
    const screen = logsForScreen({ level: 'ERROR', limit: 50 }).filter((e) => e.module === 'unit')
    const whole = readLogs({ level: 'ERROR', limit: 50 }).filter((e) => e.module === 'unit')
    expect(screen.map((e) => e.message.length).sort((a, b) => a - b)).toEqual([
      'Short one'.length,
      SCREEN_MESSAGE_CHARS,
    ])
    expect(screen.find((e) => e.message.startsWith('Slow'))?.message.endsWith('…')).toBe(true)
    expect(whole.find((e) => e.message.startsWith('Slow'))?.message).toBe(long.slice(0, 1_000)) // the store's cap
  })

  it('reads log level and limit with the spec defaults and refuses other values', () => {
    expect(logQuery(new URLSearchParams())).toEqual({ level: 'INFO', limit: 100 })
    expect(logQuery(new URLSearchParams('level=error&limit=500'))).toEqual({ level: 'ERROR', limit: 500 })
    expect(() => logQuery(new URLSearchParams('level=TRACE'))).toThrow(/level must be one of ALL, /)
    expect(() => logQuery(new URLSearchParams('limit=7'))).toThrow(/limit must be one of 50, 100, 200, 500/)
    expect(() => logQuery(new URLSearchParams('limit=1e2'))).toThrow(/limit must be one of/)
    expect(refreshChoice('10', HEALTH_REFRESH_OPTIONS, 30)).toBe(10)
    expect(refreshChoice('11', HEALTH_REFRESH_OPTIONS, 30)).toBe(30)
  })

  it('quotes CSV cells that hold commas or quotes', () => {
    const csv = logsAsCsv([{ timestamp: 't', level: 'INFO', module: 'admin', message: 'a, "b"' }])
    expect(csv).toBe('timestamp,level,module,message\nt,INFO,admin,"a, ""b"""\n')
  })
})
