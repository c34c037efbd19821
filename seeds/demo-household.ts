import { getDb } from '../db/index.ts'
import { AdvisorDataSchema } from '../app/schemas/advisor.ts'
import { EntryCreateSchema } from '../app/schemas/financial-entry.ts'
import { BenefitSchema, FamilyMemberSchema, ProfileSchema, TaxInfoSchema } from '../app/schemas/profile.ts'
import { SmartLiabilitySchemas } from '../app/schemas/smart-liability.ts'
import { saveAdvisorData } from '../app/services/advisor/advisor.server.ts'
import { smartLiabilityEntryInput } from '../app/services/finance/entry-form.server.ts'
import { createEntry } from '../app/services/finance/entries.server.ts'
import { createBenefit } from '../app/services/profile/benefits.server.ts'
import { createFamilyMember } from '../app/services/profile/family.server.ts'
import { upsertProfile } from '../app/services/profile/personal.server.ts'
import { createTaxInfo } from '../app/services/profile/tax-info.server.ts'

// The demo household: a two-earner family in Austin with a mortgage, a car loan, a card,
// retirement and college savings. Written through the same schemas and services as the
// product, so it obeys every rule the forms do.

const ENTRIES = [
  ['assets', 'cash_bank_accounts', 'Checking', 6200, 'one_time', { interest_rate: 0.1, cash_percentage: 100 }],
  [
    'assets',
    'cash_bank_accounts',
    'High-yield savings',
    24000,
    'one_time',
    { interest_rate: 4.2, cash_percentage: 100 },
  ],
  [
    'assets',
    'investment_accounts',
    'Brokerage',
    38500,
    'one_time',
    { interest_rate: 0, stocks_percentage: 85, bonds_percentage: 10, cash_percentage: 5 },
  ],
  ['assets', 'retirement_accounts', '401k', 182000, 'one_time', { stocks_percentage: 75, bonds_percentage: 25 }],
  ['assets', 'retirement_accounts', 'Roth IRA', 41000, 'one_time', { stocks_percentage: 90, bonds_percentage: 10 }],
  ['assets', 'real_estate', 'Primary Residence', 465000, 'one_time', { real_estate_percentage: 100 }],
  ['assets', 'personal_property', 'Vehicles', 28000, 'one_time', {}],
  ['income', 'employment_income', 'Salary (Jordan)', 7800, 'monthly', {}],
  ['income', 'employment_income', 'Salary (Sam)', 5200, 'monthly', {}],
  ['income', 'employment_income', 'Annual bonus', 9000, 'annually', {}],
  ['income', 'investment_income', 'Dividends', 1400, 'annually', {}],
  ['expenses', 'housing', 'Property Tax', 9300, 'annually', {}],
  ['expenses', 'housing', 'Home Insurance', 2400, 'annually', {}],
  ['expenses', 'utilities', 'Electricity', 165, 'monthly', {}],
  ['expenses', 'utilities', 'Internet', 70, 'monthly', {}],
  ['expenses', 'transportation', 'Gas', 240, 'monthly', {}],
  ['expenses', 'food', 'Groceries', 980, 'monthly', {}],
  ['expenses', 'food', 'Restaurants', 320, 'monthly', {}],
  ['expenses', 'healthcare', 'Health Insurance', 610, 'monthly', {}],
  ['expenses', 'personal', 'Subscriptions', 85, 'monthly', {}],
  ['expenses', 'personal', 'Childcare', 1100, 'monthly', {}],
] as const

const LOANS = [
  {
    subcategory: 'mortgage_real_estate',
    values: {
      description: 'Home Mortgage',
      current_balance: 318000,
      monthly_payment: 2150,
      interest_rate: 6.25,
      loan_term_years: 30,
      remaining_years: 27,
      property_value: 465000,
      purchase_date: '2022-06-15',
    },
  },
  {
    subcategory: 'auto_loans',
    values: {
      vehicle_description: '2022 Honda CR-V',
      current_balance: 14800,
      monthly_payment: 465,
      interest_rate: 5.9,
      original_loan_amount: 27000,
      loan_term_months: 60,
      remaining_months: 34,
      vehicle_value: 24000,
      vehicle_year: 2022,
      vehicle_make: 'Honda',
      vehicle_model: 'CR-V',
    },
  },
  {
    subcategory: 'credit_cards',
    values: {
      card_name: 'Visa Rewards',
      current_balance: 2350,
      credit_limit: 12000,
      apr: 22.9,
      minimum_payment: 70,
      average_monthly_payment: 900,
      rewards_type: 'cashback',
    },
  },
] as const

// The Advisor tab's form, as the family would fill it in. The mortgage repeats the Home
// Mortgage liability (6.25 %, 30 years from June 2022, $2,150 a month). Jordan puts 4 % of
// pay into a 401(k) whose employer adds up to 3 % of pay for contributing 6 % (50 % of the
// first 6 %), so part of the match is missed. The target mix is 70/30 stocks/bonds, a
// moderate investor's; the accounts above hold about 79/21. Subscriptions are presets at
// their default costs: two overlapping video services for the family and a Hulu plan
// nobody watches any more.
const ADVISOR = {
  mortgage_rate: 6.25,
  mortgage_payment: 2150,
  mortgage_lender: 'Lone Star Home Lending',
  mortgage_term_years: 30,
  mortgage_start_date: '2022-06-15',
  contribution_401k: 4,
  employer_match: 3,
  employer_match_limit: 6,
  vesting_schedule: 'immediate',
  stock_percentage: 70,
  bond_percentage: 30,
  average_expense_ratio: 0.12,
  investment_platform: 'fidelity',
  subscriptions: [
    { name: 'Netflix', cost: 15.99, usage_frequency: 'daily' },
    { name: 'Disney+', cost: 7.99, usage_frequency: 'weekly' },
    { name: 'Hulu', cost: 14.99, usage_frequency: 'rarely' },
    { name: 'Spotify', cost: 9.99, usage_frequency: 'daily' },
    { name: 'Amazon Prime', cost: 14.99, usage_frequency: 'weekly' },
    { name: 'iCloud+', cost: 9.99, usage_frequency: 'monthly' },
  ],
}

/** Fills the user's tabs unless they already hold entries (the seed is idempotent). */
export async function seedDemoHousehold(userId: number) {
  const { FinancialEntry, NetWorthSnapshot } = getDb()
  if ((await FinancialEntry.count({ where: { user_id: userId } })) > 0) return false

  for (const [category, subcategory, description, amount, frequency, extra] of ENTRIES) {
    await createEntry(
      userId,
      EntryCreateSchema.parse({ category, subcategory, description, amount, frequency, ...extra }),
    )
  }
  for (const loan of LOANS) {
    const values = SmartLiabilitySchemas[loan.subcategory].parse(loan.values)
    await createEntry(userId, EntryCreateSchema.parse(smartLiabilityEntryInput(loan.subcategory, values)))
  }

  await upsertProfile(
    userId,
    ProfileSchema.parse({
      age: 38,
      date_of_birth: '1988-03-14',
      marital_status: 'married',
      state: 'TX',
      city: 'Austin',
      employment_status: 'employed',
      occupation: 'Product manager',
      risk_tolerance: 'moderate',
    }),
  )
  await createFamilyMember(
    userId,
    FamilyMemberSchema.parse({
      name: 'Sam Rivera',
      relationship_type: 'spouse',
      age: 36,
      income: 62400,
      retirement_savings: 41000,
    }),
  )
  await createFamilyMember(
    userId,
    FamilyMemberSchema.parse({
      name: 'Maya Rivera',
      relationship_type: 'child',
      age: 6,
      education_fund_target: 120000,
    }),
  )
  await createBenefit(
    userId,
    BenefitSchema.parse({
      benefit_type: 'health_insurance',
      benefit_name: 'Employer health plan',
      estimated_monthly_benefit: 1450,
    }),
  )
  await createBenefit(
    userId,
    BenefitSchema.parse({
      benefit_type: 'social_security',
      benefit_name: 'Social Security (estimate at 67)',
      estimated_monthly_benefit: 2900,
      eligibility_date: '2055-03-14',
    }),
  )
  await createTaxInfo(
    userId,
    TaxInfoSchema.parse({
      tax_year: new Date().getFullYear() - 1,
      filing_status: 'married_jointly',
      federal_tax_bracket: 22,
      effective_tax_rate: 13.8,
      adjusted_gross_income: 171000,
    }),
  )
  await saveAdvisorData(userId, AdvisorDataSchema.parse(ADVISOR))

  // Six months of history so the chart has a story: net worth grew by about $4,000 a month.
  const today = await NetWorthSnapshot.findOne({ where: { user_id: userId } })
  if (today) {
    for (let monthsAgo = 6; monthsAgo >= 1; monthsAgo--) {
      const date = new Date()
      date.setUTCMonth(date.getUTCMonth() - monthsAgo)
      const step = monthsAgo * 400_000
      await NetWorthSnapshot.create({
        user_id: userId,
        snapshot_date: date.toISOString().slice(0, 10),
        total_assets_cents: today.total_assets_cents - step,
        total_liabilities_cents: today.total_liabilities_cents,
        net_worth_cents: today.net_worth_cents - step,
        source: 'automatic',
      })
    }
  }
  return true
}
