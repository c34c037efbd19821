import * as z from 'zod'
import { SCENARIO_IDS } from '../lib/goal-analysis.ts'
import { MAX_GOAL_AMOUNT } from './goals.ts'

// Bodies of the intelligence analysis calls (03 section 7) and the analysis screen's forms.

export const OPTIMIZATION_LEVELS = ['conservative', 'balanced', 'aggressive'] as const
export type OptimizationLevel = (typeof OPTIMIZATION_LEVELS)[number]

/**
 * How many success-rate points a scenario that asks for more money must gain over the
 * best one that does not, before it is recommended: a conservative optimisation keeps
 * the user's budget unless the gain is large, an aggressive one accepts a small gain.
 */
export const EXTRA_MONEY_THRESHOLD: Record<OptimizationLevel, number> = {
  conservative: 0.25,
  balanced: 0.15,
  aggressive: 0.05,
}

export const DEFAULT_ITERATIONS = 1000
export const MIN_ITERATIONS = 100
export const MAX_ITERATIONS = 10_000

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be YYYY-MM-DD')

const GoalOverrideSchema = z.object({
  goal_id: z.number({ error: 'goal_id must be a goal id' }).int().positive(),
  target_amount: z
    .number({ error: 'target_amount must be a number' })
    .min(100, 'Target amount must be at least $100')
    .max(MAX_GOAL_AMOUNT, 'Target amount is too large')
    .optional(),
  target_date: isoDate.optional(),
  priority: z
    .number({ error: 'priority must be a number' })
    .int('Priority must be a whole number')
    .min(1, 'Priority must be between 1 and 10')
    .max(10, 'Priority must be between 1 and 10')
    .optional(),
})

export const AnalysisOverridesSchema = z
  .object({
    monthly_surplus: z
      .number({ error: 'monthly_surplus must be a number' })
      .min(0, 'Monthly surplus cannot be negative')
      .max(10_000_000, 'Monthly surplus is too large')
      .optional(),
    risk_profile: z
      .enum(['conservative', 'moderate', 'aggressive'], {
        error: 'risk_profile must be conservative, moderate or aggressive',
      })
      .optional(),
    goals: z.array(GoalOverrideSchema).max(50, 'At most 50 goal overrides').optional(),
  })
  .strict()

export type AnalysisOverrides = z.infer<typeof AnalysisOverridesSchema>

export const AnalyzeRequestSchema = z.object({
  include_simulations: z.boolean({ error: 'include_simulations must be true or false' }).default(true),
  /** Alternatives built besides the current plan. */
  scenario_count: z
    .number({ error: 'scenario_count must be a number' })
    .int('scenario_count must be a whole number')
    .min(1, 'scenario_count must be between 1 and 3')
    .max(3, 'scenario_count must be between 1 and 3')
    .default(3),
  optimization_level: z
    .enum(OPTIMIZATION_LEVELS, { error: 'optimization_level must be conservative, balanced or aggressive' })
    .default('balanced'),
  overrides: AnalysisOverridesSchema.optional(),
  /** Skip the 30-second cache (the Refresh button). */
  refresh: z.boolean({ error: 'refresh must be true or false' }).default(false),
})

export type AnalyzeRequest = z.infer<typeof AnalyzeRequestSchema>

export const SimulateRequestSchema = z.object({
  scenario_id: z.enum(SCENARIO_IDS, { error: `scenario_id must be one of ${SCENARIO_IDS.join(', ')}` }),
  iterations: z
    .number({ error: 'iterations must be a number' })
    .int('iterations must be a whole number')
    .min(MIN_ITERATIONS, `iterations must be between ${MIN_ITERATIONS} and ${MAX_ITERATIONS}`)
    .max(MAX_ITERATIONS, `iterations must be between ${MIN_ITERATIONS} and ${MAX_ITERATIONS}`)
    .default(DEFAULT_ITERATIONS),
  variables: z
    .object({
      monthly_surplus_change: z
        .number({ error: 'monthly_surplus_change must be a number' })
        .min(-10_000_000, 'monthly_surplus_change is too small')
        .max(10_000_000, 'monthly_surplus_change is too large')
        .optional(),
      timeline_extension_months: z
        .number({ error: 'timeline_extension_months must be a number' })
        .int('timeline_extension_months must be a whole number')
        .min(0, 'timeline_extension_months must be between 0 and 240')
        .max(240, 'timeline_extension_months must be between 0 and 240')
        .optional(),
      allocation: z
        .enum(['priority', 'proportional'], { error: 'allocation must be priority or proportional' })
        .optional(),
    })
    .strict()
    .default({}),
})

export type SimulateRequest = z.infer<typeof SimulateRequestSchema>

export const RECOMMENDATION_STATUSES = ['new', 'viewed', 'accepted', 'rejected', 'completed'] as const
export type RecommendationStatusValue = (typeof RECOMMENDATION_STATUSES)[number]

/** 03 section 4: new → viewed or accepted; viewed → accepted or rejected; accepted → completed. */
export const RECOMMENDATION_TRANSITIONS: Record<RecommendationStatusValue, readonly RecommendationStatusValue[]> = {
  new: ['viewed', 'accepted'],
  viewed: ['accepted', 'rejected'],
  accepted: ['completed'],
  rejected: [],
  completed: [],
}

export const RecommendationStatusSchema = z.object({
  status: z.enum(RECOMMENDATION_STATUSES, { error: 'Status must be new, viewed, accepted, rejected or completed' }),
  notes: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string({ error: 'Notes must be text' }).trim().max(2000, 'Notes must be at most 2000 characters').optional(),
  ),
})

export const ConflictResolutionSchema = z.object({
  option_type: z
    .string({ error: 'Choose a resolution option' })
    .trim()
    .min(1, 'Choose a resolution option')
    .max(30, 'Unknown resolution option'),
})

// ---- The analysis screen's forms, told apart by `intent` ----

const CHOOSE_RESOLUTION = 'Choose one of the resolution options before applying.'
const CHOOSE_STATUS = 'Choose what to do with this recommendation.'

export const AnalysisScreenActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('refresh') }),
    z.object({
      intent: z.literal('resolve'),
      conflict_id: z.string({ error: CHOOSE_RESOLUTION }),
      option_type: z
        .string({ error: CHOOSE_RESOLUTION })
        .trim()
        .min(1, CHOOSE_RESOLUTION)
        .max(30, 'Unknown resolution option'),
    }),
    z.object({
      intent: z.literal('status'),
      recommendation_id: z.string({ error: CHOOSE_STATUS }),
      status: RecommendationStatusSchema.shape.status,
      notes: RecommendationStatusSchema.shape.notes,
    }),
    z.object({ intent: z.literal('accept-high') }),
    z.object({ intent: z.literal('simulate'), scenario_id: z.enum(SCENARIO_IDS, { error: 'Unknown scenario.' }) }),
  ],
  { error: 'Unknown action.' },
)

export type AnalysisScreenAction = z.infer<typeof AnalysisScreenActionSchema>
