import { formatCents, pluralise } from './format.ts'

// The advisor that answers when no language-model key is configured: deterministic, from the
// user's own computed figures, by the intent of the question. It says plainly what it is.

/**
 * The figures an advisor answer may quote, all computed by the app (never taken from the
 * client). Money in integer cents; null where the figure cannot be computed (no income, no
 * expenses). Kept small so any summary service can fill it.
 */
export type AdvisorFacts = {
  netWorthCents: number
  totalAssetsCents: number
  totalLiabilitiesCents: number
  /** Monthly figures as the summary counts them (monthly entries, annual ÷ 12). */
  monthlyIncomeCents: number
  monthlyExpensesCents: number
  /** What the liabilities cost a month (minimum or amortised payments). */
  monthlyDebtPaymentsCents: number
  /** Income − expenses − debt payments. */
  monthlySurplusCents: number
  /** Percent, one decimal; null without income. */
  savingsRatePercent: number | null
  /** Monthly debt payments ÷ monthly income, percent; null without income. */
  debtToIncomePercent: number | null
  /** Cash (bank accounts) ÷ monthly expenses; null without expenses. */
  emergencyFundMonths: number | null
  cashCents: number
  retirementSavingsCents: number
  investmentsCents: number
  /** Liabilities, highest interest rate first. */
  debts: { description: string; balanceCents: number; ratePercent: number | null }[]
  age: number | null
  retirementAge: number | null
  goals: {
    name: string
    category: string
    targetCents: number
    currentCents: number
    targetDate: string | null
    monthlyRequiredCents: number | null
  }[]
}

export const ADVISOR_INTENTS = [
  'retirement',
  'debt',
  'taxes',
  'spending',
  'goals',
  'emergency_fund',
  'investing',
  'general',
] as const
export type AdvisorIntent = (typeof ADVISOR_INTENTS)[number]

// Listed in the order that breaks a tie: the more specific topic first.
const KEYWORDS: [Exclude<AdvisorIntent, 'general'>, RegExp][] = [
  ['emergency_fund', /\b(emergenc\w*|rainy[- ]day|safety net|cushion|job loss|lose my job)\b/g],
  ['retirement', /\b(retir\w*|401\s?\(?k\)?|ira|roth|pension|social security|nest egg)\b/g],
  ['debt', /\b(debts?|loans?|mortgages?|credit cards?|pay(ing)? off|payoff|owe|refinanc\w*|apr)\b/g],
  ['taxes', /\b(tax\w*|deduct\w*|irs|brackets?|harvest\w*|refund)\b/g],
  ['goals', /\b(goals?|down payment|college|education|vacation|wedding|save for|saving for|target)\b/g],
  ['investing', /\b(invest\w*|stocks?|bonds?|portfolio|allocation|index funds?|etfs?|market|diversif\w*)\b/g],
  ['spending', /\b(spend\w*|budget\w*|expenses?|cut back|cost of living|cash flow|bills?)\b/g],
]

/** The question's topic by keyword hits; the most hits wins, ties go to the earlier topic. */
export function classifyIntent(question: string): AdvisorIntent {
  const text = question.toLowerCase()
  let best: AdvisorIntent = 'general'
  let bestHits = 0
  for (const [intent, pattern] of KEYWORDS) {
    const hits = text.match(pattern)?.length ?? 0
    if (hits > bestHits) {
      best = intent
      bestHits = hits
    }
  }
  return best
}

export const OFFLINE_NOTICE =
  'Offline advisor (no language-model API key is configured): this answer comes from your own figures, without an AI model.'
export const OFFLINE_DISCLAIMER = 'General information from your figures, not personalised investment advice.'

const percent = (value: number) => `${(Math.round(value * 10) / 10).toFixed(1)}%`
const months = (value: number) => pluralise(Math.round(value * 10) / 10, 'month')

function retirement(f: AdvisorFacts): string[] {
  const lines: string[] = []
  const yearsLeft = f.age !== null && f.retirementAge !== null ? f.retirementAge - f.age : null
  if (yearsLeft !== null && yearsLeft > 0) {
    lines.push(`You are ${f.age} and plan to retire at ${f.retirementAge}: ${pluralise(yearsLeft, 'year')} to go.`)
  } else if (f.retirementAge !== null) lines.push(`Your planned retirement age is ${f.retirementAge}.`)
  lines.push(
    `Retirement accounts hold ${formatCents(f.retirementSavingsCents)}; net worth is ${formatCents(f.netWorthCents)}.`,
  )
  const annualSpending = f.monthlyExpensesCents * 12
  if (annualSpending > 0) {
    const target = annualSpending * 25
    const share = ((f.retirementSavingsCents + f.investmentsCents) / target) * 100
    lines.push(
      `A common rule of thumb is 25 times yearly spending (${formatCents(annualSpending)}): ${formatCents(target)}. Your retirement and investment accounts are ${percent(share)} of that.`,
    )
  }
  if (f.monthlySurplusCents > 0 && yearsLeft !== null && yearsLeft > 0) {
    lines.push(
      `Saving your whole monthly surplus of ${formatCents(f.monthlySurplusCents)} until then adds ${formatCents(f.monthlySurplusCents * 12 * yearsLeft)} before any growth.`,
    )
  } else if (f.monthlySurplusCents <= 0) {
    lines.push('You have no monthly surplus to save toward retirement yet: spending and debt payments use all income.')
  }
  lines.push(
    'Capture any employer 401(k) match first; the Retirement panel shows the match and Social Security figures.',
  )
  return lines
}

function debt(f: AdvisorFacts): string[] {
  if (f.debts.length === 0 || f.totalLiabilitiesCents <= 0) {
    return ['You have no debts recorded, so your surplus can go to savings and goals.']
  }
  const lines = [
    `You owe ${formatCents(f.totalLiabilitiesCents)} across ${pluralise(f.debts.length, 'debt')}, paying ${formatCents(f.monthlyDebtPaymentsCents)} a month.`,
  ]
  if (f.debtToIncomePercent !== null) {
    const verdict = f.debtToIncomePercent <= 36 ? 'within' : 'above'
    lines.push(`That is ${percent(f.debtToIncomePercent)} of income, ${verdict} the 36% lenders commonly look for.`)
  }
  const top = f.debts[0]
  if (top.ratePercent !== null) {
    lines.push(
      `The highest rate is ${top.description} at ${percent(top.ratePercent)} (${formatCents(top.balanceCents)}): extra payments there first (the avalanche method) save the most interest.`,
    )
  }
  if (f.monthlySurplusCents > 0) {
    lines.push(`Your monthly surplus of ${formatCents(f.monthlySurplusCents)} is what extra payments can come from.`)
  }
  return lines
}

function taxes(f: AdvisorFacts): string[] {
  return [
    `Your income is ${formatCents(f.monthlyIncomeCents)} a month (${formatCents(f.monthlyIncomeCents * 12)} a year).`,
    `Pre-tax retirement contributions lower taxable income; your retirement accounts hold ${formatCents(f.retirementSavingsCents)}.`,
    `Taxable investments of ${formatCents(f.investmentsCents)} may allow tax-loss harvesting in a down year.`,
    'The Tax panel computes your bracket, deductions and savings ideas from your tax information.',
  ]
}

function spending(f: AdvisorFacts): string[] {
  const lines = [
    `You spend ${formatCents(f.monthlyExpensesCents)} a month and pay ${formatCents(f.monthlyDebtPaymentsCents)} on debts, against income of ${formatCents(f.monthlyIncomeCents)}.`,
    `That leaves ${formatCents(f.monthlySurplusCents)} a month${f.savingsRatePercent === null ? '' : `, a savings rate of ${percent(f.savingsRatePercent)}`}.`,
  ]
  if (f.savingsRatePercent !== null && f.savingsRatePercent < 20) {
    lines.push('A common guideline is to save at least 20% of income (the 50/30/20 budget).')
  }
  if (f.monthlyExpensesCents > 0) {
    lines.push(`Cutting spending by 10% would free ${formatCents(Math.round(f.monthlyExpensesCents / 10))} a month.`)
  }
  return lines
}

function goals(f: AdvisorFacts): string[] {
  if (f.goals.length === 0)
    return ['You have no goals recorded yet: add them under Goals to see what each needs a month.']
  const lines = f.goals.slice(0, 3).map((g) => {
    const progress = g.targetCents > 0 ? ` (${percent((g.currentCents / g.targetCents) * 100)})` : ''
    const monthly = g.monthlyRequiredCents === null ? '' : `, needing ${formatCents(g.monthlyRequiredCents)} a month`
    const by = g.targetDate ? ` by ${g.targetDate}` : ''
    return `${g.name}: ${formatCents(g.currentCents)} of ${formatCents(g.targetCents)}${progress}${by}${monthly}.`
  })
  const needed = f.goals.reduce((sum, g) => sum + (g.monthlyRequiredCents ?? 0), 0)
  const covered = f.monthlySurplusCents >= needed ? 'covers' : 'does not cover'
  lines.push(
    `Together your goals need ${formatCents(needed)} a month; your surplus of ${formatCents(f.monthlySurplusCents)} ${covered} that.`,
  )
  return lines
}

function emergencyFund(f: AdvisorFacts): string[] {
  if (f.emergencyFundMonths === null) {
    return [`Your cash is ${formatCents(f.cashCents)}; add your monthly expenses to see how many months it covers.`]
  }
  const lines = [
    `Your cash of ${formatCents(f.cashCents)} covers ${months(f.emergencyFundMonths)} of expenses (${formatCents(f.monthlyExpensesCents)} a month).`,
  ]
  const target = f.monthlyExpensesCents * 6
  if (f.cashCents >= target) {
    lines.push('That meets the usual 3 to 6 months; cash beyond it could go to goals or investments.')
    return lines
  }
  const gap = target - f.cashCents
  lines.push(`The usual target is 3 to 6 months; six months is ${formatCents(target)}, ${formatCents(gap)} more.`)
  if (f.monthlySurplusCents > 0) {
    lines.push(
      `At your monthly surplus of ${formatCents(f.monthlySurplusCents)}, that takes ${pluralise(Math.ceil(gap / f.monthlySurplusCents), 'month')}.`,
    )
  }
  return lines
}

function investing(f: AdvisorFacts): string[] {
  const invested = f.investmentsCents + f.retirementSavingsCents
  const share = f.totalAssetsCents > 0 ? ` (${percent((invested / f.totalAssetsCents) * 100)} of assets)` : ''
  const lines = [
    `You have ${formatCents(invested)} invested${share}: ${formatCents(f.retirementSavingsCents)} in retirement accounts and ${formatCents(f.investmentsCents)} in other investment accounts.`,
  ]
  if (f.emergencyFundMonths !== null && f.emergencyFundMonths < 3) {
    lines.push(
      `Your cash covers only ${months(f.emergencyFundMonths)} of expenses: build 3 to 6 months before investing more.`,
    )
  }
  const costly = f.debts.filter((d) => (d.ratePercent ?? 0) >= 8)
  if (costly.length > 0)
    lines.push(`Paying off debt at 8% or more is a sure return: you have ${pluralise(costly.length, 'such debt')}.`)
  if (f.monthlySurplusCents > 0)
    lines.push(
      `Your monthly surplus of ${formatCents(f.monthlySurplusCents)} is what you can invest regularly; broad, low-cost index funds keep costs down.`,
    )
  return lines
}

function general(f: AdvisorFacts): string[] {
  const lines = [
    `Net worth ${formatCents(f.netWorthCents)} (assets ${formatCents(f.totalAssetsCents)}, debts ${formatCents(f.totalLiabilitiesCents)}).`,
    `Monthly income ${formatCents(f.monthlyIncomeCents)}, spending ${formatCents(f.monthlyExpensesCents)}, debt payments ${formatCents(f.monthlyDebtPaymentsCents)}, surplus ${formatCents(f.monthlySurplusCents)}.`,
  ]
  const ratios = [
    f.savingsRatePercent === null ? null : `savings rate ${percent(f.savingsRatePercent)}`,
    f.debtToIncomePercent === null ? null : `debt-to-income ${percent(f.debtToIncomePercent)}`,
    f.emergencyFundMonths === null ? null : `emergency fund ${months(f.emergencyFundMonths)}`,
  ].filter(Boolean)
  if (ratios.length) lines.push(`${ratios.join(', ')}.`.replace(/^./, (c) => c.toUpperCase()))
  lines.push('Ask about retirement, debt, taxes, spending, goals, your emergency fund or investing for more.')
  return lines
}

const ANSWERS: Record<AdvisorIntent, (facts: AdvisorFacts) => string[]> = {
  retirement,
  debt,
  taxes,
  spending,
  goals,
  emergency_fund: emergencyFund,
  investing,
  general,
}

/** The offline answer to `question`: the notice, the topic's lines from the facts, the disclaimer. */
export function offlineAnswer(question: string, facts: AdvisorFacts): { intent: AdvisorIntent; text: string } {
  const intent = classifyIntent(question)
  return { intent, text: [OFFLINE_NOTICE, '', ...ANSWERS[intent](facts), '', OFFLINE_DISCLAIMER].join('\n') }
}
