import type { z } from 'zod'
import { IntegritySelectionSchema } from '../../schemas/admin.ts'
import { AdvisorDataSchema } from '../../schemas/advisor.ts'
import { AdvisoryGenerateSchema } from '../../schemas/advisory.ts'
import {
  AnalyzeRequestSchema,
  ConflictResolutionSchema,
  RecommendationStatusSchema,
  SimulateRequestSchema,
} from '../../schemas/analysis.ts'
import { ApiLoginSchema, RefreshSchema, RegistrationSchema } from '../../schemas/auth.ts'
import { ChatMessageSchema, ChatMessageWithUserSchema } from '../../schemas/chat.ts'
import { EstateDocumentCreateSchema, EstateDocumentUpdateSchema } from '../../schemas/estate.ts'
import {
  EntryCreateSchema,
  EntryListQuerySchema,
  EntryUpdateSchema,
  HistoryQuerySchema,
} from '../../schemas/financial-entry.ts'
import {
  GoalBatchSchema,
  GoalCreateSchema,
  GoalListQuerySchema,
  GoalUpdateSchema,
  OwnUserQuerySchema,
  PreferencesSchema,
  ProgressQuerySchema,
  ProgressSchema,
} from '../../schemas/goals.ts'
import { InsurancePolicySchema, InsurancePolicyUpdateSchema } from '../../schemas/insurance.ts'
import { InvestmentPreferencesSchema } from '../../schemas/investment-preferences.ts'
import { LlmGenerateSchema } from '../../schemas/llm.ts'
import {
  BenefitPatchSchema,
  BenefitSchema,
  FamilyMemberPatchSchema,
  FamilyMemberSchema,
  ProfileSchema,
  TaxInfoPatchSchema,
  TaxInfoQuerySchema,
  TaxInfoSchema,
} from '../../schemas/profile.ts'
import { ApiPlanQuerySchema, AssumptionsSchema, ComprehensiveQuerySchema } from '../../schemas/projections.ts'
import { MatchAnalysisSchema, SocialSecuritySchema } from '../../schemas/retirement.ts'
import { TaxYearQuerySchema } from '../../schemas/tax-panel.ts'
import { ChatContextSchema, VectorSearchSchema } from '../../schemas/vector.ts'

// The /api/v1 calls, one row per route module in app/routes/: what each method takes, with the very
// zod schemas the module parses with (a unit test reads each module and fails when it parses with a
// schema its row does not name, or when a module has no row). The OpenAPI description is generated
// from this table (./document.ts); the path of each row comes from its file name.

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

export type Operation = {
  summary: string
  query?: z.ZodType
  body?: z.ZodType
  /** The body's media type: JSON unless told (sign-in is form-encoded, as OAuth2's password flow). */
  bodyType?: 'json' | 'form'
  /** The success status: 200 unless told. */
  status?: 200 | 201
  /** Who may call: a bearer token (default), an admin's bearer token, or anyone. */
  auth?: 'user' | 'admin' | 'none'
  /** Takes an optional Idempotency-Key header (app/http/idempotency.server.ts). */
  idempotent?: true
}

export type ApiRoute =
  | { file: string; tag: string; operations: Partial<Record<Method, Operation>> }
  /** A route module that re-exports another's handlers (the old paths the spec's paths replaced). */
  | { file: string; aliasOf: string }

const ownRow = (what: string) => `${what}; the id must be one of the caller's (404 otherwise)`
const ownUser = (what: string) => `${what}; {userId} must be the caller's id (404 otherwise)`

const AUTH: ApiRoute[] = [
  {
    file: 'api.v1.auth.login.ts',
    tag: 'auth',
    operations: {
      post: {
        summary: 'Sign in: access and refresh tokens',
        body: ApiLoginSchema,
        bodyType: 'form',
        auth: 'none',
      },
    },
  },
  {
    file: 'api.v1.auth.register.ts',
    tag: 'auth',
    operations: { post: { summary: 'Create an account', body: RegistrationSchema, status: 201, auth: 'none' } },
  },
  {
    file: 'api.v1.auth.refresh.ts',
    tag: 'auth',
    operations: { post: { summary: 'Rotate the refresh token', body: RefreshSchema, auth: 'none' } },
  },
  { file: 'api.v1.auth.me.ts', tag: 'auth', operations: { get: { summary: 'The signed-in user' } } },
  { file: 'api.v1.auth.logout.ts', tag: 'auth', operations: { post: { summary: "End the token's session" } } },
  {
    file: 'api.v1.users.profile.ts',
    tag: 'auth',
    operations: { get: { summary: 'The account with its personal profile (null before the first save)' } },
  },
  { file: 'api.v1.users.$userId.profile.ts', aliasOf: 'api.v1.users.profile.ts' },
]

const FINANCIAL: ApiRoute[] = [
  { file: 'api.v1.financial._index.ts', aliasOf: 'api.v1.financial.summary.ts' },
  { file: 'api.v1.financial.summary.ts', tag: 'financial', operations: { get: { summary: 'Totals and cash flow' } } },
  {
    file: 'api.v1.financial.entries._index.ts',
    tag: 'financial',
    operations: {
      get: { summary: "The caller's entries (X-Total-Count gives the total)", query: EntryListQuerySchema },
      post: { summary: 'Create an entry', body: EntryCreateSchema, status: 201, idempotent: true },
    },
  },
  {
    file: 'api.v1.financial.entries.$id.ts',
    tag: 'financial',
    operations: {
      get: { summary: ownUser('GET reads {id} as the user id: the caller’s entries'), query: EntryListQuerySchema },
      put: { summary: ownRow('Update an entry'), body: EntryUpdateSchema },
      patch: { summary: ownRow('Update an entry'), body: EntryUpdateSchema },
      delete: { summary: ownRow('Delete an entry (a profile-… id clears that profile field)') },
    },
  },
  {
    file: 'api.v1.financial.entries.by-id.$id.ts',
    tag: 'financial',
    operations: { get: { summary: ownRow('One entry') } },
  },
  {
    file: 'api.v1.financial.entries.categorized.ts',
    tag: 'financial',
    operations: { get: { summary: 'Entries grouped by category and subcategory' } },
  },
  {
    file: 'api.v1.financial.categorized-summary.ts',
    tag: 'financial',
    operations: { get: { summary: "The planning flow's overview, with categorized_data.totals" } },
  },
  {
    file: 'api.v1.financial.accounts.ts',
    tag: 'financial',
    operations: { get: { summary: 'Assets and liabilities' } },
  },
  { file: 'api.v1.financial.data-quality.ts', tag: 'financial', operations: { get: { summary: 'Data quality' } } },
  {
    file: 'api.v1.financial.cash-flow.ts',
    tag: 'financial',
    operations: { get: { summary: 'Monthly and annual cash flow' } },
  },
  { file: 'api.v1.financial.cash-flow_.$userId.ts', aliasOf: 'api.v1.financial.cash-flow.ts' },
  { file: 'api.v1.financial.live-summary.ts', tag: 'financial', operations: { get: { summary: 'Live summary' } } },
  { file: 'api.v1.financial.live-summary_.$userId.ts', aliasOf: 'api.v1.financial.live-summary.ts' },
  {
    file: 'api.v1.financial.comprehensive-summary.$userId.ts',
    tag: 'financial',
    operations: { get: { summary: ownUser('The comprehensive summary (admins may read any user)') } },
  },
  {
    file: 'api.v1.financial.net-worth.history.ts',
    tag: 'financial',
    operations: { get: { summary: 'Net worth snapshots', query: HistoryQuerySchema } },
  },
  {
    file: 'api.v1.financial.net-worth.snapshot.ts',
    tag: 'financial',
    operations: { post: { summary: "Record today's net worth" } },
  },
  {
    file: 'api.v1.financial.portfolio-allocation.ts',
    tag: 'financial',
    operations: { get: { summary: 'Allocation by asset class' } },
  },
  { file: 'api.v1.financial.sync.ts', tag: 'financial', operations: { post: { summary: 'Refresh the summary' } } },
  {
    file: 'api.v1.financial.sync_.status.ts',
    tag: 'financial',
    operations: { get: { summary: 'Whether the vector index needs a sync' } },
  },
  {
    file: 'api.v1.financial.sync_.complete.ts',
    tag: 'financial',
    operations: { post: { summary: 'Reindex and validate the vector index' } },
  },
]

const PROFILE: ApiRoute[] = [
  {
    file: 'api.v1.profile.profile.ts',
    tag: 'profile',
    operations: {
      get: { summary: 'The personal profile' },
      post: { summary: 'Create or update the profile (fields not sent are kept)', body: ProfileSchema },
      patch: { summary: 'Change the fields given (null clears one)', body: ProfileSchema },
    },
  },
  { file: 'api.v1.profile.ts', aliasOf: 'api.v1.profile.profile.ts' },
  {
    file: 'api.v1.profile.family.ts',
    tag: 'profile',
    operations: {
      get: { summary: 'Family members' },
      post: { summary: 'Add a family member', body: FamilyMemberSchema, status: 201 },
    },
  },
  {
    file: 'api.v1.profile.family.$id.ts',
    tag: 'profile',
    operations: {
      patch: { summary: ownRow('Change a family member'), body: FamilyMemberPatchSchema },
      delete: { summary: ownRow('Delete a family member') },
    },
  },
  {
    file: 'api.v1.profile.benefits.ts',
    tag: 'profile',
    operations: {
      get: { summary: 'Benefits' },
      post: { summary: 'Add a benefit', body: BenefitSchema, status: 201 },
    },
  },
  {
    file: 'api.v1.profile.benefits.$id.ts',
    tag: 'profile',
    operations: {
      patch: { summary: ownRow('Change a benefit'), body: BenefitPatchSchema },
      delete: { summary: ownRow('Delete a benefit') },
    },
  },
  {
    file: 'api.v1.profile.tax-info.ts',
    tag: 'profile',
    operations: {
      get: { summary: 'Tax information records, newest year first', query: TaxInfoQuerySchema },
      post: { summary: "Add a year's tax information", body: TaxInfoSchema, status: 201 },
    },
  },
  {
    file: 'api.v1.profile.tax-info.$id.ts',
    tag: 'profile',
    operations: {
      patch: { summary: ownRow('Change a tax information record'), body: TaxInfoPatchSchema },
      delete: { summary: ownRow('Delete a tax information record') },
    },
  },
  {
    file: 'api.v1.profile.complete-profile.ts',
    tag: 'profile',
    operations: { get: { summary: 'Profile, family, benefits, tax information and the other profile items' } },
  },
]

const PLANNING: ApiRoute[] = [
  { file: 'api.v1.advisor.advisor-data.ts', tag: 'advisor', operations: { get: { summary: 'Advisor data' } } },
  {
    file: 'api.v1.advisor.save-advisor-data.ts',
    tag: 'advisor',
    operations: { post: { summary: 'Replace the advisor data', body: AdvisorDataSchema } },
  },
  {
    file: 'api.v1.advisor.smart-recommendations.ts',
    tag: 'advisor',
    operations: { get: { summary: 'Recommendations from the advisor data' } },
  },
  {
    file: 'api.v1.estate-planning.document-types.ts',
    tag: 'estate-planning',
    operations: { get: { summary: 'Document types' } },
  },
  {
    file: 'api.v1.estate-planning.documents._index.ts',
    tag: 'estate-planning',
    operations: {
      get: { summary: 'Estate documents' },
      post: { summary: 'Add an estate document', body: EstateDocumentCreateSchema, status: 201 },
    },
  },
  {
    file: 'api.v1.estate-planning.documents.$id.ts',
    tag: 'estate-planning',
    operations: {
      get: { summary: ownRow('One estate document') },
      put: { summary: ownRow('Change an estate document'), body: EstateDocumentUpdateSchema },
      delete: { summary: ownRow('Delete an estate document') },
    },
  },
  { file: 'api.v1.estate-planning.summary.ts', tag: 'estate-planning', operations: { get: { summary: 'Summary' } } },
  { file: 'api.v1.insurance.policy-types.ts', tag: 'insurance', operations: { get: { summary: 'Policy types' } } },
  {
    file: 'api.v1.insurance.policies._index.ts',
    tag: 'insurance',
    operations: {
      get: { summary: 'Insurance policies' },
      post: { summary: 'Add a policy', body: InsurancePolicySchema, status: 201 },
    },
  },
  {
    file: 'api.v1.insurance.policies.$id.ts',
    tag: 'insurance',
    operations: {
      get: { summary: ownRow('One policy') },
      put: { summary: ownRow('Change a policy'), body: InsurancePolicyUpdateSchema },
      delete: { summary: ownRow('Delete a policy') },
    },
  },
  { file: 'api.v1.insurance.policies.summary.ts', tag: 'insurance', operations: { get: { summary: 'Coverage' } } },
  {
    file: 'api.v1.investment-preferences.ts',
    tag: 'investment-preferences',
    operations: {
      get: { summary: 'Investment preferences (404 until set)' },
      post: { summary: 'Set them (409 when set)', body: InvestmentPreferencesSchema, status: 201 },
      put: { summary: 'Change the fields given (404 until set)', body: InvestmentPreferencesSchema },
      delete: { summary: 'Remove them' },
    },
  },
  {
    file: 'api.v1.projections.comprehensive.ts',
    tag: 'projections',
    operations: { get: { summary: 'Lifecycle projection with Monte Carlo bands', query: ComprehensiveQuerySchema } },
  },
  {
    file: 'api.v1.projections.breakdown.$year.ts',
    tag: 'projections',
    operations: { get: { summary: 'One year of the projection (0–60)', query: ApiPlanQuerySchema } },
  },
  {
    file: 'api.v1.projections.assumptions.ts',
    tag: 'projections',
    operations: {
      get: { summary: 'The five assumption rates' },
      post: { summary: 'Save the assumption rates', body: AssumptionsSchema },
      put: { summary: 'Save the assumption rates', body: AssumptionsSchema },
    },
  },
  {
    file: 'api.v1.retirement.social-security.ts',
    tag: 'retirement',
    operations: { post: { summary: 'Social Security by claiming age', body: SocialSecuritySchema } },
  },
  {
    file: 'api.v1.retirement.match-analysis.ts',
    tag: 'retirement',
    operations: { post: { summary: '401(k) employer match', body: MatchAnalysisSchema } },
  },
  {
    file: 'api.v1.tax.analysis.ts',
    tag: 'tax',
    operations: { get: { summary: "The tax panel for a year's record", query: TaxYearQuerySchema } },
  },
]

const GOALS: ApiRoute[] = [
  {
    file: 'api.v1.goals._index.ts',
    tag: 'goals',
    operations: {
      get: { summary: 'Goals (?user_id= must be the caller)', query: GoalListQuerySchema },
      post: { summary: 'Create a goal', body: GoalCreateSchema, status: 201, idempotent: true },
    },
  },
  {
    file: 'api.v1.goals.$id.ts',
    tag: 'goals',
    operations: {
      get: { summary: ownRow('One goal') },
      put: { summary: ownRow('Change a goal'), body: GoalUpdateSchema },
      patch: { summary: ownRow('Change a goal'), body: GoalUpdateSchema },
      delete: { summary: ownRow('Delete a goal') },
    },
  },
  {
    file: 'api.v1.goals.$id.progress.ts',
    tag: 'goals',
    operations: {
      get: { summary: ownRow('Progress records'), query: ProgressQuerySchema },
      post: { summary: ownRow('Record progress'), body: ProgressSchema, status: 201 },
    },
  },
  { file: 'api.v1.goals.$id.history.ts', tag: 'goals', operations: { get: { summary: ownRow('Change history') } } },
  { file: 'api.v1.goals.analysis.conflicts.ts', tag: 'goals', operations: { get: { summary: 'Goal conflicts' } } },
  { file: 'api.v1.goals.summary.ts', tag: 'goals', operations: { get: { summary: 'Goal totals' } } },
  {
    file: 'api.v1.goals.batch.ts',
    tag: 'goals',
    operations: {
      put: { summary: 'Change several goals', body: GoalBatchSchema },
      patch: { summary: 'Change several goals', body: GoalBatchSchema },
    },
  },
  {
    file: 'api.v1.preferences.ts',
    tag: 'goals',
    operations: {
      get: { summary: 'Goal preferences (null until saved; ?user_id= must be the caller)', query: OwnUserQuerySchema },
      post: { summary: 'Save them the first time (409 after)', body: PreferencesSchema, status: 201 },
      put: { summary: 'Change them', body: PreferencesSchema },
    },
  },
  { file: 'api.v1.categories.ts', tag: 'goals', operations: { get: { summary: 'Goal categories' } } },
  { file: 'api.v1.templates.ts', tag: 'goals', operations: { get: { summary: 'Goal templates' } } },
  {
    file: 'api.v1.sync-net-worth.ts',
    tag: 'goals',
    operations: { post: { summary: 'Set the net-worth goals to the current net worth' } },
  },
  ...(
    [
      ['_index', 'goals._index'],
      ['$id', 'goals.$id'],
      ['$id.progress', 'goals.$id.progress'],
      ['$id.history', 'goals.$id.history'],
      ['analysis.conflicts', 'goals.analysis.conflicts'],
      ['summary', 'goals.summary'],
      ['batch', 'goals.batch'],
      ['preferences', 'preferences'],
      ['categories', 'categories'],
      ['templates', 'templates'],
      ['sync-net-worth', 'sync-net-worth'],
    ] as const
  ).map(([old, spec]) => ({ file: `api.v1.goals-v2.${old}.ts`, aliasOf: `api.v1.${spec}.ts` })),
]

const ANALYSIS_AND_AI: ApiRoute[] = [
  {
    file: 'api.v1.intelligence.analyze.ts',
    tag: 'intelligence',
    operations: { post: { summary: 'Goal intelligence analysis', body: AnalyzeRequestSchema } },
  },
  {
    file: 'api.v1.intelligence.simulate.ts',
    tag: 'intelligence',
    operations: { post: { summary: 'Simulate one scenario', body: SimulateRequestSchema } },
  },
  {
    file: 'api.v1.intelligence.conflicts.$id.resolve.ts',
    tag: 'intelligence',
    operations: { post: { summary: "Apply one of a conflict's resolutions", body: ConflictResolutionSchema } },
  },
  {
    file: 'api.v1.intelligence.recommendations.$id.status.ts',
    tag: 'intelligence',
    operations: {
      put: { summary: "Move a recommendation's status", body: RecommendationStatusSchema },
      post: { summary: "Move a recommendation's status", body: RecommendationStatusSchema },
    },
  },
  {
    file: 'api.v1.advisory.insights.ts',
    tag: 'advisory',
    operations: { get: { summary: 'Professional insights by retrieval' } },
  },
  {
    file: 'api.v1.advisory.knowledge-base.document.$citationId.ts',
    tag: 'advisory',
    operations: { get: { summary: 'A knowledge-base document' } },
  },
  {
    file: 'api.v1.llm.generate.ts',
    tag: 'llm',
    operations: { post: { summary: 'One language-model answer', body: LlmGenerateSchema } },
  },
  {
    file: 'api.v1.llm.advisory.generate.ts',
    tag: 'llm',
    operations: { post: { summary: 'The advisory report', body: AdvisoryGenerateSchema } },
  },
  {
    file: 'api.v1.chat-simple.message.ts',
    tag: 'chat',
    operations: { post: { summary: 'Chat (default)', body: ChatMessageSchema } },
  },
  {
    file: 'api.v1.chat.intelligent.ts',
    tag: 'chat',
    operations: { post: { summary: 'Chat (intelligent shape)', body: ChatMessageSchema } },
  },
  {
    file: 'api.v1.chat.message.ts',
    tag: 'chat',
    operations: { post: { summary: 'Chat (message shape)', body: ChatMessageWithUserSchema } },
  },
  {
    file: 'api.v1.vector.index.$userId.ts',
    tag: 'vector',
    operations: { post: { summary: ownUser('Index the caller’s data') } },
  },
  {
    file: 'api.v1.vector.search.$userId.ts',
    tag: 'vector',
    operations: {
      post: {
        summary: ownUser('Search (query string or JSON body)'),
        query: VectorSearchSchema,
        body: VectorSearchSchema,
      },
    },
  },
  {
    file: 'api.v1.vector.chat-context.$userId.ts',
    tag: 'vector',
    operations: { get: { summary: ownUser('Context for a message'), query: ChatContextSchema } },
  },
  { file: 'api.v1.vector.status.$userId.ts', tag: 'vector', operations: { get: { summary: ownUser('Index status') } } },
  {
    file: 'api.v1.vector.clear.$userId.ts',
    tag: 'vector',
    operations: { delete: { summary: ownUser('Remove the caller’s documents') } },
  },
  {
    file: 'api.v1.vector.debug-status.ts',
    tag: 'vector',
    operations: { get: { summary: 'Vector store backend and counts', auth: 'none' } },
  },
  {
    file: 'api.v1.debug.vector-contents.$userId.ts',
    tag: 'debug',
    operations: { get: { summary: ownUser('The caller’s indexed documents') } },
  },
  {
    file: 'api.v1.debug.last-llm-payload.$userId.ts',
    tag: 'debug',
    operations: { get: { summary: ownUser('The last prompt sent to a model') } },
  },
  {
    file: 'api.v1.debug.trigger-vector-sync.$userId.ts',
    tag: 'debug',
    operations: { post: { summary: ownUser('Reindex') } },
  },
]

const ADMIN: ApiRoute[] = [
  {
    file: 'api.v1.admin.users.ts',
    tag: 'admin',
    operations: { get: { summary: 'Users with activity', auth: 'admin' } },
  },
  {
    file: 'api.v1.admin.sessions.ts',
    tag: 'admin',
    operations: { get: { summary: 'Active sessions', auth: 'admin' } },
  },
  {
    file: 'api.v1.admin.force-logout.$id.ts',
    tag: 'admin',
    operations: { post: { summary: "End all of a user's sessions", auth: 'admin' } },
  },
  {
    file: 'api.v1.admin.users.$id.ts',
    tag: 'admin',
    operations: { get: { summary: "One user's account and data summary", auth: 'admin' } },
  },
  {
    file: 'api.v1.admin.user-cache.$id.ts',
    tag: 'admin',
    operations: { delete: { summary: "Clear a user's cached figures (audited)", auth: 'admin' } },
  },
  {
    file: 'api.v1.admin.user-tokens.$id.ts',
    tag: 'admin',
    operations: { delete: { summary: "Revoke a user's API sessions and refresh tokens (audited)", auth: 'admin' } },
  },
  {
    file: 'api.v1.admin.clear-cache.ts',
    tag: 'admin',
    operations: { post: { summary: 'Clear every cached figure (audited)', auth: 'admin' } },
  },
  {
    file: 'api.v1.admin.health.ts',
    tag: 'admin',
    operations: { get: { summary: 'System health from live probes', auth: 'admin' } },
  },
  {
    file: 'api.v1.admin.logs.ts',
    tag: 'admin',
    operations: { get: { summary: 'Recent log entries (?level, ?limit)', auth: 'admin' } },
  },
  {
    file: 'api.v1.admin.debug.logs.ts',
    tag: 'admin',
    operations: { get: { summary: 'The log viewer (?level, ?limit)', auth: 'admin' } },
  },
  {
    file: 'api.v1.admin.debug.performance.ts',
    tag: 'admin',
    operations: { get: { summary: 'Request times per route (p50, p95) and process resources', auth: 'admin' } },
  },
  {
    file: 'api.v1.admin.data-integrity.ts',
    tag: 'admin',
    operations: {
      get: { summary: 'Data integrity issues', auth: 'admin' },
      post: { summary: 'Fix or ignore an integrity issue (audited)', body: IntegritySelectionSchema, auth: 'admin' },
    },
  },
  {
    file: 'api.v1.admin.audit-log.ts',
    tag: 'admin',
    operations: { get: { summary: 'The admin audit log', auth: 'admin' } },
  },
]

const DOCS: ApiRoute[] = [
  {
    file: 'api.v1.openapi[.]json.ts',
    tag: 'meta',
    operations: { get: { summary: 'This description', auth: 'none' } },
  },
]

export const API_ROUTES: ApiRoute[] = [
  ...AUTH,
  ...FINANCIAL,
  ...PROFILE,
  ...PLANNING,
  ...GOALS,
  ...ANALYSIS_AND_AI,
  ...ADMIN,
  ...DOCS,
]

/**
 * The URL path of a route module, in OpenAPI's form, by Remix's flat-routes convention: dots are
 * slashes, `$name` is `{name}`, `_index` and a trailing `_` (escaping the parent layout) add nothing,
 * `[.]` is a literal dot.
 */
export function routeFilePath(file: string): string {
  const segments = file
    .replace(/\.tsx?$/, '')
    .replace(/\[\.\]/g, '\u0000')
    .split('.')
    .filter((s) => s !== '_index')
    .map((s) => s.replace(/_$/, '').replace(/\u0000/g, '.'))
    .map((s) => (s.startsWith('$') ? `{${s.slice(1)}}` : s))
  return `/${segments.join('/')}`
}
