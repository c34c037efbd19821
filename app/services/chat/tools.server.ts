import type { ChatToolName, ToolFact, ToolResult } from '../../lib/chat-facts.ts'
import { TOOLS_BY_INTENT } from '../../lib/chat-tools-by-intent.ts'
import {
  cashFlowResult,
  entriesResult,
  goalsResult,
  netWorthResult,
  retirementCalculatorsResult,
} from '../../lib/chat-tool-results.ts'
import type { AdvisorFacts, AdvisorIntent } from '../../lib/offline-advisor.ts'
import { dollarsToCents } from '../../lib/money.ts'
import { allEntries } from '../finance/entries.server.ts'
import { todayIso } from '../finance/household-facts.server.ts'
import { toGoalJson } from '../goals/goal-json.server.ts'
import { listGoals } from '../goals/goals.server.ts'
import { loadAdvisorFacts } from '../llm/facts.server.ts'
import { retirementReadiness } from '../projections/projections.server.ts'
import { getRetirementDefaults } from '../retirement/panel.server.ts'
import { getTaxPanel } from '../tax/panel.server.ts'

// The chat's tools. Each takes the signed-in user's id from the session, never from the model
// or the message, so a tool can only ever read that user's records: scoped by construction.
// The server picks the tools by the question's intent and runs them before the model is called
// (README, "Chat advisor"): the model sees their results and cannot ask for anything else.

type ToolRun = (userId: number, facts: AdvisorFacts) => Promise<ToolResult>

const ENTRY_CATEGORIES: Partial<Record<AdvisorIntent, string[]>> = {
  debt: ['liabilities'],
  spending: ['expenses'],
  investing: ['investment_accounts', 'retirement_accounts'],
  emergency_fund: ['cash_bank_accounts'],
}

function entriesTool(categories: string[]): ToolRun {
  return async (userId) => entriesResult(await allEntries(userId), categories)
}

const goalsTool: ToolRun = async (userId, facts) => {
  const today = todayIso()
  const open = (await listGoals(userId)).filter((g) => g.status === 'active' || g.status === 'paused')
  const rows = open.map((g) => {
    const json = toGoalJson(g, facts.monthlySurplusCents, today)
    return {
      id: g.id,
      name: g.name,
      targetCents: g.target_amount_cents,
      currentCents: g.current_amount_cents,
      progressPercent: g.progress_percentage,
      monthlyRequiredCents: dollarsToCents(json.monthly_required),
      feasibilityScore: json.feasibility_score,
    }
  })
  return goalsResult(rows, facts.monthlySurplusCents)
}

const taxTool: ToolRun = async (userId) => {
  const panel = await getTaxPanel(userId)
  const facts: ToolFact[] = []
  const add = (key: string, label: string, value: number | null, unit: ToolFact['unit']) => {
    if (value === null) return
    const source = panel.tax_info
      ? { table: 'tax_infos', row_id: panel.tax_info.id }
      : { service: `tax.panel ${panel.year}` }
    facts.push({ tool: 'tax_panel', key, label, value, unit, source })
  }
  add('tax_bracket', `Federal marginal bracket (${panel.year})`, panel.cards.tax_bracket, 'percent')
  const cents = (dollars: number | null) => (dollars === null ? null : dollarsToCents(dollars))
  add('adjusted_gross_income', 'Adjusted gross income', cents(panel.cards.adjusted_gross_income), 'usd_cents')
  add('taxable_income', 'Taxable income', cents(panel.analysis.taxable_income), 'usd_cents')
  add('federal_tax', 'Estimated federal income tax', cents(panel.analysis.federal_tax), 'usd_cents')
  add('tax_strategies', 'Tax strategies that fit your records', panel.cards.strategies, 'count')
  const notes = panel.tax_info ? [] : [`No tax information is recorded for ${panel.year}.`]
  return { tool: 'tax_panel', facts, notes }
}

const projectionsTool: ToolRun = async (userId) => {
  try {
    const r = await retirementReadiness(userId)
    const source = { service: 'projections.lifecycle' }
    const facts: ToolFact[] = [
      {
        tool: 'projections',
        key: 'success_rate',
        label: 'Plan success rate',
        value: Math.round(r.success_rate * 1000) / 10,
        unit: 'percent',
        source,
      },
      { tool: 'projections', key: 'planning_age', label: 'Planned to age', value: r.planning_age, unit: 'age', source },
    ]
    if (r.depletion_median_age !== null)
      facts.push({
        tool: 'projections',
        key: 'depletion_age',
        label: 'Median age savings run out (paths that do)',
        value: r.depletion_median_age,
        unit: 'age',
        source,
      })
    return { tool: 'projections', facts, notes: [] }
  } catch {
    // The projection engine is a separate worker; the answer goes on without it and says so.
    return {
      tool: 'projections',
      facts: [],
      notes: ['The projection engine was unavailable, so no success rate is quoted.'],
    }
  }
}

const retirementTool: ToolRun = async (userId, facts) => {
  const defaults = await getRetirementDefaults(userId)
  return retirementCalculatorsResult(facts, {
    salaryDollars: defaults.salary,
    socialSecurityMonthlyDollars: defaults.estimated_benefit,
  })
}

const TOOLS: Record<ChatToolName, ToolRun> = {
  net_worth: async (_userId, facts) => netWorthResult(facts),
  cash_flow: async (_userId, facts) => cashFlowResult(facts),
  entries_by_category: async () => ({ tool: 'entries_by_category', facts: [], notes: [] }),
  goals: goalsTool,
  projections: projectionsTool,
  tax_panel: taxTool,
  retirement_calculators: retirementTool,
}

function runnerFor(tool: ChatToolName, intent: AdvisorIntent): ToolRun {
  if (tool !== 'entries_by_category') return TOOLS[tool]
  return entriesTool(ENTRY_CATEGORIES[intent] ?? ['assets', 'liabilities'])
}

/**
 * Runs the intent's tools for the signed-in user; `onResult` hears each as it finishes (the
 * streamed screen shows them). The advisor facts are loaded once and shared by the tools.
 */
export async function runTools(
  userId: number,
  intent: AdvisorIntent,
  onResult?: (result: ToolResult) => void,
): Promise<ToolResult[]> {
  const facts = await loadAdvisorFacts(userId)
  const results: ToolResult[] = []
  for (const tool of TOOLS_BY_INTENT[intent]) {
    const result = await runnerFor(tool, intent)(userId, facts)
    results.push(result)
    onResult?.(result)
  }
  return results
}
