import { KNOWLEDGE_BASE } from '../../lib/knowledge-base.ts'
import { ADVISORY_PATH, PROGRESS_PATH } from '../../lib/advisory-paths.ts'
import { nanoUsdToUsd } from '../../lib/llm-prices.ts'
import type { AdvisoryGenerateFormSchema } from '../../schemas/advisory.ts'
import type { z } from 'zod'
import { getLlmConfig } from '../llm/config.server.ts'
import { getComprehensiveSummary, summaryJson } from '../summary/comprehensive-summary.server.ts'
import { settlesWithin } from '../../lib/settles-within.ts'
import { currentAdvisory, startAdvisory } from './runs.server.ts'

// The advisory page (spec 03 §2.9): the stored report with its run (time, cost, mode), the
// profile data behind it, and which providers are configured. Generation without JavaScript is
// a form post that waits briefly for the run and otherwise goes to a self-refreshing progress page.

/** How long the form post waits for the report before showing the progress page. */
export const WAIT_FOR_REPORT_MS = 1500

export async function advisoryScreen(userId: number) {
  const [stored, summary] = await Promise.all([currentAdvisory(userId), getComprehensiveSummary(userId)])
  const configured = getLlmConfig().providers.map((p) => p.name)
  return {
    stored: stored
      ? { ...stored, cost_usd: stored.cost_nano_usd === null ? null : nanoUsdToUsd(stored.cost_nano_usd) }
      : null,
    summary,
    profileJson: JSON.stringify(summaryJson(summary), null, 2),
    configured,
    knowledge: KNOWLEDGE_BASE.map(({ kb_id, title, category }) => ({ kb_id, title, category })),
  }
}

/** Starts (or joins) the user's run; where the browser goes next. */
export async function generateFromScreen(userId: number, value: z.output<typeof AdvisoryGenerateFormSchema>) {
  const { started, done } = await startAdvisory(userId, {
    mode: value.mode,
    provider: value.provider,
    tier: value.tier,
  })
  if (!started) return PROGRESS_PATH
  return (await settlesWithin(done, WAIT_FOR_REPORT_MS)) ? ADVISORY_PATH : PROGRESS_PATH
}
