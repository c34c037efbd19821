import os from 'node:os'
import { singleton } from '../../../db/singleton.ts'
import { readEvents, type LogEntry, type LogLevel } from '../../infra/event-log.server.ts'
import { requestPerformance } from '../../infra/request-metrics.server.ts'
import { LOG_LEVEL_CHOICES, LOG_LIMITS, SCREEN_MESSAGE_CHARS } from '../../lib/admin.ts'
import { AppError } from '../../lib/app-error.ts'

// Debug Tools (03 §2.14, §3 "Debug performance", §7 "Admin"): real request timings, this
// process's resources, and the structured log with the spec's levels, limits and export.

export type LogLevelChoice = (typeof LOG_LEVEL_CHOICES)[number]
export const DEFAULT_LOG_LEVEL: LogLevelChoice = 'INFO'
export const DEFAULT_LOG_LIMIT = 100

/** CPU use since the previous call (or since start), as a share of one core, in percent. */
function cpuPercent() {
  const last = singleton('admin-cpu-sample', () => ({ at: process.hrtime.bigint(), usage: process.cpuUsage() }))
  const now = process.hrtime.bigint()
  const usage = process.cpuUsage()
  const elapsedMicros = Number(now - last.at) / 1_000
  const usedMicros = usage.user - last.usage.user + (usage.system - last.usage.system)
  last.at = now
  last.usage = usage
  return elapsedMicros <= 0 ? 0 : Math.round((usedMicros / elapsedMicros) * 1000) / 10
}

export function systemResources() {
  const memory = process.memoryUsage()
  return {
    cpu_usage: cpuPercent(),
    memory_usage: Math.round((memory.rss / os.totalmem()) * 1000) / 10,
    rss_mb: Math.round(memory.rss / 1_048_576),
    heap_used_mb: Math.round(memory.heapUsed / 1_048_576),
    load_average: os.loadavg().map((value) => Math.round(value * 100) / 100),
    cores: os.cpus().length,
    uptime_seconds: Math.round(process.uptime()),
  }
}

/** Routes the Debug Tools screen lists, the busiest first (the API lists them all). */
export const SCREEN_ROUTES = 10

/** Debug Tools' figures for the screen: every route's count in the totals, the busiest listed. */
export function debugPerformanceForScreen() {
  const { api_performance, ...rest } = debugPerformance()
  return {
    ...rest,
    api_performance: {
      ...api_performance,
      routes: api_performance.routes.slice(0, SCREEN_ROUTES),
      routes_total: api_performance.routes.length,
    },
  }
}

export function debugPerformance() {
  const performance = requestPerformance()
  return {
    api_performance: performance,
    system_resources: systemResources(),
    last_updated: new Date().toISOString(),
  }
}

/**
 * The level and limit of a log request: the spec's INFO and 100 when absent; a value outside the
 * spec's choices is refused (422), not read as the default, so a typo does not show other logs.
 */
export function logQuery(params: URLSearchParams) {
  const rawLevel = params.get('level')
  const level = rawLevel === null ? DEFAULT_LOG_LEVEL : LOG_LEVEL_CHOICES.find((c) => c === rawLevel.toUpperCase())
  if (level === undefined) {
    throw new AppError(422, `level must be one of ${LOG_LEVEL_CHOICES.join(', ')}`, {
      field: 'level',
      location: 'query',
    })
  }
  const rawLimit = params.get('limit')
  const limit = rawLimit === null ? DEFAULT_LOG_LIMIT : LOG_LIMITS.find((c) => String(c) === rawLimit.trim())
  if (limit === undefined) {
    throw new AppError(422, `limit must be one of ${LOG_LIMITS.join(', ')}`, { field: 'limit', location: 'query' })
  }
  return { level, limit }
}

/**
 * The log viewer's lines: the time as UTC "MM-DD HH:MM:SS" and a long message cut to
 * SCREEN_MESSAGE_CHARS with an ellipsis, so the spec's default 100 lines of up to 1,000 characters
 * (sent as HTML and again as the page's data) keep the screen under 60 KB.
 */
export function logsForScreen(query: { level: LogLevelChoice; limit: number }) {
  return readLogs(query).map(({ timestamp, level, module, message }) => ({
    time: `${timestamp.slice(5, 10)} ${timestamp.slice(11, 19)}`,
    level,
    module,
    message: message.length > SCREEN_MESSAGE_CHARS ? `${message.slice(0, SCREEN_MESSAGE_CHARS - 1)}…` : message,
  }))
}

export function readLogs({ level, limit }: { level: LogLevelChoice; limit: number }): LogEntry[] {
  return readEvents({ level: level as LogLevel | 'ALL', limit })
}

export function logsAsNdjson(entries: readonly LogEntry[]) {
  return entries.map((entry) => JSON.stringify(entry)).join('\n') + (entries.length > 0 ? '\n' : '')
}

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)

export function logsAsCsv(entries: readonly LogEntry[]) {
  const rows = entries.map((e) => [e.timestamp, e.level, e.module, e.message].map(csvCell).join(','))
  return ['timestamp,level,module,message', ...rows].join('\n') + '\n'
}
