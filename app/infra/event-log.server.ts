import { singleton } from '../../db/singleton.ts'
import { LOG_LEVELS } from '../lib/admin.ts'

// A structured log kept in the process (Debug Tools' log viewer, Auth Monitor's alerts): the
// latest entries only, shared by the host process and the Remix bundle through the singleton.

export type LogLevel = (typeof LOG_LEVELS)[number]
export type LogEntry = { timestamp: string; level: LogLevel; module: string; message: string }

/** How many entries the store keeps; the viewer's largest limit (500) fits twice over. */
export const LOG_STORE_SIZE = 1_000

function store() {
  return singleton('event-log', () => [] as LogEntry[])
}

export function logEvent(level: LogLevel, module: string, message: string) {
  const entries = store()
  entries.push({ timestamp: new Date().toISOString(), level, module, message: message.slice(0, 1_000) })
  if (entries.length > LOG_STORE_SIZE) entries.splice(0, entries.length - LOG_STORE_SIZE)
}

/**
 * The newest entries first, at `level` or more severe (INFO shows INFO, WARNING and ERROR), or
 * every level for ALL; `module` narrows to one source.
 */
export function readEvents({ level, limit, module }: { level: LogLevel | 'ALL'; limit: number; module?: string }) {
  const ceiling = level === 'ALL' ? LOG_LEVELS.length - 1 : LOG_LEVELS.indexOf(level)
  const out: LogEntry[] = []
  const entries = store()
  for (let i = entries.length - 1; i >= 0 && out.length < limit; i--) {
    const entry = entries[i]
    if (LOG_LEVELS.indexOf(entry.level) <= ceiling && (!module || entry.module === module)) out.push(entry)
  }
  return out
}
