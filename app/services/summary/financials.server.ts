import { CATALOGUE } from '../../lib/catalogue.ts'
import { debtToIncomeRatio, dtiStatus, emergencyFundMonths, type DtiStatus } from '../../lib/financial-ratios.ts'
import { loanPaymentCents } from '../../lib/loan-math.ts'
import type { EntryTotals } from '../finance/entry-totals.server.ts'
import { summaryOfTotals } from '../finance/summary.server.ts'

// The summary's figures from the entry totals, in cents. Net worth, cash flow, loan payments and
// the savings rate are summaryOfTotals' (the same rule as every other screen); this adds the
// ratios and the four-way allocation the summary speaks in.

export type AllocationClass = 'realEstate' | 'investments' | 'cash' | 'personalProperty'
export type AllocationShare = { percentage: number; valueCents: number }
export type SubcategoryTotal = { subcategory: string; label: string; totalCents: number }

export type SummaryFinancials = {
  netWorthCents: number
  totalAssetsCents: number
  totalLiabilitiesCents: number
  monthlyIncomeCents: number
  monthlyExpensesCents: number
  /** Income − expense entries, as the cash-flow API's monthly_surplus; loan payments are apart. */
  monthlySurplusCents: number
  monthlyLoanPaymentsCents: number
  /** Percent to one decimal, after loan payments (savingsRate in app/lib/financial-summary.ts). */
  savingsRate: number
  /** Percent to one decimal; null without income. */
  debtToIncomeRatio: number | null
  dtiStatus: DtiStatus | null
  /** Months of expenses the bank accounts cover, one decimal; null without expenses. */
  emergencyFundCoverage: number | null
  assetAllocation: Record<AllocationClass, AllocationShare>
  assets: SubcategoryTotal[]
  liabilities: (SubcategoryTotal & { monthlyPaymentCents: number })[]
  entryCount: number
}

/**
 * Which of the four classes an asset subcategory falls in. Business and other assets count as
 * investments: they are held for return, unlike the household's car or jewellery.
 */
function allocationClass(subcategory: string): AllocationClass {
  if (subcategory === 'real_estate') return 'realEstate'
  if (subcategory === 'cash_bank_accounts') return 'cash'
  if (subcategory === 'personal_property') return 'personalProperty'
  return 'investments'
}

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0)

function labelOf(category: 'assets' | 'liabilities', key: string) {
  return CATALOGUE[category].find((s) => s.key === key)?.label ?? key
}

function allocationOf(totals: EntryTotals): Record<AllocationClass, AllocationShare> {
  const value: Record<AllocationClass, number> = { realEstate: 0, investments: 0, cash: 0, personalProperty: 0 }
  for (const [subcategory, asset] of Object.entries(totals.assets))
    value[allocationClass(subcategory)] += asset.amount_cents
  const share = (key: AllocationClass) => ({
    valueCents: value[key],
    percentage: percentOf(value[key], totals.totalAssetsCents),
  })
  return {
    realEstate: share('realEstate'),
    investments: share('investments'),
    cash: share('cash'),
    personalProperty: share('personalProperty'),
  }
}

function liabilitiesOf(totals: EntryTotals) {
  const bySubcategory = new Map<string, { totalCents: number; monthlyPaymentCents: number }>()
  for (const loan of totals.liabilities) {
    const row = bySubcategory.get(loan.subcategory) ?? { totalCents: 0, monthlyPaymentCents: 0 }
    row.totalCents += loan.amount_cents
    row.monthlyPaymentCents += loanPaymentCents(loan)
    bySubcategory.set(loan.subcategory, row)
  }
  return [...bySubcategory].map(([subcategory, row]) => ({
    subcategory,
    label: labelOf('liabilities', subcategory),
    ...row,
  }))
}

export function summaryFinancials(totals: EntryTotals): SummaryFinancials {
  const summary = summaryOfTotals(totals)
  const cashCents = totals.assets.cash_bank_accounts?.amount_cents ?? 0
  const months = emergencyFundMonths(cashCents, summary.monthly_expenses_cents)
  const dti = debtToIncomeRatio(summary.monthly_loan_payments_cents, summary.monthly_income_cents)
  return {
    netWorthCents: summary.net_worth_cents,
    totalAssetsCents: summary.total_assets_cents,
    totalLiabilitiesCents: summary.total_liabilities_cents,
    monthlyIncomeCents: summary.monthly_income_cents,
    monthlyExpensesCents: summary.monthly_expenses_cents,
    monthlySurplusCents: summary.monthly_cash_flow_cents,
    monthlyLoanPaymentsCents: summary.monthly_loan_payments_cents,
    savingsRate: summary.savings_rate,
    debtToIncomeRatio: dti,
    dtiStatus: dti === null ? null : dtiStatus(dti),
    emergencyFundCoverage: months === null ? null : Math.round(months * 10) / 10,
    assetAllocation: allocationOf(totals),
    assets: Object.entries(totals.assets).map(([subcategory, asset]) => ({
      subcategory,
      label: labelOf('assets', subcategory),
      totalCents: asset.amount_cents,
    })),
    liabilities: liabilitiesOf(totals),
    entryCount: totals.entryCount,
  }
}
