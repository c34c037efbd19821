import { getSequelize } from './connection.ts'
import { FinancialEntry, initFinancialEntry } from './models/financial-entry.ts'
import { initProjectionAssumptions, ProjectionAssumptions } from './models/projection-assumptions.ts'
import { initNetWorthSnapshot, NetWorthSnapshot, upsertDailySnapshot } from './models/net-worth-snapshot.ts'
import { Benefit, initBenefit } from './models/benefit.ts'
import { FamilyMember, initFamilyMember } from './models/family-member.ts'
import { initTaxInfo, TaxInfo } from './models/tax-info.ts'
import { initUserProfile, UserProfile } from './models/user-profile.ts'
import { initSession, Session } from './models/session.ts'
import { initUser, User } from './models/user.ts'
import { Goal, initGoal } from './models/goal.ts'
import { GoalProgress, initGoalProgress } from './models/goal-progress.ts'
import { GoalHistory, initGoalHistory } from './models/goal-history.ts'
import { GoalPreferences, initGoalPreferences } from './models/goal-preferences.ts'
import { ConflictResolution, initAnalysisActions, RecommendationStatus } from './models/analysis-action.ts'
import { EstateDocument, initEstateDocument } from './models/estate-document.ts'
import { initInsurancePolicy, InsurancePolicy } from './models/insurance-policy.ts'
import { AdvisorData, initAdvisorData } from './models/advisor-data.ts'
import { initInvestmentPreferences, InvestmentPreferences } from './models/investment-preferences.ts'
import { initLlmCalls, LlmCall, LlmLastPayload } from './models/llm-call.ts'
import { ChatMessageRow, ChatSession, initChat } from './models/chat.ts'
import { AdvisoryReportRow, initAdvisoryReport } from './models/advisory-report.ts'
import { AdminAuditEntry, initAdminAudit, IntegrityIgnore } from './models/admin-audit.ts'

export { User, Session, FinancialEntry, NetWorthSnapshot, ProjectionAssumptions }
export { upsertDailySnapshot }
export { UserProfile, FamilyMember, Benefit, TaxInfo }
export { Goal, GoalProgress, GoalHistory, GoalPreferences }
export { ConflictResolution, RecommendationStatus }
export { EstateDocument, InsurancePolicy }
export { AdvisorData, InvestmentPreferences }
export { LlmCall, LlmLastPayload, AdvisoryReportRow }
export { ChatSession, ChatMessageRow }
export { AdminAuditEntry, IntegrityIgnore }
export type { AdvisoryStatus } from './models/advisory-report.ts'
export type { Role } from './models/user.ts'
export type { SessionKind } from './models/session.ts'

// Per copy of this module (the host process and the Remix bundle each have one),
// bind the model classes to the one shared connection.
let bound = false

/** Binds every model to the shared connection once; call before any query. */
export function getDb() {
  const sequelize = getSequelize()
  if (!bound) {
    initUser(sequelize)
    initSession(sequelize)
    initFinancialEntry(sequelize)
    initNetWorthSnapshot(sequelize)
    initProjectionAssumptions(sequelize)
    initUserProfile(sequelize)
    initFamilyMember(sequelize)
    initBenefit(sequelize)
    initTaxInfo(sequelize)
    initGoal(sequelize)
    initGoalProgress(sequelize)
    initGoalHistory(sequelize)
    initGoalPreferences(sequelize)
    initAnalysisActions(sequelize)
    initEstateDocument(sequelize)
    initInsurancePolicy(sequelize)
    initAdvisorData(sequelize)
    initInvestmentPreferences(sequelize)
    initLlmCalls(sequelize)
    initChat(sequelize)
    initAdvisoryReport(sequelize)
    initAdminAudit(sequelize)
    User.hasMany(Session, { foreignKey: 'user_id', as: 'sessions' })
    Session.belongsTo(User, { foreignKey: 'user_id', as: 'user' })
    bound = true
  }
  return {
    sequelize,
    User,
    Session,
    FinancialEntry,
    NetWorthSnapshot,
    ProjectionAssumptions,
    UserProfile,
    FamilyMember,
    Benefit,
    TaxInfo,
    Goal,
    GoalProgress,
    GoalHistory,
    GoalPreferences,
    ConflictResolution,
    RecommendationStatus,
    EstateDocument,
    InsurancePolicy,
    AdvisorData,
    InvestmentPreferences,
    LlmCall,
    LlmLastPayload,
    ChatSession,
    ChatMessageRow,
    AdvisoryReportRow,
    AdminAuditEntry,
    IntegrityIgnore,
  }
}
