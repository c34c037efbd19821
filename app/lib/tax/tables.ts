// Federal income tax rate schedules and standard deductions, one table per tax year, each
// with the IRS publication it comes from. Amounts are written in whole dollars, exactly as the
// publication prints them (so a reader can check them line by line), and converted to cents
// once, below.
//
// Sources:
//   2024: Rev. Proc. 2023-34, section 3.01 (Tables 1–4) and 3.15 (standard deduction).
//   2025: Rev. Proc. 2024-40, section 3.01 (Tables 1–4). Standard deduction: the One Big
//         Beautiful Bill Act (Pub. L. 119-21, sec. 70102, July 2025) raised the 2025 amounts
//         to $15,750 / $31,500 / $23,625 above Rev. Proc. 2024-40's $15,000 / $30,000 / $22,500;
//         the law's figures are the ones that apply to 2025 returns and are used here.
//   2026: Rev. Proc. 2025-32, section 4.01 (Tables 1–4) and the standard deduction amounts
//         ($16,100 / $32,200 / $24,150), which already include the OBBBA amendments. Written
//         from the IRS release of October 2025 (IR-2025-103) and cross-checked against two
//         independent secondary sources, which agree; the primary text was not re-read here,
//         so 2026 is flagged in the README as less certain than 2024 and 2025.
//
// Where the product spec (02-planning-panels-goals.md section 9, Tax) disagrees with the IRS:
//   - Single 24 % bracket upper limit: the spec says 191,650; Rev. Proc. 2023-34 says 191,950.
//   - "Other statuses use the single table": wrong for head of household (its own, wider
//     lower brackets and a $21,900 standard deduction for 2024) and for married filing
//     separately (35 % ends at 365,600 for 2024, not 609,350). Each status has its own table
//     here; a qualifying surviving spouse uses the joint table and deduction (IRC 1(a), 63(c)).
//   - The spec gives no standard deduction for head of household or separate filers:
//     2024 HoH 21,900, MFS 14,600.
//   - The spec's tables are 2024 only; every other year needs its own table.
// Not modelled: the additional standard deduction for age 65 or blindness, the OBBBA senior
// deduction (2025–2028), the dependent-filer standard deduction, the IRS Tax Table's $50
// rows under $100,000 (we use the rate schedule, which can differ from the Tax Table by a few
// dollars), capital gains rates and the AMT.

export const FILING_STATUSES = [
  'single',
  'married_filing_jointly',
  'married_filing_separately',
  'head_of_household',
] as const
export type FilingStatus = (typeof FILING_STATUSES)[number]

export type TaxBracket = {
  /** Marginal rate in whole percent. */
  ratePercent: number
  /** Upper limit of taxable income taxed at this rate, in cents; null for the top bracket. */
  upToCents: number | null
}

export type TaxYearTable = {
  year: number
  source: string
  brackets: Record<FilingStatus, TaxBracket[]>
  standardDeductionCents: Record<FilingStatus, number>
}

const RATES = [10, 12, 22, 24, 32, 35, 37] as const

/** Six upper limits in dollars for the 10 % … 35 % brackets; 37 % has none. */
type Limits = readonly [number, number, number, number, number, number]

function schedule(limits: Limits): TaxBracket[] {
  return RATES.map((ratePercent, index) => ({
    ratePercent,
    upToCents: index < limits.length ? limits[index] * 100 : null,
  }))
}

function table(
  year: number,
  source: string,
  limits: Record<FilingStatus, Limits>,
  standardDeductionDollars: Record<FilingStatus, number>,
): TaxYearTable {
  return {
    year,
    source,
    brackets: {
      single: schedule(limits.single),
      married_filing_jointly: schedule(limits.married_filing_jointly),
      married_filing_separately: schedule(limits.married_filing_separately),
      head_of_household: schedule(limits.head_of_household),
    },
    standardDeductionCents: {
      single: standardDeductionDollars.single * 100,
      married_filing_jointly: standardDeductionDollars.married_filing_jointly * 100,
      married_filing_separately: standardDeductionDollars.married_filing_separately * 100,
      head_of_household: standardDeductionDollars.head_of_household * 100,
    },
  }
}

export const TAX_TABLES: Record<number, TaxYearTable> = {
  2024: table(
    2024,
    'Rev. Proc. 2023-34',
    {
      single: [11_600, 47_150, 100_525, 191_950, 243_725, 609_350],
      married_filing_jointly: [23_200, 94_300, 201_050, 383_900, 487_450, 731_200],
      married_filing_separately: [11_600, 47_150, 100_525, 191_950, 243_725, 365_600],
      head_of_household: [16_550, 63_100, 100_500, 191_950, 243_700, 609_350],
    },
    { single: 14_600, married_filing_jointly: 29_200, married_filing_separately: 14_600, head_of_household: 21_900 },
  ),
  2025: table(
    2025,
    'Rev. Proc. 2024-40 (brackets); Pub. L. 119-21 sec. 70102 (standard deduction)',
    {
      single: [11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
      married_filing_jointly: [23_850, 96_950, 206_700, 394_600, 501_050, 751_600],
      married_filing_separately: [11_925, 48_475, 103_350, 197_300, 250_525, 375_800],
      head_of_household: [17_000, 64_850, 103_350, 197_300, 250_500, 626_350],
    },
    { single: 15_750, married_filing_jointly: 31_500, married_filing_separately: 15_750, head_of_household: 23_625 },
  ),
  2026: table(
    2026,
    'Rev. Proc. 2025-32',
    {
      single: [12_400, 50_400, 105_700, 201_775, 256_225, 640_600],
      married_filing_jointly: [24_800, 100_800, 211_400, 403_550, 512_450, 768_700],
      married_filing_separately: [12_400, 50_400, 105_700, 201_775, 256_225, 384_350],
      head_of_household: [17_700, 67_450, 105_700, 201_750, 256_200, 640_600],
    },
    { single: 16_100, married_filing_jointly: 32_200, married_filing_separately: 16_100, head_of_household: 24_150 },
  ),
}

export const TAX_YEARS: readonly number[] = Object.keys(TAX_TABLES)
  .map(Number)
  .sort((a, b) => a - b)

export function taxTable(year: number): TaxYearTable | null {
  return TAX_TABLES[year] ?? null
}

/**
 * The table to use for a year we have no table for: the closest year we do have (a later
 * year falls back to the newest table, an earlier one to the oldest). Callers should say so.
 */
export function nearestTaxYear(year: number): number {
  if (TAX_TABLES[year]) return year
  let best = TAX_YEARS[0]
  for (const candidate of TAX_YEARS) if (Math.abs(candidate - year) <= Math.abs(best - year)) best = candidate
  return best
}

/**
 * The tax table status for a stored filing status. The profile's tax info spells them
 * married_jointly / married_separately / qualifying_widow; the tax panel uses the long forms.
 * A qualifying surviving spouse files with the joint rate schedule and standard deduction.
 */
export function normalizeFilingStatus(value: string | null | undefined): FilingStatus | null {
  switch ((value ?? '').trim().toLowerCase()) {
    case 'single':
      return 'single'
    case 'married_filing_jointly':
    case 'married_jointly':
    case 'qualifying_widow':
    case 'qualifying_widower':
    case 'qualifying_surviving_spouse':
      return 'married_filing_jointly'
    case 'married_filing_separately':
    case 'married_separately':
      return 'married_filing_separately'
    case 'head_of_household':
      return 'head_of_household'
    default:
      return null
  }
}
