import { defaultParams } from '../schemas/goals.ts'
import { GOAL_CATEGORIES, type GoalCategory } from './goal-math.ts'

// The goal catalogue: the nine categories with their names, descriptions and icons, and the
// templates the Create Goal screen offers. Pure data, shared by the API, the screens and the
// analysis.

type CategoryInfo = { name: string; description: string; typical_timeline: string; icon: string }

export const CATEGORY_INFO: Record<GoalCategory, CategoryInfo> = {
  retirement: {
    name: 'Retirement',
    description: 'Build the savings that replace your paycheck when you stop working.',
    typical_timeline: '20-40 years',
    icon: '🏖️',
  },
  education: {
    name: 'Education',
    description: 'Save for tuition, fees and living costs for yourself or a family member.',
    typical_timeline: '5-18 years',
    icon: '🎓',
  },
  real_estate: {
    name: 'Real Estate',
    description: 'Save the down payment and closing costs for a home or investment property.',
    typical_timeline: '3-10 years',
    icon: '🏠',
  },
  business: {
    name: 'Business',
    description: 'Fund the start or growth of a business.',
    typical_timeline: '2-7 years',
    icon: '💼',
  },
  travel: {
    name: 'Travel',
    description: 'Pay for a trip in cash instead of on credit.',
    typical_timeline: '6 months-3 years',
    icon: '✈️',
  },
  emergency_fund: {
    name: 'Emergency Fund',
    description: 'Months of essential expenses set aside for job loss or surprises.',
    typical_timeline: '6 months-2 years',
    icon: '🛡️',
  },
  debt_payoff: {
    name: 'Debt Payoff',
    description: 'Pay off credit cards, loans or other debts.',
    typical_timeline: '1-5 years',
    icon: '💳',
  },
  major_purchase: {
    name: 'Major Purchase',
    description: 'Save for a car, renovation or other large purchase.',
    typical_timeline: '1-5 years',
    icon: '🛒',
  },
  other: {
    name: 'Custom',
    description: 'Any other goal you want to save towards.',
    typical_timeline: 'Varies',
    icon: '🎯',
  },
}

/** Icons for the category names older data and the analysis use beyond the nine categories. */
const EXTRA_ICONS: Record<string, string> = { vacation: '🌴', vehicle: '🚗', health: '🏥', custom: '🎯' }

export function isGoalCategory(value: unknown): value is GoalCategory {
  return typeof value === 'string' && (GOAL_CATEGORIES as readonly string[]).includes(value)
}

/** A stored category as one of the nine; anything else reads as "other" (Custom). */
export function asGoalCategory(value: string): GoalCategory {
  return isGoalCategory(value) ? value : 'other'
}

/** The category's name, or the stored text when it is not one of the nine. */
export function categoryLabel(category: string) {
  return isGoalCategory(category) ? CATEGORY_INFO[category].name : category
}

export function categoryIcon(category: string) {
  return isGoalCategory(category) ? CATEGORY_INFO[category].icon : (EXTRA_ICONS[category] ?? '🎯')
}

/** The category list for selects: value and name. */
export function categoryOptions() {
  return GOAL_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_INFO[c].name }))
}

/** The categories map keyed by category, with labels, icons and the form's default params. */
export function goalCategories() {
  return Object.fromEntries(
    GOAL_CATEGORIES.map((category) => [
      category,
      { ...CATEGORY_INFO[category], label: CATEGORY_INFO[category].name, default_params: defaultParams(category) },
    ]),
  )
}

export type GoalTemplate = ReturnType<typeof goalTemplates>[number]

export function goalTemplates() {
  return [
    {
      id: 'retire-at-65',
      name: 'Retire at 65',
      description: 'Save enough to retire at 65 and spend $60,000 a year.',
      category: 'retirement',
      template_params: { current_age: 35, retirement_age: 65, annual_spending: 60000 },
      suggested_target_amount: 1500000,
    },
    {
      id: 'early-retirement',
      name: 'Early retirement at 55',
      description: 'Leave full-time work ten years early on $50,000 a year.',
      category: 'retirement',
      template_params: { current_age: 35, retirement_age: 55, annual_spending: 50000 },
      suggested_target_amount: 1250000,
    },
    {
      id: 'six-month-emergency-fund',
      name: 'Six-month emergency fund',
      description: 'Six months of essential expenses in a high-yield savings account.',
      category: 'emergency_fund',
      template_params: { months_of_expenses: 6 },
      suggested_target_amount: 30000,
    },
    {
      id: 'first-home',
      name: 'First home down payment',
      description: '20 percent down on a primary residence, avoiding mortgage insurance.',
      category: 'real_estate',
      template_params: { property_type: 'primary_residence', down_payment_percentage: 20 },
      suggested_target_amount: 400000,
    },
    {
      id: 'rental-property',
      name: 'Rental property',
      description: '25 percent down on an investment property.',
      category: 'real_estate',
      template_params: { property_type: 'investment_property', down_payment_percentage: 25 },
      suggested_target_amount: 300000,
    },
    {
      id: 'college-fund',
      name: 'College fund',
      description: 'Four years at a public university.',
      category: 'education',
      template_params: { degree_type: 'undergraduate', institution_type: 'public', start_year: 2030 },
      suggested_target_amount: 110000,
    },
    {
      id: 'start-a-business',
      name: 'Start a business',
      description: 'Launch capital plus six months of runway.',
      category: 'business',
      template_params: {},
      suggested_target_amount: 50000,
    },
    {
      id: 'pay-off-credit-cards',
      name: 'Pay off credit cards',
      description: 'Clear revolving balances, highest interest rate first.',
      category: 'debt_payoff',
      template_params: {},
      suggested_target_amount: 10000,
    },
  ]
}
