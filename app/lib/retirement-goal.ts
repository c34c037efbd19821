import { RetirementParamsSchema } from '../schemas/goals.ts'
import { dollarsToCents } from './money.ts'

// Which retirement the household plans: the projection, the goal analysis and the advisor all read the
// retirement age (and the projection the spending) by these rules, so they quote the same plan.

/** An active retirement goal's plan: its name, retirement age and spending a year (today's dollars, cents). */
export type RetirementGoalPlan = { name: string; retirementAge: number; annualSpendingCents: number }

/** A goal as these rules read it: `params` already parsed from its JSON text. */
type GoalLike = { name: string; category: string; status: string; params: Record<string, unknown> }

/**
 * The active retirement goal the plan follows: the first in `goals`' order (the goal list's, highest
 * priority and nearest date first) whose params are whole. A paused or achieved goal is not the plan.
 */
export function retirementGoalPlan(goals: readonly GoalLike[]): RetirementGoalPlan | null {
  for (const goal of goals) {
    if (goal.category !== 'retirement' || goal.status !== 'active') continue
    const params = RetirementParamsSchema.safeParse(goal.params)
    if (!params.success) continue
    const annualSpendingCents = dollarsToCents(params.data.annual_spending) ?? 0
    return { name: goal.name, retirementAge: params.data.retirement_age, annualSpendingCents }
  }
  return null
}

export type RetirementAgeSource = 'asked' | 'goal' | 'preferences' | 'default'

/**
 * The retirement age the plan uses, and where it came from: the one asked (the projection screen's or the
 * API's), else the active retirement goal's, else the goal preferences'; null (the caller's default) when
 * none gives one. The issue's order: goals, then preferences.
 */
export function retirementAgeChoice(
  asked: number | undefined,
  goal: RetirementGoalPlan | null,
  preferred: number | null,
): { age: number | null; source: RetirementAgeSource } {
  if (asked !== undefined) return { age: asked, source: 'asked' }
  if (goal) return { age: goal.retirementAge, source: 'goal' }
  if (preferred !== null) return { age: preferred, source: 'preferences' }
  return { age: null, source: 'default' }
}

/** The goal's spending a month, dollars to the cent (its year's ÷ 12). */
export function goalMonthlySpending(goal: RetirementGoalPlan): number {
  return Math.round(goal.annualSpendingCents / 12) / 100
}

export type RetirementSpendingSource = 'asked' | 'goal' | 'expenses'

/**
 * The monthly spending from the retirement age (dollars, today's dollars, to the cent), and where it came
 * from: the one asked, else the retirement goal's annual spending ÷ 12 when it gives any, else undefined
 * (the plan spends the household's monthly expenses, as in its working years).
 */
export function retirementSpendingChoice(
  asked: number | undefined,
  goal: RetirementGoalPlan | null,
): { monthly: number | undefined; source: RetirementSpendingSource } {
  if (asked !== undefined) return { monthly: asked, source: 'asked' }
  if (goal && goal.annualSpendingCents > 0) {
    return { monthly: goalMonthlySpending(goal), source: 'goal' }
  }
  return { monthly: undefined, source: 'expenses' }
}
