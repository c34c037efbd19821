import type { AdvisorIntent } from './offline-advisor.ts'
import { allFacts, formatFact, type ToolFact, type ToolResult } from './chat-facts.ts'

// The chat answer the offline provider gives: built only from the tool results the server ran
// for the question, so every figure in it is one the tools computed (the number audit passes by
// construction, and the reference question test checks it). Guidance sentences carry no figures
// of their own beyond the audit's allowed list.

export const CHAT_OFFLINE_NOTICE =
  'Offline advisor (no language-model API key is configured): this answer is built from your own figures, without an AI model.'

const GUIDANCE: Record<AdvisorIntent, string> = {
  retirement:
    'Capture any employer 401(k) match first, then raise contributions as your surplus allows; the Retirement panel has the Social Security and match calculators.',
  debt: 'Extra payments on the highest-rate debt first (the avalanche method) save the most interest.',
  taxes:
    'Pre-tax retirement contributions lower taxable income; the Tax panel lists the strategies that fit your tax information.',
  spending:
    'A common guideline is to save at least 20% of income; your largest expense lines are where cuts count most.',
  goals: 'Goals whose monthly need exceeds your surplus need a later date, a smaller target or more savings.',
  emergency_fund: 'The usual target is three to six months of expenses held in cash.',
  investing:
    'Build an emergency fund and clear high-rate debt before investing more; broad, low-cost index funds keep costs down.',
  general: 'Ask about retirement, investing, taxes, expenses, debt, goals or your emergency fund for more detail.',
}

// The facts each topic leads with, by key, before the rest of the tool results.
const LEAD_KEYS: Record<AdvisorIntent, string[]> = {
  retirement: ['age', 'retirement_age', 'years_to_retirement', 'retirement_savings', 'nest_egg_target', 'success_rate'],
  debt: ['total_liabilities', 'monthly_debt_payments', 'debt_to_income', 'entry'],
  taxes: ['tax_bracket', 'adjusted_gross_income', 'annual_income', 'retirement_savings'],
  spending: ['monthly_expenses', 'monthly_income', 'monthly_surplus', 'savings_rate', 'entry'],
  goals: ['goal_target', 'goal_current', 'goal_progress', 'goal_monthly_required', 'monthly_surplus'],
  emergency_fund: ['cash', 'monthly_expenses', 'emergency_months', 'monthly_surplus'],
  investing: ['investments', 'retirement_savings', 'total_assets', 'monthly_surplus', 'entry'],
  general: ['net_worth', 'total_assets', 'total_liabilities', 'monthly_income', 'monthly_expenses', 'monthly_surplus'],
}

const MAX_LINES = 10

// Facts whose label shares a word with the question come first ("savings rate" → Savings rate).
function namedIn(question: string) {
  const stems = (question.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((w) => w.slice(0, 5))
  return (f: ToolFact) => stems.some((stem) => f.label.toLowerCase().includes(stem))
}

function ordered(facts: ToolFact[], intent: AdvisorIntent, question: string) {
  const lead = LEAD_KEYS[intent]
  const named = namedIn(question)
  const rank = (f: ToolFact) => {
    if (named(f)) return -1
    const i = lead.indexOf(f.key)
    return i === -1 ? lead.length : i
  }
  return facts
    .map((fact, index) => ({ fact, index }))
    .sort((a, b) => rank(a.fact) - rank(b.fact) || a.index - b.index)
    .map((x) => x.fact)
}

export type ChatAnswerDraft = {
  response: string
  confidence: 'high' | 'medium' | 'low'
  assumptions: string[]
  warnings: string[]
}

/** The offline answer to a finance question of `intent`, from the tool results alone. */
export function offlineChatAnswer(
  intent: AdvisorIntent,
  results: readonly ToolResult[],
  question = '',
): ChatAnswerDraft {
  const facts = ordered(allFacts(results), intent, question).slice(0, MAX_LINES)
  const notes = results.flatMap((r) => r.notes)
  if (facts.length === 0) {
    return {
      response: `${CHAT_OFFLINE_NOTICE}\n\nI found no figures for this in your records yet. Add your income, expenses, assets and debts under Financial data and ask again.`,
      confidence: 'low',
      assumptions: notes,
      warnings: ['No figures were found for this question.'],
    }
  }
  const lines = facts.map((f) => `- ${f.label}: ${formatFact(f)}`)
  return {
    response: [CHAT_OFFLINE_NOTICE, '', 'From your records:', ...lines, '', GUIDANCE[intent]].join('\n'),
    confidence: notes.length > 0 ? 'medium' : 'high',
    assumptions: notes,
    warnings: [],
  }
}
