import { Op } from 'sequelize'
import { getDb } from '../../../db/index.ts'
import { readEvents } from '../../infra/event-log.server.ts'
import { ADMIN_ACTION_LABELS, type AdminAction } from './audit.server.ts'

// Auth Monitor's security alerts, from what really happened in the last day: sign-ins refused
// by the throttle (the event log), refresh tokens presented twice (the sessions table) and
// admin actions (the audit log).

export type SecurityAlert = { kind: string; severity: 'high' | 'medium' | 'low'; message: string; at: string }
const DAY_MS = 86_400_000
const ALERT_LIMIT = 50

/** The latest `limit` alerts of the last day, newest first. */
export async function securityAlerts(now = new Date(), limit = ALERT_LIMIT): Promise<SecurityAlert[]> {
  const since = new Date(now.getTime() - DAY_MS)
  const { Session, AdminAuditEntry } = getDb()
  const [reuses, actions] = await Promise.all([
    Session.findAll({
      where: { revoked_reason: 'refresh_token_reuse', revoked_at: { [Op.gte]: since } },
      order: [['revoked_at', 'DESC']],
      limit,
    }),
    AdminAuditEntry.findAll({
      where: { created_at: { [Op.gte]: since } },
      order: [['id', 'DESC']],
      limit,
    }),
  ])
  const throttled = readEvents({ level: 'WARNING', limit: ALERT_LIMIT, module: 'auth' }).filter(
    (event) => event.message.startsWith('Sign-in throttled') && new Date(event.timestamp) >= since,
  )
  const alerts: SecurityAlert[] = [
    ...throttled.map((event) => ({
      kind: 'throttled_sign_in',
      severity: 'medium' as const,
      message: event.message,
      at: event.timestamp,
    })),
    ...reuses.map((s) => ({
      kind: 'refresh_token_reuse',
      severity: 'high' as const,
      message: `A refresh token of user ${s.user_id} was presented twice: session ${s.id} revoked`,
      at: (s.revoked_at ?? now).toISOString(),
    })),
    ...actions.map((a) => ({
      kind: 'admin_action',
      severity: 'low' as const,
      message: `${a.admin_email}: ${ADMIN_ACTION_LABELS[a.action as AdminAction] ?? a.action}${a.target_label ? ` for ${a.target_label}` : ''}`,
      at: a.created_at.toISOString(),
    })),
  ]
  return alerts.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit)
}
