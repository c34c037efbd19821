import type { KnowledgeDocument } from './knowledge-base.ts'
import { formatDollars, pluralise } from './format.ts'

// Which knowledge-base documents matter for this household, and why. Each rule reads one
// fact of the user's situation; the score is how strongly that fact calls for the document.

export type Situation = {
  age: number | null
  /** Cash ÷ monthly expenses. Null when there are no expenses recorded. */
  emergency_fund_months: number | null
  savings_rate: number
  monthly_income: number
  /** Highest interest rate among debts, in percent; null without debts. */
  highest_debt_rate: number | null
  retirement_balance: number
  taxable_balance: number
  total_assets: number
  /** Stocks share of allocated assets in percent, and the guideline for age and risk. */
  stock_share: number | null
  guideline_stock_share: number | null
}

export type Insight = {
  kb_id: string
  title: string
  category: KnowledgeDocument['category']
  content: string
  actionable_takeaway: string
  relevance_score: number
  user_context: string
}

type Rule = (s: Situation) => { score: number; context: string }

const RULES: Record<string, Rule> = {
  'KB-001': (s) => {
    if (s.emergency_fund_months === null)
      return { score: 0.3, context: 'Add your monthly expenses to see how many months your cash would last.' }
    const months = Math.round(s.emergency_fund_months * 10) / 10
    if (months < 3)
      return {
        score: 0.95,
        context: `Your cash covers about ${pluralise(months, 'month')} of spending; 3–6 months is the usual cushion.`,
      }
    if (months < 6)
      return {
        score: 0.7,
        context: `Your cash covers about ${pluralise(months, 'month')} of spending, inside the 3–6 month range.`,
      }
    return {
      score: 0.25,
      context: `Your cash covers about ${pluralise(months, 'month')} of spending, above the usual 6 months.`,
    }
  },
  'KB-002': (s) => {
    if (s.stock_share !== null && s.guideline_stock_share !== null) {
      const gap = Math.round(s.stock_share - s.guideline_stock_share)
      if (Math.abs(gap) > 15) {
        return {
          score: 0.85,
          context: `Your stock share is ${Math.round(s.stock_share)}%, ${pluralise(Math.abs(gap), 'point')} ${gap > 0 ? 'above' : 'below'} a common guideline for your age and risk tolerance.`,
        }
      }
      return {
        score: 0.5,
        context: `Your stock share of ${Math.round(s.stock_share)}% is close to a common guideline for your age.`,
      }
    }
    if (s.retirement_balance + s.taxable_balance > 0)
      return { score: 0.55, context: 'Record the allocation of your investments to compare it with a target mix.' }
    return { score: 0.3, context: 'You have no investments recorded yet.' }
  },
  'KB-003': (s) => {
    if (s.highest_debt_rate === null) return { score: 0.1, context: 'You have no debts recorded.' }
    if (s.highest_debt_rate >= 10)
      return {
        score: 0.92,
        context: `One of your debts charges ${s.highest_debt_rate}% — paying it down beats most investments.`,
      }
    if (s.highest_debt_rate >= 6) return { score: 0.55, context: `Your highest debt rate is ${s.highest_debt_rate}%.` }
    return {
      score: 0.2,
      context: `Your debts charge at most ${s.highest_debt_rate}%: paying them on schedule is usually fine.`,
    }
  },
  'KB-004': (s) => {
    if (s.monthly_income <= 0)
      return { score: 0.2, context: 'Record your income to see how much you could put into retirement accounts.' }
    if (s.retirement_balance === 0)
      return {
        score: 0.85,
        context: 'You have income but no retirement account recorded: an employer match may be waiting.',
      }
    return {
      score: 0.6,
      context: `You have ${formatDollars(s.retirement_balance)} in retirement accounts; make sure you receive the full match.`,
    }
  },
  'IRS-001': (s) => {
    if (s.age !== null && s.age >= 50)
      return { score: 0.85, context: `At ${s.age} you can make catch-up contributions on top of the standard limits.` }
    if (s.savings_rate >= 20)
      return {
        score: 0.7,
        context: `You save ${s.savings_rate}% of income: the annual limits may decide where the next dollar goes.`,
      }
    return { score: 0.45, context: 'The annual limits set how much can grow tax-advantaged each year.' }
  },
  'IRS-002': (s) => {
    const share = s.total_assets > 0 ? s.taxable_balance / s.total_assets : 0
    if (share >= 0.1)
      return {
        score: 0.75,
        context: `${formatDollars(s.taxable_balance)} is in taxable accounts, where holding periods and losses affect your tax bill.`,
      }
    if (s.taxable_balance > 0)
      return { score: 0.45, context: `You have ${formatDollars(s.taxable_balance)} in taxable accounts.` }
    return { score: 0.15, context: 'You have no taxable investment accounts recorded.' }
  },
  'REG-001': (s) => {
    if (s.age === null) return { score: 0.2, context: 'Add your age to see when required distributions will start.' }
    if (s.age >= 65)
      return {
        score: 0.85,
        context: `At ${s.age}, required minimum distributions are a few years away or already due.`,
      }
    if (s.age >= 55)
      return { score: 0.5, context: `At ${s.age}, it is time to plan the order of retirement withdrawals.` }
    return { score: 0.1, context: `At ${s.age}, required distributions are decades away.` }
  },
}

/** Documents ranked by relevance to the situation, with the reason for each. */
export function rankInsights(documents: readonly KnowledgeDocument[], situation: Situation, limit = 3): Insight[] {
  return documents
    .map((doc) => {
      const rule = RULES[doc.kb_id]
      const { score, context } = rule ? rule(situation) : { score: 0, context: '' }
      return {
        kb_id: doc.kb_id,
        title: doc.title,
        category: doc.category,
        content: doc.content,
        actionable_takeaway: doc.actionable_takeaway,
        relevance_score: score,
        user_context: context,
      }
    })
    .sort((a, b) => b.relevance_score - a.relevance_score || a.kb_id.localeCompare(b.kb_id))
    .slice(0, limit)
}
