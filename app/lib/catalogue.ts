// The category catalogue of financial entries: the keys the API and the categorized
// view use, their labels, and the common items offered as quick-add buttons.
// An entry's `subcategory` is the group key (e.g. cash_bank_accounts); the items
// (Checking, Savings, ...) prefill its description.

export const ENTRY_CATEGORIES = ['assets', 'liabilities', 'income', 'expenses'] as const
export type EntryCategory = (typeof ENTRY_CATEGORIES)[number]

/** Categories that exist for profile-derived rows only; they are never stored as entries. */
export const PROFILE_ROW_CATEGORIES = ['profile', 'benefits', 'tax_info'] as const

export type SubcategoryInfo = { key: string; label: string; items: readonly string[] }

export const CATALOGUE = {
  assets: [
    {
      key: 'cash_bank_accounts',
      label: 'Cash & Bank Accounts',
      items: ['Checking', 'Savings', 'Money Market', 'Certificate of Deposit', 'Checking Offshore'],
    },
    {
      key: 'investment_accounts',
      label: 'Investment Accounts',
      items: ['Brokerage', 'Individual Stocks', 'Mutual Funds', 'ETFs', 'Bonds', 'Cryptocurrency'],
    },
    {
      key: 'retirement_accounts',
      label: 'Retirement Accounts',
      items: ['401k', 'Traditional IRA', 'Roth IRA', 'SEP-IRA', 'Pension', '403b'],
    },
    {
      key: 'real_estate',
      label: 'Real Estate',
      items: ['Primary Residence', 'Rental Property', 'Vacation Home', 'Land', 'REITs'],
    },
    {
      key: 'personal_property',
      label: 'Personal Property',
      items: ['Jewelry', 'Art & Collectibles', 'Vehicles', 'Electronics', 'Furniture', 'Other Valuables'],
    },
    {
      key: 'business_assets',
      label: 'Business Assets',
      items: [
        'Business Checking',
        'Business Equipment',
        'Business Real Estate',
        'Business Investments',
        'Inventory',
        'Accounts Receivable',
      ],
    },
    {
      key: 'other_assets',
      label: 'Other Assets',
      items: ['Other Investment', 'Miscellaneous Assets', 'Digital Assets', 'Intellectual Property'],
    },
  ],
  liabilities: [
    {
      key: 'mortgage_real_estate',
      label: 'Mortgage & Real Estate',
      items: ['Primary Mortgage', 'Investment Property Loan', 'HELOC', 'Home Equity Loan'],
    },
    { key: 'credit_cards', label: 'Credit Cards', items: ['Personal', 'Business', 'Store'] },
    { key: 'auto_loans', label: 'Auto Loans', items: ['Auto Loan'] },
    { key: 'student_loans', label: 'Student Loans', items: ['Student Loan'] },
    { key: 'personal_loans', label: 'Personal Loans', items: ['Personal Loan'] },
    { key: 'other_debt', label: 'Other Debt', items: ['Business Loan', 'Medical Debt', 'Family Loan'] },
  ],
  income: [
    {
      key: 'employment_income',
      label: 'Employment Income',
      items: ['Salary', 'Hourly Wages', 'Bonus', 'Commission', 'Stock Options', 'Benefits'],
    },
    { key: 'business_income', label: 'Business Income', items: ['Self-Employment', 'Consulting', 'Side Hustle'] },
    {
      key: 'investment_income',
      label: 'Investment Income',
      items: ['Dividends', 'Interest', 'Capital Gains', 'Crypto Gains'],
    },
    { key: 'rental_income', label: 'Rental Income', items: ['Rental Income'] },
    { key: 'passive_income', label: 'Passive Income', items: ['Royalties', 'Passive Income'] },
    { key: 'other_income', label: 'Other Income', items: ['Other Income'] },
  ],
  expenses: [
    {
      key: 'housing',
      label: 'Housing',
      items: ['Rent', 'Mortgage', 'Property Tax', 'HOA', 'Home Insurance', 'Maintenance', 'Repairs'],
    },
    {
      key: 'utilities',
      label: 'Utilities',
      items: ['Electricity', 'Gas', 'Water', 'Internet', 'Phone', 'Trash', 'Sewer'],
    },
    {
      key: 'transportation',
      label: 'Transportation',
      items: ['Car Payment', 'Gas', 'Car Insurance', 'Maintenance', 'Public Transit', 'Uber/Lyft'],
    },
    {
      key: 'food',
      label: 'Food & Dining',
      items: ['Groceries', 'Restaurants', 'Coffee', 'Meal Delivery', 'Work Meals'],
    },
    {
      key: 'healthcare',
      label: 'Healthcare',
      items: ['Health Insurance', 'Doctor Visits', 'Medications', 'Dental', 'Vision', 'Mental Health'],
    },
    {
      key: 'personal',
      label: 'Personal',
      items: ['Shopping', 'Clothing', 'Personal Care', 'Subscriptions', 'Entertainment', 'Travel'],
    },
    { key: 'other_expenses', label: 'Other Expenses', items: ['Other Expense'] },
  ],
} as const satisfies Record<EntryCategory, readonly SubcategoryInfo[]>

export type Subcategory<C extends EntryCategory = EntryCategory> = (typeof CATALOGUE)[C][number]['key']

export const CATEGORY_LABELS: Record<EntryCategory, { plural: string; singular: string }> = {
  assets: { plural: 'Assets', singular: 'Asset' },
  liabilities: { plural: 'Liabilities', singular: 'Liability' },
  income: { plural: 'Income', singular: 'Income' },
  expenses: { plural: 'Expenses', singular: 'Expense' },
}

/** Older clients used other spellings for a few subcategories. */
const SUBCATEGORY_ALIASES: Record<string, string> = {
  salary: 'employment_income',
  investment: 'investment_accounts',
  investments: 'investment_accounts',
  credit_card: 'credit_cards',
  mortgage: 'mortgage_real_estate',
  auto_loan: 'auto_loans',
  student_loan: 'student_loans',
  personal_loan: 'personal_loans',
  retirement: 'retirement_accounts',
  cash: 'cash_bank_accounts',
}

export function isEntryCategory(value: string): value is EntryCategory {
  return (ENTRY_CATEGORIES as readonly string[]).includes(value)
}

export function subcategoriesOf(category: EntryCategory): readonly SubcategoryInfo[] {
  return CATALOGUE[category]
}

/** The canonical subcategory key for a category, or null when it does not belong there. */
export function normaliseSubcategory(category: EntryCategory, value: string): string | null {
  const key = value.trim().toLowerCase()
  const canonical = SUBCATEGORY_ALIASES[key] ?? key
  return CATALOGUE[category].some((s) => s.key === canonical) ? canonical : null
}

export function subcategoryLabel(category: EntryCategory, key: string): string {
  return CATALOGUE[category].find((s) => s.key === key)?.label ?? key
}

/** The five loan types that get a smart liability form. */
export const SMART_LIABILITY_SUBCATEGORIES = [
  'mortgage_real_estate',
  'credit_cards',
  'auto_loans',
  'student_loans',
  'personal_loans',
] as const
export type SmartLiabilitySubcategory = (typeof SMART_LIABILITY_SUBCATEGORIES)[number]

export function isSmartLiability(category: string, subcategory: string): subcategory is SmartLiabilitySubcategory {
  return category === 'liabilities' && (SMART_LIABILITY_SUBCATEGORIES as readonly string[]).includes(subcategory)
}

/** Interest rate (APY) is asked for only on these asset subcategories. */
export const INTEREST_BEARING_ASSETS = ['cash_bank_accounts', 'investment_accounts'] as const

export const FREQUENCIES = ['one_time', 'daily', 'weekly', 'monthly', 'quarterly', 'annually'] as const
export type Frequency = (typeof FREQUENCIES)[number]

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  one_time: 'One-time',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annually: 'Annually',
}

/** 'one-time' (the forms' spelling) and 'one_time' are the same; answers null for anything else. */
export function normaliseFrequency(value: string): Frequency | null {
  const key = value.trim().toLowerCase().replace('-', '_')
  return (FREQUENCIES as readonly string[]).includes(key) ? (key as Frequency) : null
}
