import { getDb, type AdminAuditEntry } from '../../../db/index.ts'
import { logEvent } from '../../infra/event-log.server.ts'
import { ADMIN_PAGE_SIZES } from '../../lib/admin.ts'
import { pageWindow } from '../../lib/paging.ts'

/** The admin actions the log knows, as the console labels them. */
export const ADMIN_ACTION_LABELS = {
  force_logout: 'Force Logout',
  clear_cache: 'Clear Cache',
  clear_tokens: 'Clear Tokens',
  clear_all_caches: 'Clear All Caches',
  integrity_fix: 'Data Integrity Fix',
  integrity_ignore: 'Data Integrity Ignore',
  shadow_test: 'Shadow Mode Test',
} as const

export type AdminAction = keyof typeof ADMIN_ACTION_LABELS

export type AdminActor = { id: number; email: string }

/** Writes one line of the audit log: who did what to whom, now. */
export async function recordAdminAction(
  admin: AdminActor,
  action: AdminAction,
  target: { userId?: number | null; label?: string | null; detail?: string | null } = {},
) {
  const { AdminAuditEntry } = getDb()
  await AdminAuditEntry.create({
    admin_user_id: admin.id,
    admin_email: admin.email,
    action,
    target_user_id: target.userId ?? null,
    target_label: target.label?.slice(0, 255) ?? null,
    detail: target.detail?.slice(0, 1000) ?? null,
    created_at: new Date(),
  })
  const whom = target.label ? ` for ${target.label}` : ''
  logEvent(
    'INFO',
    'admin',
    `${admin.email}: ${ADMIN_ACTION_LABELS[action]}${whom}${target.detail ? ` (${target.detail})` : ''}`,
  )
}

export const AUDIT_LOG_LIMIT = 100

function auditLine(row: AdminAuditEntry) {
  return {
    id: row.id,
    admin_email: row.admin_email,
    action: row.action,
    action_label: ADMIN_ACTION_LABELS[row.action as AdminAction] ?? row.action,
    target_user_id: row.target_user_id,
    target: row.target_label,
    detail: row.detail,
    created_at: row.created_at.toISOString(),
  }
}

/** The latest audit lines, newest first. */
export async function listAuditLog(limit = AUDIT_LOG_LIMIT) {
  const { AdminAuditEntry } = getDb()
  const rows = await AdminAuditEntry.findAll({ order: [['id', 'DESC']], limit })
  return rows.map(auditLine)
}

/** One page of the audit log, newest first (LIMIT/OFFSET after a COUNT); past the end is the last page. */
export async function listAuditPage(page: number) {
  const { AdminAuditEntry } = getDb()
  const total = await AdminAuditEntry.count()
  const window = pageWindow(total, page, ADMIN_PAGE_SIZES.audit)
  const rows =
    total === 0
      ? []
      : await AdminAuditEntry.findAll({ order: [['id', 'DESC']], offset: window.offset, limit: window.size })
  return { window, entries: rows.map(auditLine) }
}
