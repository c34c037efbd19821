import type { DeterministicReportJson, TraditionalReportJson } from '../schemas/advisory.ts'
import type { PlanInputs } from './advisory-plan.ts'
import { formatDollars } from './format.ts'

// The report the offline provider writes, and the simplified fallback when no model produced a
// usable one: built from the plan inputs alone. Every figure it writes is a plan input shown as
// whole dollars, a percent or months, every citation is a supplied id and the business rules
// are applied, so it passes every audit by construction (tests/unit/advisory-audits.test.ts).

export const ADVISORY_DISCLAIMER =
  'This report is general information computed from your own figures and the assumptions listed with it. ' +
  'It is not personalised investment, tax or legal advice; for specific recommendations, consult a licensed professional who knows your full situation.'

type Action = DeterministicReportJson['priority_actions_30d'][number]

const money = (dollars: number) => formatDollars(dollars)
const percent = (fraction: number) => `${Math.round(fraction * 100)}%`

function kbIds(inputs: PlanInputs, wanted: string[]) {
  const supplied = new Set(inputs.kb_context.map((k) => k.id))
  return wanted.filter((id) => supplied.has(id))
}

export function statusFlags(inputs: PlanInputs) {
  const { computed, constraints, plan_outputs: out } = inputs
  const thinCash = computed.emergency_fund_months < constraints.min_cash_buffer_months
  const lowSuccess = out.success_rate !== null && out.success_rate < constraints.stabilization_success_threshold
  const stabilize_first = thinCash || lowSuccess
  return { on_track: !stabilize_first && computed.surplus_gap_monthly <= 0, stabilize_first }
}

function cashAction(inputs: PlanInputs): Action[] {
  const { computed, constraints } = inputs
  // Without expenses there is no target to build toward (the status flag still says stabilise).
  if (computed.emergency_fund_months >= constraints.min_cash_buffer_months || computed.emergency_fund_target === 0)
    return []
  return [
    {
      title: `Build the emergency fund toward ${money(computed.emergency_fund_target)}`,
      why_it_matters: `Cash covers ${computed.emergency_fund_months} months of expenses against a minimum of ${constraints.min_cash_buffer_months}; the gap is ${money(computed.emergency_fund_gap)}.`,
      exact_refs: [
        'computed.emergency_fund_months',
        'computed.emergency_fund_gap',
        'constraints.min_cash_buffer_months',
      ],
    },
  ]
}

function debtActions(inputs: PlanInputs): Action[] {
  const card = inputs.computed.credit_card_debt
  if (card <= 0) return []
  const small = card < inputs.constraints.credit_card_payoff_threshold
  const rate = Math.max(...inputs.cashflow.debts.filter((d) => d.kind === 'credit_card').map((d) => d.rate_percent))
  return [
    {
      title: small
        ? `Pay off the credit card balance of ${money(card)} now`
        : `Pay down the credit card balance of ${money(card)}, highest rate first`,
      why_it_matters: `Credit card debt at ${rate}% APR costs more than investments can be expected to earn.`,
      exact_refs: ['computed.credit_card_debt', 'cashflow.debts'],
    },
  ]
}

function planActions(inputs: PlanInputs): Action[] {
  const { plan_outputs: out, computed } = inputs
  const actions: Action[] = []
  if (out.success_rate !== null && out.success_rate < inputs.constraints.stabilization_success_threshold) {
    actions.push({
      title: 'Stabilise the retirement plan before adding goals',
      why_it_matters: `The projection funds the plan in ${percent(out.success_rate)} of simulated paths, below the ${percent(inputs.constraints.stabilization_success_threshold)} threshold.`,
      exact_refs: ['plan_outputs.success_rate', 'constraints.stabilization_success_threshold'],
    })
  }
  if (computed.surplus_gap_monthly > 0) {
    actions.push({
      title: `Close the monthly gap of ${money(computed.surplus_gap_monthly)}`,
      why_it_matters: `Goals and retirement saving need ${money(computed.required_contrib_total_monthly)} a month; the surplus is ${money(inputs.cashflow.monthly_surplus)}.`,
      exact_refs: [
        'computed.surplus_gap_monthly',
        'computed.required_contrib_total_monthly',
        'cashflow.monthly_surplus',
      ],
    })
  }
  const goal = inputs.goals.find((g) => g.monthly_required > 0)
  if (goal) {
    actions.push({
      title: `Automate ${money(goal.monthly_required)} a month toward ${goal.name}`,
      why_it_matters: `${goal.name} has ${money(goal.current_amount)} of ${money(goal.target_amount)} saved.`,
      exact_refs: ['goals.0.monthly_required'],
    })
  }
  return actions
}

function priorityActions(inputs: PlanInputs): Action[] {
  const actions = [...cashAction(inputs), ...debtActions(inputs), ...planActions(inputs)]
  if (actions.length > 0) return actions.slice(0, 5)
  return [
    {
      title: `Direct the monthly surplus of ${money(inputs.cashflow.monthly_surplus)} to long-term investing`,
      why_it_matters: 'The emergency fund is in place and no high-interest debt is open.',
      exact_refs: ['cashflow.monthly_surplus'],
    },
  ]
}

function strategy(inputs: PlanInputs, stabilize: boolean): DeterministicReportJson['strategy_12m'] {
  const first = stabilize
    ? 'Finish the emergency fund and clear high-interest debt.'
    : 'Keep the emergency fund topped up.'
  return [
    { quarter: 'Q1', actions: [first, 'Set up automatic transfers for each goal.'] },
    { quarter: 'Q2', actions: ['Capture the full employer match in the 401(k).', 'Review insurance coverage.'] },
    { quarter: 'Q3', actions: ['Rebalance toward the target mix if it drifted more than 5 points.'] },
    {
      quarter: 'Q4',
      actions: [
        'Harvest tax losses where they offset gains, minding the wash-sale rule.',
        `Review progress against the net worth of ${money(inputs.snapshot.net_worth)} this report started from.`,
      ],
    },
  ]
}

function risks(inputs: PlanInputs): DeterministicReportJson['risk_management'] {
  const { cashflow, computed, plan_outputs: out } = inputs
  const top_risks = [
    `Cash covers ${computed.emergency_fund_months} months of expenses.`,
    ...(cashflow.debt_to_income !== null ? [`Debt payments take ${cashflow.debt_to_income}% of income.`] : []),
    ...(out.success_rate !== null ? [`The plan is funded in ${percent(out.success_rate)} of simulated paths.`] : []),
  ]
  const mitigations = [
    'Hold the emergency fund in an insured savings or money-market account.',
    'Pay high-interest balances before adding to taxable investments.',
    'Keep the stock and bond mix matched to the time horizon.',
  ]
  return { top_risks, mitigations, citations: kbIds(inputs, ['KB-001', 'KB-003', 'KB-002']) }
}

function tax(inputs: PlanInputs): DeterministicReportJson['tax_considerations'] {
  const ideas = [
    `At an estimated federal bracket of ${percent(inputs.client.tax_bracket_est)}, pre-tax 401(k) contributions lower this year's tax.`,
    ...inputs.raw_details.tax_strategies.slice(0, 3),
  ]
  return { ideas, citations: kbIds(inputs, ['KB-004', 'IRS-001', 'IRS-002']) }
}

function overview(inputs: PlanInputs, stabilize: boolean) {
  const { client, snapshot, cashflow } = inputs
  const stance = stabilize
    ? 'Stabilise first: build cash and clear expensive debt before taking more investment risk.'
    : 'The foundations are in place; the focus is on funding goals and investing steadily.'
  return `${client.name} has a net worth of ${money(snapshot.net_worth)}, monthly income of ${money(cashflow.monthly_income)} and a monthly surplus of ${money(cashflow.monthly_surplus)} (a savings rate of ${cashflow.savings_rate}%). ${stance}`
}

/** The deterministic report from the plan inputs (spec 03 §3 shape). */
export function planReport(inputs: PlanInputs): DeterministicReportJson {
  const status_flags = statusFlags(inputs)
  const { computed, cashflow, snapshot } = inputs
  return {
    executive_summary: {
      overview: overview(inputs, status_flags.stabilize_first),
      key_metrics: {
        net_worth: snapshot.net_worth,
        monthly_surplus: cashflow.monthly_surplus,
        required_contrib_total_monthly: computed.required_contrib_total_monthly,
        surplus_gap_monthly: computed.surplus_gap_monthly,
      },
      status_flags,
    },
    priority_actions_30d: priorityActions(inputs),
    strategy_12m: strategy(inputs, status_flags.stabilize_first),
    risk_management: risks(inputs),
    tax_considerations: tax(inputs),
    disclaimer: ADVISORY_DISCLAIMER,
  }
}

function quarter(r: DeterministicReportJson, q: 'Q1' | 'Q2' | 'Q3' | 'Q4') {
  return r.strategy_12m.find((s) => s.quarter === q)?.actions.join(' ') ?? 'Review progress.'
}

/** The same report as prose under the traditional names. */
export function planReportTraditional(inputs: PlanInputs): TraditionalReportJson {
  const r = planReport(inputs)
  const joined = (lines: string[]) => lines.join(' ')
  return {
    executive_summary: {
      situation_overview: r.executive_summary.overview,
      status_flags: r.executive_summary.status_flags,
    },
    priority_actions: r.priority_actions_30d.map((a) => ({ action: a.title, rationale: a.why_it_matters })),
    twelve_month_strategy: {
      Q1: quarter(r, 'Q1'),
      Q2: quarter(r, 'Q2'),
      Q3: quarter(r, 'Q3'),
      Q4: quarter(r, 'Q4'),
    },
    risk_management: joined([...r.risk_management.top_risks, ...r.risk_management.mitigations]),
    tax_considerations: joined(r.tax_considerations.ideas),
    citations: [...r.risk_management.citations, ...r.tax_considerations.citations],
    disclaimer: r.disclaimer,
  }
}
