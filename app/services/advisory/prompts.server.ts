import type { PlanInputs } from '../../lib/advisory-plan.ts'
import type { AdvisoryMode } from '../../schemas/advisory.ts'

// What the model is asked. The plan inputs go in as JSON; the rules the audits enforce are
// stated up front so a good model passes the first time, and each failed attempt's audit
// messages come back as corrections.

const DETERMINISTIC_SHAPE = `{
  "executive_summary": {"overview": string, "key_metrics": {"net_worth": number, "monthly_surplus": number, "required_contrib_total_monthly": number, "surplus_gap_monthly": number}, "status_flags": {"on_track": boolean, "stabilize_first": boolean}},
  "priority_actions_30d": [{"title": string, "why_it_matters": string, "exact_refs": [dotted paths into plan_inputs]}],
  "strategy_12m": [{"quarter": "Q1"|"Q2"|"Q3"|"Q4", "actions": [string]}],
  "risk_management": {"top_risks": [string], "mitigations": [string], "citations": [knowledge id]},
  "tax_considerations": {"ideas": [string], "citations": [knowledge id]},
  "disclaimer": string
}`

const TRADITIONAL_SHAPE = `{
  "executive_summary": {"situation_overview": string (prose), "status_flags": {"on_track": boolean, "stabilize_first": boolean}},
  "priority_actions": [{"action": string, "rationale": string}],
  "twelve_month_strategy": {"Q1": string, "Q2": string, "Q3": string, "Q4": string},
  "risk_management": string (prose),
  "tax_considerations": string (prose),
  "citations": [knowledge id],
  "disclaimer": string
}`

export function advisorySystemPrompt(mode: AdvisoryMode, custom?: string) {
  return [
    'You are a careful financial planner writing an advisory report for one household.',
    'Reply with one JSON object only, no markdown, in exactly this shape:',
    mode === 'traditional' ? TRADITIONAL_SHAPE : DETERMINISTIC_SHAPE,
    'Rules:',
    '- Use only numbers that appear in plan_inputs (money in whole dollars, rates as given); do not compute new figures.',
    '- Cite only the ids listed in plan_inputs.kb_context.',
    '- If computed.credit_card_debt is above 0 and below constraints.credit_card_payoff_threshold, include a priority action to pay off the credit card.',
    '- Set stabilize_first to true when computed.emergency_fund_months is below constraints.min_cash_buffer_months or plan_outputs.success_rate is below constraints.stabilization_success_threshold.',
    "- The disclaimer must contain the words 'specific recommendations'.",
    ...(custom ? ['Additional instructions:', custom] : []),
  ].join('\n')
}

export function advisoryUserPrompt(inputs: PlanInputs, corrections: string[], custom?: string) {
  return [
    `plan_inputs: ${JSON.stringify(inputs)}`,
    ...(custom ? [custom] : []),
    ...(corrections.length
      ? ['Your previous report failed these checks; correct them:', ...corrections.map((c) => `- ${c}`)]
      : []),
  ].join('\n\n')
}
