import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'
import { SMART_LIABILITY_SUBCATEGORIES } from '../../app/lib/catalogue.ts'
import {
  DEFAULT_DESCRIPTIONS,
  entryToSmartFormValues,
  monthsSince,
  readSmartFormValues,
  remainingTermMonths,
  smartFormToEntry,
  smartInsights,
} from '../../app/lib/smart-liability-mapping.ts'
import {
  AutoLoanFormSchema,
  CreditCardFormSchema,
  MortgageFormSchema,
  PersonalLoanFormSchema,
  SMART_FORM_SUBTITLE,
  SMART_FORM_TITLES,
  SmartLiabilitySchemas,
  StudentLoanFormSchema,
  smartFormTitle,
} from '../../app/schemas/smart-liability.ts'

// The vehicle year's bounds and default follow the clock; pin it to mid-2026.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-06-15T12:00:00Z'), toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

const minimal = {
  mortgage_real_estate: { description: 'Home', current_balance: 300000 },
  credit_cards: { card_name: 'Visa', current_balance: 0, credit_limit: 10000 },
  auto_loans: { vehicle_description: 'Civic', current_balance: 20000, original_loan_amount: 30000 },
  student_loans: { loan_servicer: 'Nelnet', current_balance: 25000 },
  personal_loans: { description: 'Loan', current_balance: 10000 },
} as const

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []
}

describe('titles', () => {
  it('has one title per smart subcategory and the spec subtitle', () => {
    expect(Object.keys(SMART_FORM_TITLES).sort()).toEqual([...SMART_LIABILITY_SUBCATEGORIES].sort())
    expect(Object.keys(SmartLiabilitySchemas).sort()).toEqual([...SMART_LIABILITY_SUBCATEGORIES].sort())
    expect(SMART_FORM_TITLES).toEqual({
      mortgage_real_estate: 'Mortgage Details',
      credit_cards: 'Credit Card Details',
      auto_loans: 'Auto Loan Details',
      student_loans: 'Student Loan Details',
      personal_loans: 'Personal Loan Details',
    })
    expect(SMART_FORM_SUBTITLE).toBe('Enter detailed information to receive personalized financial advice')
  })

  it('prefixes Edit when editing', () => {
    expect(smartFormTitle('auto_loans')).toBe('Auto Loan Details')
    expect(smartFormTitle('auto_loans', true)).toBe('Edit Auto Loan Details')
  })
})

describe('schema defaults', () => {
  it('mortgage: 30-year term, fixed rate, tax deductible, no escrow', () => {
    expect(MortgageFormSchema.parse(minimal.mortgage_real_estate)).toEqual({
      description: 'Home',
      current_balance: 300000,
      loan_term_years: 30,
      is_fixed_rate: true,
      escrow_included: false,
      tax_deductible: true,
    })
  })

  it('credit card: only what was given', () => {
    expect(CreditCardFormSchema.parse(minimal.credit_cards)).toEqual(minimal.credit_cards)
  })

  it('auto loan: 60-month term and the current year', () => {
    expect(AutoLoanFormSchema.parse(minimal.auto_loans)).toEqual({
      ...minimal.auto_loans,
      loan_term_months: 60,
      vehicle_year: 2026,
    })
  })

  it('student loan: federal, not subsidized, not eligible for forgiveness', () => {
    expect(StudentLoanFormSchema.parse(minimal.student_loans)).toEqual({
      ...minimal.student_loans,
      loan_type: 'federal',
      subsidized: false,
      eligible_for_forgiveness: false,
    })
  })

  it('personal loan: 36-month term, unsecured', () => {
    expect(PersonalLoanFormSchema.parse(minimal.personal_loans)).toEqual({
      ...minimal.personal_loans,
      loan_term_months: 36,
      secured: false,
    })
  })

  it('applies defaults to empty form fields too', () => {
    const parsed = MortgageFormSchema.parse({
      ...minimal.mortgage_real_estate,
      loan_term_years: '',
      is_fixed_rate: '',
      tax_deductible: '',
    })
    expect(parsed).toMatchObject({ loan_term_years: 30, is_fixed_rate: true, tax_deductible: true })
    expect(AutoLoanFormSchema.parse({ ...minimal.auto_loans, vehicle_year: '', loan_term_months: '' })).toMatchObject({
      vehicle_year: 2026,
      loan_term_months: 60,
    })
    expect(StudentLoanFormSchema.parse({ ...minimal.student_loans, loan_type: '' }).loan_type).toBe('federal')
  })
})

describe('form text coercion', () => {
  it('reads numbers, money with $ and commas, yes/no and dates from form text', () => {
    const parsed = MortgageFormSchema.parse({
      description: '  Lake house  ',
      current_balance: '$300,000.50',
      monthly_payment: '1,896.20',
      interest_rate: ' 6.5 ',
      loan_term_years: '15',
      remaining_years: '12.5',
      is_fixed_rate: 'false',
      property_value: '',
      purchase_date: '2020-01-15',
      escrow_included: 'on',
      tax_deductible: 'no',
      refinance_date: '',
    })
    expect(parsed).toEqual({
      description: 'Lake house',
      current_balance: 300000.5,
      monthly_payment: 1896.2,
      interest_rate: 6.5,
      loan_term_years: 15,
      remaining_years: 12.5,
      is_fixed_rate: false,
      property_value: undefined,
      purchase_date: '2020-01-15',
      escrow_included: true,
      tax_deductible: false,
      refinance_date: undefined,
    })
  })

  it('treats JSON null as empty and cuts an ISO timestamp to its date', () => {
    const parsed = StudentLoanFormSchema.parse({
      ...minimal.student_loans,
      monthly_payment: null,
      first_payment_date: '2021-09-01T00:00:00.000Z',
      graduation_date: null,
    })
    expect(parsed.monthly_payment).toBeUndefined()
    expect(parsed.first_payment_date).toBe('2021-09-01')
    expect(parsed.graduation_date).toBeUndefined()
  })

  it.each(['1e3', '0x10', '12abc', '1.2.3', 'Infinity'])('rejects %j as a number', (text) => {
    expect(
      messagesOf(MortgageFormSchema.safeParse({ ...minimal.mortgage_real_estate, current_balance: text })),
    ).toEqual([['current_balance', 'Balance must be a number']])
  })

  it('drops fields that are not part of the form', () => {
    const parsed = PersonalLoanFormSchema.parse({ ...minimal.personal_loans, user_id: 7, amount: 1 })
    expect(parsed).not.toHaveProperty('user_id')
    expect(parsed).not.toHaveProperty('amount')
  })
})

type Case = [field: string, value: unknown, message: string]

function rejects(schema: z.ZodType, base: object, cases: Case[]) {
  it.each(cases)('%s = %j → %s', (field, value, message) => {
    expect(messagesOf(schema.safeParse({ ...base, [field]: value }))).toEqual([[field, message]])
  })
}

function accepts(schema: z.ZodType, base: object, cases: [string, unknown][]) {
  it.each(cases)('%s = %j is accepted', (field, value) => {
    expect(schema.safeParse({ ...base, [field]: value }).success).toBe(true)
  })
}

const LONG = 'x'.repeat(256)
const TOO_MUCH = 'must be at most $999,999,999.99'

describe('mortgage bounds', () => {
  const base = minimal.mortgage_real_estate
  rejects(MortgageFormSchema, base, [
    ['description', undefined, 'Description is required'],
    ['description', '', 'Description is required'],
    ['description', '   ', 'Description is required'],
    ['description', LONG, 'Description must be at most 255 characters'],
    ['current_balance', undefined, 'Balance is required'],
    ['current_balance', '', 'Balance is required'],
    ['current_balance', 0, 'Balance must be greater than 0'],
    ['current_balance', 0.009, 'Balance must be greater than 0'],
    ['current_balance', -5, 'Balance must be greater than 0'],
    ['current_balance', 1_000_000_000, `Balance ${TOO_MUCH}`],
    ['current_balance', 'lots', 'Balance must be a number'],
    ['monthly_payment', -0.01, 'Monthly payment must not be negative'],
    ['monthly_payment', '-$5', 'Monthly payment must not be negative'],
    ['interest_rate', -0.01, 'Interest rate must be between 0 and 50%'],
    ['interest_rate', 50.01, 'Interest rate must be between 0 and 50%'],
    ['loan_term_years', 0, 'Loan term must be between 1 and 50 years'],
    ['loan_term_years', 51, 'Loan term must be between 1 and 50 years'],
    ['loan_term_years', 12.5, 'Loan term must be a whole number of years'],
    ['remaining_years', -1, 'Remaining years must be between 0 and 50'],
    ['remaining_years', 50.5, 'Remaining years must be between 0 and 50'],
    ['property_value', -1, 'Property value must not be negative'],
    ['is_fixed_rate', 'maybe', 'Fixed rate must be yes or no'],
    ['tax_deductible', 3, 'Tax deductible must be yes or no'],
    ['purchase_date', '2023-02-29', 'Purchase date must be a valid date'],
    ['purchase_date', '15/01/2020', 'Purchase date must be a valid date'],
    ['refinance_date', '2023-13-01', 'Refinance date must be a valid date'],
  ])
  accepts(MortgageFormSchema, base, [
    ['current_balance', 0.01],
    ['current_balance', 999_999_999.99],
    ['monthly_payment', 0],
    ['interest_rate', 0],
    ['interest_rate', 50],
    ['loan_term_years', 1],
    ['loan_term_years', 50],
    ['remaining_years', 0],
    ['remaining_years', 50],
    ['remaining_years', 27.5],
    ['property_value', 0],
    ['purchase_date', '2024-02-29'],
  ])
})

describe('credit card bounds', () => {
  const base = minimal.credit_cards
  rejects(CreditCardFormSchema, base, [
    ['card_name', '', 'Card name is required'],
    ['card_name', undefined, 'Card name is required'],
    ['current_balance', undefined, 'Balance is required'],
    ['current_balance', -0.01, 'Balance must not be negative'],
    ['credit_limit', undefined, 'Credit limit is required'],
    ['credit_limit', 0.99, 'Credit limit must be at least $1'],
    ['credit_limit', 0, 'Credit limit must be at least $1'],
    ['apr', 50.01, 'APR must be between 0 and 50%'],
    ['apr', -1, 'APR must be between 0 and 50%'],
    ['intro_apr', 51, 'Intro APR must be between 0 and 50%'],
    ['intro_apr_end_date', 'soon', 'Intro APR end date must be a valid date'],
    ['minimum_payment', -1, 'Minimum payment must not be negative'],
    ['average_monthly_payment', -1, 'Average monthly payment must not be negative'],
    ['rewards_type', 'gold', 'Rewards type must be one of: none, cashback, points, miles'],
  ])
  accepts(CreditCardFormSchema, base, [
    ['current_balance', 0],
    ['credit_limit', 1],
    ['apr', 0],
    ['apr', 50],
    ['rewards_type', 'cashback'],
    ['rewards_type', ''],
  ])
})

describe('auto loan bounds', () => {
  const base = minimal.auto_loans
  rejects(AutoLoanFormSchema, base, [
    ['vehicle_description', '', 'Vehicle description is required'],
    ['current_balance', 0, 'Balance must be greater than 0'],
    ['monthly_payment', -1, 'Monthly payment must not be negative'],
    ['interest_rate', 30.01, 'Interest rate must be between 0 and 30%'],
    ['original_loan_amount', undefined, 'Original loan amount is required'],
    ['original_loan_amount', 0.5, 'Original loan amount must be at least $1'],
    ['loan_term_months', 0, 'Loan term must be between 1 and 120 months'],
    ['loan_term_months', 121, 'Loan term must be between 1 and 120 months'],
    ['loan_term_months', '12.5', 'Loan term must be a whole number of months'],
    ['remaining_months', 121, 'Remaining months must be between 0 and 120'],
    ['remaining_months', -1, 'Remaining months must be between 0 and 120'],
    ['vehicle_value', -1, 'Vehicle value must not be negative'],
    ['vehicle_year', 1899, 'Vehicle year must be between 1900 and 2028'],
    ['vehicle_year', 2029, 'Vehicle year must be between 1900 and 2028'],
    ['vehicle_year', 2020.5, 'Vehicle year must be a whole number'],
    ['vehicle_make', 'x'.repeat(101), 'Vehicle make must be at most 100 characters'],
  ])
  accepts(AutoLoanFormSchema, base, [
    ['interest_rate', 30],
    ['original_loan_amount', 1],
    ['loan_term_months', 1],
    ['loan_term_months', 120],
    ['remaining_months', 0],
    ['remaining_months', 120],
    ['vehicle_year', 1900],
    ['vehicle_year', '2028'],
  ])

  it('reads the current year when parsing, not when the module loaded', () => {
    vi.setSystemTime(new Date('2030-01-01T12:00:00Z'))
    expect(AutoLoanFormSchema.parse(base).vehicle_year).toBe(2030)
    expect(AutoLoanFormSchema.safeParse({ ...base, vehicle_year: 2032 }).success).toBe(true)
    expect(messagesOf(AutoLoanFormSchema.safeParse({ ...base, vehicle_year: 2033 }))).toEqual([
      ['vehicle_year', 'Vehicle year must be between 1900 and 2032'],
    ])
  })
})

describe('student loan bounds', () => {
  const base = minimal.student_loans
  rejects(StudentLoanFormSchema, base, [
    ['loan_servicer', '', 'Loan servicer is required'],
    ['loan_servicer', 'x'.repeat(251), 'Loan servicer must be at most 250 characters'],
    ['current_balance', 0, 'Balance must be greater than 0'],
    ['monthly_payment', -1, 'Monthly payment must not be negative'],
    ['interest_rate', 20.01, 'Interest rate must be between 0 and 20%'],
    ['loan_type', 'state', 'Loan type must be federal or private'],
    ['subsidized', 'perhaps', 'Subsidized must be yes or no'],
    ['graduation_date', '2020-02-30', 'Graduation date must be a valid date'],
    ['first_payment_date', 'x', 'First payment date must be a valid date'],
    ['expected_payoff_date', '2040', 'Expected payoff date must be a valid date'],
    ['repayment_plan', 'x'.repeat(101), 'Repayment plan must be at most 100 characters'],
  ])
  accepts(StudentLoanFormSchema, base, [
    ['interest_rate', 20],
    ['interest_rate', 0],
    ['loan_type', 'private'],
    ['loan_servicer', 'x'.repeat(250)],
    ['subsidized', 'on'],
  ])
})

describe('personal loan bounds', () => {
  const base = minimal.personal_loans
  rejects(PersonalLoanFormSchema, base, [
    ['description', '', 'Description is required'],
    ['current_balance', 0, 'Balance must be greater than 0'],
    ['monthly_payment', -1, 'Monthly payment must not be negative'],
    ['interest_rate', 50.01, 'Interest rate must be between 0 and 50%'],
    ['loan_term_months', 0, 'Loan term must be between 1 and 600 months'],
    ['loan_term_months', 601, 'Loan term must be between 1 and 600 months'],
    ['remaining_months', 601, 'Remaining months must be between 0 and 600'],
    ['purpose', 'gambling', 'Purpose must be one of: debt_consolidation, home_improvement, medical, vacation, other'],
    ['secured', 'sometimes', 'Secured must be yes or no'],
  ])
  accepts(PersonalLoanFormSchema, base, [
    ['loan_term_months', 600],
    ['remaining_months', 600],
    ['purpose', 'medical'],
    ['purpose', ''],
    ['secured', 'true'],
  ])
})

describe('smartFormToEntry', () => {
  it('maps a mortgage: years × 12, purchase date as an ISO timestamp, fixed-rate flag', () => {
    const values = MortgageFormSchema.parse({
      description: 'Lake house',
      current_balance: '300,000.29',
      monthly_payment: '1,896.20',
      interest_rate: '6.5',
      loan_term_years: '30',
      remaining_years: '25.5',
      is_fixed_rate: 'false',
      purchase_date: '2020-01-15',
    })
    expect(smartFormToEntry('mortgage_real_estate', values)).toEqual({
      category: 'liabilities',
      subcategory: 'mortgage_real_estate',
      frequency: 'one_time',
      currency: 'USD',
      description: 'Lake house',
      amount_cents: 30_000_029,
      interest_rate: 6.5,
      minimum_payment_cents: 189_620,
      loan_term_months: 360, // 30 × 12
      remaining_months: 306, // 25.5 × 12
      loan_start_date: '2020-01-15T00:00:00.000Z',
      original_amount_cents: 30_000_029,
      is_fixed_rate: false,
      loan_details: JSON.stringify(values),
    })
  })

  it('maps a credit card: APR as the rate, terms 0, minimum payment', () => {
    const values = CreditCardFormSchema.parse({
      card_name: 'Sapphire',
      current_balance: '2,500',
      credit_limit: '10,000',
      apr: '24.99',
      minimum_payment: '75',
      average_monthly_payment: '300',
      rewards_type: 'points',
    })
    expect(smartFormToEntry('credit_cards', values)).toEqual({
      category: 'liabilities',
      subcategory: 'credit_cards',
      frequency: 'one_time',
      currency: 'USD',
      description: 'Sapphire',
      amount_cents: 250_000,
      interest_rate: 24.99,
      minimum_payment_cents: 7_500,
      loan_term_months: 0,
      remaining_months: 0,
      loan_start_date: null,
      original_amount_cents: 250_000,
      is_fixed_rate: null,
      loan_details: JSON.stringify(values),
    })
  })

  it('falls back from the minimum to the average payment for a card, then to null', () => {
    const values = CreditCardFormSchema.parse({ ...minimal.credit_cards, average_monthly_payment: 300 })
    expect(smartFormToEntry('credit_cards', values).minimum_payment_cents).toBe(30_000)
    expect(smartFormToEntry('credit_cards', CreditCardFormSchema.parse(minimal.credit_cards))).toMatchObject({
      minimum_payment_cents: null,
      interest_rate: null,
    })
  })

  it('maps an auto loan: months as given, the original loan amount', () => {
    const values = AutoLoanFormSchema.parse({
      ...minimal.auto_loans,
      monthly_payment: 566.14,
      interest_rate: 5,
      remaining_months: 40,
    })
    expect(smartFormToEntry('auto_loans', values)).toMatchObject({
      description: 'Civic',
      amount_cents: 2_000_000,
      minimum_payment_cents: 56_614,
      interest_rate: 5,
      loan_term_months: 60,
      remaining_months: 40,
      loan_start_date: null,
      original_amount_cents: 3_000_000,
      is_fixed_rate: null,
    })
  })

  it('maps a student loan: "<servicer> Loan", terms 0, first payment date', () => {
    const values = StudentLoanFormSchema.parse({
      loan_servicer: '  Nelnet ',
      current_balance: 25000,
      monthly_payment: 300,
      interest_rate: 4,
      first_payment_date: '2021-09-01',
    })
    expect(smartFormToEntry('student_loans', values)).toMatchObject({
      description: 'Nelnet Loan',
      amount_cents: 2_500_000,
      minimum_payment_cents: 30_000,
      loan_term_months: 0,
      remaining_months: 0,
      loan_start_date: '2021-09-01T00:00:00.000Z',
      original_amount_cents: 2_500_000,
    })
  })

  it('maps a personal loan with its default 36-month term and no remaining months', () => {
    expect(smartFormToEntry('personal_loans', PersonalLoanFormSchema.parse(minimal.personal_loans))).toMatchObject({
      description: 'Loan',
      loan_term_months: 36,
      remaining_months: null,
      minimum_payment_cents: null,
      original_amount_cents: 1_000_000,
    })
  })

  it('uses the default descriptions for blank names', () => {
    const blank = {
      mortgage_real_estate: { ...MortgageFormSchema.parse(minimal.mortgage_real_estate), description: ' ' },
      credit_cards: { ...CreditCardFormSchema.parse(minimal.credit_cards), card_name: '' },
      auto_loans: { ...AutoLoanFormSchema.parse(minimal.auto_loans), vehicle_description: '' },
      student_loans: { ...StudentLoanFormSchema.parse(minimal.student_loans), loan_servicer: '  ' },
      personal_loans: { ...PersonalLoanFormSchema.parse(minimal.personal_loans), description: '' },
    }
    expect(smartFormToEntry('mortgage_real_estate', blank.mortgage_real_estate).description).toBe('Home Mortgage')
    expect(smartFormToEntry('credit_cards', blank.credit_cards).description).toBe('Credit Card')
    expect(smartFormToEntry('auto_loans', blank.auto_loans).description).toBe('Auto Loan')
    expect(smartFormToEntry('student_loans', blank.student_loans).description).toBe('Student Loan')
    expect(smartFormToEntry('personal_loans', blank.personal_loans).description).toBe('Personal Loan')
    expect(DEFAULT_DESCRIPTIONS.mortgage_real_estate).toBe('Home Mortgage')
  })
})

describe('entryToSmartFormValues', () => {
  const full = {
    mortgage_real_estate: MortgageFormSchema.parse({
      description: 'Lake house',
      current_balance: 300000,
      monthly_payment: 1896.2,
      interest_rate: 6.5,
      loan_term_years: 15,
      remaining_years: 12.25,
      is_fixed_rate: false,
      property_value: 450000,
      purchase_date: '2020-01-15',
      escrow_included: true,
      tax_deductible: false,
      refinance_date: '2022-03-01',
    }),
    credit_cards: CreditCardFormSchema.parse({
      card_name: 'Sapphire',
      current_balance: 2500,
      credit_limit: 10000,
      apr: 24.99,
      intro_apr: 0,
      intro_apr_end_date: '2026-12-31',
      minimum_payment: 75,
      average_monthly_payment: 300,
      rewards_type: 'miles',
    }),
    auto_loans: AutoLoanFormSchema.parse({
      ...minimal.auto_loans,
      monthly_payment: 566.14,
      interest_rate: 5,
      loan_term_months: 72,
      remaining_months: 40,
      vehicle_value: 18000,
      vehicle_year: 2022,
      vehicle_make: 'Honda',
      vehicle_model: 'Civic',
    }),
    student_loans: StudentLoanFormSchema.parse({
      loan_servicer: 'Nelnet',
      current_balance: 25000,
      monthly_payment: 300,
      interest_rate: 4,
      loan_type: 'private',
      repayment_plan: 'standard',
      subsidized: true,
      eligible_for_forgiveness: true,
      graduation_date: '2021-05-15',
      first_payment_date: '2021-11-01',
      expected_payoff_date: '2031-11-01',
    }),
    personal_loans: PersonalLoanFormSchema.parse({
      ...minimal.personal_loans,
      monthly_payment: 400,
      interest_rate: 10,
      loan_term_months: 48,
      remaining_months: 30,
      purpose: 'medical',
      secured: true,
    }),
  }

  it.each(SMART_LIABILITY_SUBCATEGORIES)('gives back exactly what was entered for %s', (subcategory) => {
    const entry = smartFormToEntry(subcategory, full[subcategory])
    expect(entryToSmartFormValues(subcategory, entry)).toEqual(full[subcategory])
  })

  it('converts a mortgage’s months back to years when loan_details is not JSON', () => {
    // 360 months / 12 = 30 years; 306 / 12 = 25.5 years
    const values = entryToSmartFormValues('mortgage_real_estate', {
      description: 'Lake house',
      amount_cents: 30_000_029,
      interest_rate: 6.5,
      minimum_payment_cents: 189_620,
      loan_term_months: 360,
      remaining_months: 306,
      loan_start_date: '2020-01-15T00:00:00.000Z',
      is_fixed_rate: false,
      loan_details: '{not json',
    })
    expect(values).toEqual({
      description: 'Lake house',
      current_balance: 300000.29,
      monthly_payment: 1896.2,
      interest_rate: 6.5,
      loan_term_years: 30,
      remaining_years: 25.5,
      is_fixed_rate: false,
      purchase_date: '2020-01-15',
      escrow_included: false,
      tax_deductible: true,
    })
  })

  it('round-trips a mortgage through the columns alone (years → months → years)', () => {
    const entry = smartFormToEntry('mortgage_real_estate', full.mortgage_real_estate)
    expect(entry).toMatchObject({ loan_term_months: 180, remaining_months: 147 }) // 15 × 12, 12.25 × 12
    const back = entryToSmartFormValues('mortgage_real_estate', { ...entry, loan_details: null })
    expect(back).toMatchObject({ loan_term_years: 15, remaining_years: 12.25, purchase_date: '2020-01-15' })
  })

  it('rounds a mortgage term that is not whole years, keeping remaining years to 2 decimals', () => {
    // 100 months = 8.33 years → 8; 100 remaining months → 8.33 years
    const back = entryToSmartFormValues('mortgage_real_estate', {
      description: 'Old loan',
      amount_cents: 100,
      loan_term_months: 100,
      remaining_months: 100,
    })
    expect(back).toMatchObject({ loan_term_years: 8, remaining_years: 8.33 })
  })

  it('reads a mortgage Date column (as a database row has it)', () => {
    const back = entryToSmartFormValues('mortgage_real_estate', {
      description: 'Home',
      amount_cents: 100,
      loan_start_date: new Date('2019-07-04T00:00:00Z'),
    })
    expect(back.purchase_date).toBe('2019-07-04')
  })

  it.each([null, '', 'null', '[]', '42', '"text"'])(
    'falls back to the columns when loan_details is %j',
    (loanDetails) => {
      const back = entryToSmartFormValues('credit_cards', {
        description: 'Sapphire',
        amount_cents: 250_000,
        interest_rate: 24.99,
        minimum_payment_cents: 7_500,
        loan_term_months: 0,
        remaining_months: 0,
        original_amount_cents: 250_000,
        loan_details: loanDetails,
      })
      // The limit lives only in loan_details, so it is missing here.
      expect(back).toEqual({ card_name: 'Sapphire', current_balance: 2500, apr: 24.99, minimum_payment: 75 })
    },
  )

  it('rebuilds a student loan’s servicer from its "<servicer> Loan" description', () => {
    const back = entryToSmartFormValues('student_loans', {
      description: 'Nelnet Loan',
      amount_cents: 2_500_000,
      interest_rate: 4,
      minimum_payment_cents: 30_000,
      loan_term_months: 0,
      loan_start_date: '2021-11-01T00:00:00.000Z',
      loan_details: 'oops',
    })
    expect(back).toEqual({
      loan_servicer: 'Nelnet',
      current_balance: 25000,
      monthly_payment: 300,
      interest_rate: 4,
      loan_type: 'federal',
      subsidized: false,
      eligible_for_forgiveness: false,
      first_payment_date: '2021-11-01',
    })
  })

  it('reads auto and personal loan terms from the columns', () => {
    const auto = entryToSmartFormValues('auto_loans', {
      description: 'Civic',
      amount_cents: 2_000_000,
      original_amount_cents: 3_000_000,
      loan_term_months: 72,
      remaining_months: 40,
      loan_details: null,
    })
    expect(auto).toEqual({
      vehicle_description: 'Civic',
      current_balance: 20000,
      original_loan_amount: 30000,
      loan_term_months: 72,
      remaining_months: 40,
      vehicle_year: 2026,
    })
    const personal = entryToSmartFormValues('personal_loans', {
      description: 'Loan',
      amount_cents: 1_000_000,
      loan_term_months: 0,
    })
    expect(personal).toEqual({ description: 'Loan', current_balance: 10000, loan_term_months: 36, secured: false })
  })

  it('takes each field from loan_details when valid there, else from the column', () => {
    const back = entryToSmartFormValues('mortgage_real_estate', {
      description: 'Column name',
      amount_cents: 12_345_600,
      loan_term_months: 360,
      loan_details: JSON.stringify({ description: 'Typed name', loan_term_years: 99, escrow_included: true }),
    })
    expect(back).toMatchObject({
      description: 'Typed name',
      current_balance: 123456,
      loan_term_years: 30, // 99 is out of bounds, so the column's 360 months
      escrow_included: true,
    })
  })

  it('accepts mortgage terms in months inside loan_details', () => {
    const back = entryToSmartFormValues('mortgage_real_estate', {
      description: 'Home',
      amount_cents: 100,
      loan_details: JSON.stringify({ loan_term_months: 180, remaining_months: 90 }),
    })
    expect(back).toMatchObject({ loan_term_years: 15, remaining_years: 7.5 })
  })
})

describe('readSmartFormValues', () => {
  it('keeps the valid typed fields and the defaults, drops the invalid ones', () => {
    expect(
      readSmartFormValues('auto_loans', {
        vehicle_description: 'Civic',
        current_balance: '20,000',
        interest_rate: '45', // above 30%
        original_loan_amount: '',
        loan_term_months: '48',
      }),
    ).toEqual({ vehicle_description: 'Civic', current_balance: 20000, loan_term_months: 48, vehicle_year: 2026 })
  })
})

describe('smartInsights', () => {
  it('mortgage without a start date or remaining term: a new loan, estimate over years × 12', () => {
    // Estimate: 300,000 at 6.5% over 360 months = 1896.204 → $1,896.
    // Payoff at $2,000: r·B = 1625; n = −ln(1 − 1625/2000)/ln(1 + 0.065/12) = 1.673976/0.0054021 = 309.88 → 310
    // Interest: 309 × 2000 + last payment 1756.6536 − 300,000 = 319,756.6536
    const insights = smartInsights('mortgage_real_estate', {
      current_balance: 300000,
      monthly_payment: 2000,
      interest_rate: 6.5,
      loan_term_years: 30,
    })
    expect(insights).toEqual({
      monthlyPaymentEstimateDollars: 1896,
      estimateMonths: 360,
      payoffMonths: 310,
      payoffText: 'Payoff time: 25 years, 10 months',
      totalInterestCents: 31_975_665,
      rateAdvice: null,
      utilization: null,
    })
  })

  it('credit card: paid at the average payment, with utilisation and high-rate advice', () => {
    // r = 0.02, r·B = 60.02; n = −ln(1 − 60.02/150)/ln(1.02) = 0.511036/0.0198026 = 25.81 → 26
    // Interest: 25 × 150 + last payment 121.2919 − 3001 = 870.2919
    // Utilisation 3001/10000 = 30.01% → '30.0%', high
    const insights = smartInsights('credit_cards', {
      current_balance: 3001,
      credit_limit: 10000,
      apr: 24,
      minimum_payment: 60.5,
      average_monthly_payment: 150,
    })
    expect(insights).toEqual({
      monthlyPaymentEstimateDollars: null,
      estimateMonths: null,
      payoffMonths: 26,
      payoffText: 'Payoff time: 2 years, 2 months',
      totalInterestCents: 87_029,
      rateAdvice: 'High rate - prioritize paying this off',
      utilization: { percent: 30, label: '30.0%', high: true },
    })
  })

  it('credit card: paid at the minimum when no average is given', () => {
    // 3001 at 24% paying 60.02 is exactly the interest: never paid off
    const insights = smartInsights('credit_cards', { current_balance: 3001, apr: 24, minimum_payment: 60.02 })
    expect(insights).toMatchObject({ payoffMonths: null, payoffText: null, totalInterestCents: null })
  })

  it('auto loan: the estimate uses the ORIGINAL amount and its term', () => {
    // Estimate: 30,000 at 5% over 60 months = 566.137 → $566 (the $20,000 balance would give $377)
    // Payoff of 20,000 at 566.14: n = −ln(1 − 83.333/566.14)/ln(1.0041667) = 38.29 → 39
    // Interest: 38 × 566.14 + 166.4523 − 20,000 = 1679.7723
    const insights = smartInsights('auto_loans', {
      current_balance: 20000,
      original_loan_amount: 30000,
      loan_term_months: 60,
      monthly_payment: 566.14,
      interest_rate: 5,
    })
    expect(insights).toEqual({
      monthlyPaymentEstimateDollars: 566,
      estimateMonths: 60,
      payoffMonths: 39,
      payoffText: 'Payoff time: 3 years, 3 months',
      totalInterestCents: 167_977,
      rateAdvice: null,
      utilization: null,
    })
  })

  it('personal loan without remaining months: the estimate uses the balance and its whole term', () => {
    // Estimate: 10,000 at 10% over 36 months = 322.67 → $323
    // Payoff at $400: n = −ln(1 − 83.333/400)/ln(1.0083333) = 28.15 → 29; interest 1260.3835
    expect(
      smartInsights('personal_loans', {
        current_balance: 10000,
        monthly_payment: 400,
        interest_rate: 10,
        loan_term_months: 36,
      }),
    ).toEqual({
      monthlyPaymentEstimateDollars: 323,
      estimateMonths: 36,
      payoffMonths: 29,
      payoffText: 'Payoff time: 2 years, 5 months',
      totalInterestCents: 126_038,
      rateAdvice: null,
      utilization: null,
    })
  })

  it('student loan: no estimate; low-rate advice below 3%', () => {
    // 25,000 at 4% paying 300: n = −ln(1 − 83.333/300)/ln(1.0033333) = 97.79 → 98; interest 4336.8853
    expect(smartInsights('student_loans', { current_balance: 25000, monthly_payment: 300, interest_rate: 4 })).toEqual({
      monthlyPaymentEstimateDollars: null,
      estimateMonths: null,
      payoffMonths: 98,
      payoffText: 'Payoff time: 8 years, 2 months',
      totalInterestCents: 433_689,
      rateAdvice: null,
      utilization: null,
    })
    expect(
      smartInsights('student_loans', { current_balance: 25000, monthly_payment: 300, interest_rate: 2.5 })?.rateAdvice,
    ).toBe('Excellent rate - consider investing instead of early payoff')
  })

  it('a 0% loan shows no total interest (only a positive one is shown)', () => {
    // 10,000 / 400 = 25 months
    expect(
      smartInsights('personal_loans', {
        current_balance: 10000,
        monthly_payment: 400,
        interest_rate: 0,
        loan_term_months: 36,
      }),
    ).toEqual({
      monthlyPaymentEstimateDollars: 278, // 10,000 / 36 = 277.78
      estimateMonths: 36,
      payoffMonths: 25,
      payoffText: 'Payoff time: 2 years, 1 month',
      totalInterestCents: null,
      rateAdvice: 'Excellent rate - consider investing instead of early payoff',
      utilization: null,
    })
  })

  it('is hidden unless both the balance and the monthly payment are above 0', () => {
    expect(smartInsights('mortgage_real_estate', { current_balance: 300000, interest_rate: 6.5 })).toBeNull()
    expect(smartInsights('mortgage_real_estate', { current_balance: 300000, monthly_payment: 0 })).toBeNull()
    expect(smartInsights('mortgage_real_estate', { current_balance: 0, monthly_payment: 2000 })).toBeNull()
    expect(smartInsights('credit_cards', { current_balance: 0, credit_limit: 1000, minimum_payment: 25 })).toBeNull()
  })

  it('leaves rate-dependent figures out while the rate is empty', () => {
    expect(
      smartInsights('credit_cards', { current_balance: 2500, credit_limit: 10000, average_monthly_payment: 300 }),
    ).toEqual({
      monthlyPaymentEstimateDollars: null,
      estimateMonths: null,
      payoffMonths: null,
      payoffText: null,
      totalInterestCents: null,
      rateAdvice: null,
      utilization: { percent: 25, label: '25.0%', high: false },
    })
  })

  it('shows the estimate but no payoff when the payment is below the interest', () => {
    // 300,000 at 6.5%: interest is 1625 a month, more than 1500
    expect(
      smartInsights('mortgage_real_estate', {
        current_balance: 300000,
        monthly_payment: 1500,
        interest_rate: 6.5,
        loan_term_years: 30,
      }),
    ).toMatchObject({
      monthlyPaymentEstimateDollars: 1896,
      payoffMonths: null,
      payoffText: null,
      totalInterestCents: null,
    })
  })

  it('works on what readSmartFormValues makes of raw form text', () => {
    const values = readSmartFormValues('mortgage_real_estate', {
      description: 'Home',
      current_balance: '$300,000',
      monthly_payment: '2,000',
      interest_rate: '6.5',
      loan_term_years: '',
    })
    expect(smartInsights('mortgage_real_estate', values)).toMatchObject({
      monthlyPaymentEstimateDollars: 1896,
      payoffMonths: 310,
    })
  })
})

describe('payment estimate over the months left (mortgages and personal loans)', () => {
  // Hand calculation, P·r·(1+r)^n / ((1+r)^n − 1) with r = annual rate / 12, in 40-digit decimals:
  //   250,000 at 6.5% over 240 months: (1+r)^240 = 3.6564467…, payment 1,863.9328… → $1,864
  //   250,000 at 6.5% over 360 months: (1+r)^360 = 6.9917979…, payment 1,580.1700… → $1,580
  //   250,000 at 6.5% over 241 months: payment 1,860.1602… → $1,860
  //   10,000 at 10% over 24 months: (1+r)^24 = 1.2203909…, payment 461.4492… → $461
  const today = new Date('2026-03-15T12:00:00Z')
  const mortgage = { current_balance: 250000, monthly_payment: 1900, interest_rate: 6.5, loan_term_years: 30 }

  it('$250,000 with 20 of 30 years left at 6.5% is $1,864 a month, not the 30-year $1,580', () => {
    const insights = smartInsights('mortgage_real_estate', { ...mortgage, purchase_date: '2016-03-15' }, today)
    expect(insights).toMatchObject({ monthlyPaymentEstimateDollars: 1864, estimateMonths: 240 })
    // Without a start date or remaining term the loan is taken as new: 360 months.
    expect(smartInsights('mortgage_real_estate', mortgage, today)).toMatchObject({
      monthlyPaymentEstimateDollars: 1580,
      estimateMonths: 360,
    })
  })

  it('counts a month once its day is reached', () => {
    // Bought 2016-03-16: on 2026-03-15 only 119 months have passed, 241 are left.
    expect(smartInsights('mortgage_real_estate', { ...mortgage, purchase_date: '2016-03-16' }, today)).toMatchObject({
      monthlyPaymentEstimateDollars: 1860,
      estimateMonths: 241,
    })
  })

  it('uses the typed remaining years when there is no date, and the date over them when there is', () => {
    expect(smartInsights('mortgage_real_estate', { ...mortgage, remaining_years: 20 }, today)).toMatchObject({
      monthlyPaymentEstimateDollars: 1864,
      estimateMonths: 240,
    })
    // The date keeps the figure right as time passes; a typed remaining term goes stale.
    expect(
      smartInsights('mortgage_real_estate', { ...mortgage, remaining_years: 25, purchase_date: '2016-03-15' }, today),
    ).toMatchObject({ estimateMonths: 240 })
  })

  it('a refinanced mortgage runs its term from the refinance date', () => {
    // Bought 2006, refinanced 2016-03-01 into a new 30-year loan: 120 months gone, 240 left.
    expect(
      smartInsights(
        'mortgage_real_estate',
        { ...mortgage, purchase_date: '2006-06-01', refinance_date: '2016-03-01' },
        today,
      ),
    ).toMatchObject({ monthlyPaymentEstimateDollars: 1864, estimateMonths: 240 })
  })

  it('shows no estimate once the term has run out', () => {
    expect(smartInsights('mortgage_real_estate', { ...mortgage, purchase_date: '1990-01-01' }, today)).toMatchObject({
      monthlyPaymentEstimateDollars: null,
      estimateMonths: null,
      payoffMonths: expect.any(Number),
    })
  })

  it('personal loan: $10,000 at 10% with 24 of 36 months left is $461', () => {
    expect(
      smartInsights(
        'personal_loans',
        { current_balance: 10000, monthly_payment: 400, interest_rate: 10, loan_term_months: 36, remaining_months: 24 },
        today,
      ),
    ).toMatchObject({ monthlyPaymentEstimateDollars: 461, estimateMonths: 24 })
  })

  it('monthsSince and remainingTermMonths', () => {
    expect(monthsSince('2016-03-15', today)).toBe(120)
    expect(monthsSince('2016-03-16', today)).toBe(119)
    expect(monthsSince('2026-03-15', today)).toBe(0)
    expect(monthsSince('2027-01-01', today)).toBe(0)
    expect(monthsSince('15/03/2016', today)).toBeNull()
    expect(remainingTermMonths({ termMonths: 360, startDate: '2016-03-15' }, today)).toBe(240)
    expect(remainingTermMonths({ termMonths: 360, typedRemainingMonths: 0 }, today)).toBeNull()
    expect(remainingTermMonths({ termMonths: 120, startDate: '2016-03-15' }, today)).toBeNull()
    expect(remainingTermMonths({ startDate: '2016-03-15' }, today)).toBeNull()
  })
})
