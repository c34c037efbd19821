import * as z from 'zod'
import { MODEL_PRICES } from '../lib/llm-prices.ts'

// The advisory report as the model must answer it (spec 03 §3 "Advisory report"), the
// API's request body (§7 "Language model") and the advisory page's forms. Deterministic mode is
// structured lists; traditional mode is prose under the spec's alternate names. Both are read
// into one report shape (see app/lib/advisory-report.ts) that the audits and the screen use.

const text = z.string().trim().min(1).max(4000)
const texts = z.array(text).max(12)
const citations = z.array(z.string().trim().max(40)).max(12).default([])

export const DeterministicReportSchema = z.object({
  executive_summary: z.object({
    overview: text,
    key_metrics: z.object({
      net_worth: z.number(),
      monthly_surplus: z.number(),
      required_contrib_total_monthly: z.number(),
      surplus_gap_monthly: z.number(),
    }),
    status_flags: z.object({ on_track: z.boolean(), stabilize_first: z.boolean() }),
  }),
  priority_actions_30d: z
    .array(
      z.object({ title: text, why_it_matters: text, exact_refs: z.array(z.string().max(200)).max(12).default([]) }),
    )
    .min(1)
    .max(8),
  strategy_12m: z
    .array(z.object({ quarter: z.enum(['Q1', 'Q2', 'Q3', 'Q4']), actions: texts }))
    .min(1)
    .max(4),
  risk_management: z.object({ top_risks: texts, mitigations: texts, citations }),
  tax_considerations: z.object({ ideas: texts, citations }),
  disclaimer: z.string().max(2000),
})

export const TraditionalReportSchema = z.object({
  executive_summary: z.object({
    situation_overview: text,
    status_flags: z.object({ on_track: z.boolean(), stabilize_first: z.boolean() }),
  }),
  priority_actions: z
    .array(z.object({ action: text, rationale: text }))
    .min(1)
    .max(8),
  twelve_month_strategy: z.record(z.enum(['Q1', 'Q2', 'Q3', 'Q4']), text),
  risk_management: text,
  tax_considerations: text,
  citations,
  disclaimer: z.string().max(2000),
})

export type DeterministicReportJson = z.output<typeof DeterministicReportSchema>
export type TraditionalReportJson = z.output<typeof TraditionalReportSchema>

export const ADVISORY_MODES = ['deterministic', 'traditional'] as const
export type AdvisoryMode = (typeof ADVISORY_MODES)[number]

export const ADVISORY_PROVIDERS = ['auto', 'openai', 'anthropic', 'gemini', 'offline'] as const
export type AdvisoryProvider = (typeof ADVISORY_PROVIDERS)[number]

const providerChoice = z
  .enum([...ADVISORY_PROVIDERS, 'claude'])
  .transform((v): AdvisoryProvider => (v === 'claude' ? 'anthropic' : v))

const MAX_PROMPT_CHARS = 20_000

/**
 * POST /api/v1/llm/advisory/generate. step4_data is accepted for compatibility and ignored: the
 * server builds the plan inputs from the user's records, so a client cannot feed it figures.
 */
export const AdvisoryGenerateSchema = z.object({
  step4_data: z.record(z.string(), z.unknown()).optional(),
  generation_type: z.enum(['summary', 'deterministic', 'traditional']).default('summary'),
  mode: z.enum(ADVISORY_MODES).optional(),
  provider_preferences: z.array(providerChoice).max(5).default([]),
  enable_comparison: z.boolean().default(false),
  model_tier: z.enum(['dev', 'prod']).default('dev'),
  temperature: z.number().min(0).max(2).optional(),
  model: z
    .string()
    .refine((m) => m in MODEL_PRICES, 'Unknown model: use one of the models in the price table')
    .optional(),
  custom_prompts: z
    .object({
      system_prompt: z.string().max(MAX_PROMPT_CHARS).optional(),
      user_prompt: z.string().max(MAX_PROMPT_CHARS).optional(),
    })
    .optional(),
})

export type AdvisoryGenerateBody = z.output<typeof AdvisoryGenerateSchema>

/** The advisory page's Generate form (mode toggle and LLM settings). */
export const AdvisoryGenerateFormSchema = z.object({
  intent: z.literal('generate'),
  mode: z.enum(ADVISORY_MODES).default('deterministic'),
  provider: providerChoice.default('auto'),
  tier: z.enum(['dev', 'prod']).default('dev'),
})

/** The advisory page's forms, told apart by intent. */
export const AdvisoryPageSchema = z.discriminatedUnion('intent', [
  AdvisoryGenerateFormSchema,
  z.object({ intent: z.literal('clear') }),
])
