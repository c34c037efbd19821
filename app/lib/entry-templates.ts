import type { EntryCategory, Frequency } from './catalogue.ts'

/** Smart Suggestions: common entries with typical US values and allocations, as starting points. */
export type EntryTemplate = {
  id: string
  label: string
  category: EntryCategory
  subcategory: string
  description: string
  amount: number
  frequency: Frequency
  allocation?: Partial<Record<'real_estate' | 'stocks' | 'bonds' | 'cash' | 'alternative', number>>
}

export const ENTRY_TEMPLATES: readonly EntryTemplate[] = [
  {
    id: 'checking',
    label: 'Checking account',
    category: 'assets',
    subcategory: 'cash_bank_accounts',
    description: 'Checking',
    amount: 3000,
    frequency: 'one_time',
    allocation: { cash: 100 },
  },
  {
    id: 'savings',
    label: 'Savings account',
    category: 'assets',
    subcategory: 'cash_bank_accounts',
    description: 'Savings',
    amount: 50000,
    frequency: 'one_time',
    allocation: { cash: 100 },
  },
  {
    id: '401k',
    label: '401(k)',
    category: 'assets',
    subcategory: 'retirement_accounts',
    description: '401k',
    amount: 150000,
    frequency: 'one_time',
    allocation: { stocks: 70, bonds: 30 },
  },
  {
    id: 'brokerage',
    label: 'Brokerage account',
    category: 'assets',
    subcategory: 'investment_accounts',
    description: 'Brokerage',
    amount: 75000,
    frequency: 'one_time',
    allocation: { stocks: 80, bonds: 15, cash: 5 },
  },
  {
    id: 'home',
    label: 'Primary residence',
    category: 'assets',
    subcategory: 'real_estate',
    description: 'Primary Residence',
    amount: 450000,
    frequency: 'one_time',
    allocation: { real_estate: 100 },
  },
  {
    id: 'salary',
    label: 'Base salary',
    category: 'income',
    subcategory: 'employment_income',
    description: 'Base Salary',
    amount: 8000,
    frequency: 'monthly',
  },
  {
    id: 'rent',
    label: 'Rent',
    category: 'expenses',
    subcategory: 'housing',
    description: 'Rent',
    amount: 2200,
    frequency: 'monthly',
  },
  {
    id: 'groceries',
    label: 'Groceries',
    category: 'expenses',
    subcategory: 'food',
    description: 'Groceries',
    amount: 650,
    frequency: 'monthly',
  },
]

export function findTemplate(id: string | null | undefined) {
  return ENTRY_TEMPLATES.find((t) => t.id === id)
}
