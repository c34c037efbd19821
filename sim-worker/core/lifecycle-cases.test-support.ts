// Households the lifecycle tests hold one way of running to another (a split run, the scenario medians)
// under every return model and strategy: saving, a mortgage that ends, Social Security, retirement
// withdrawals with tax, a crash and shifts, a retiree who runs out. Imported by *.test.ts files only.

import type { LifecycleInput } from './lifecycle-types.ts'

const MIX = { stocks: 0.78, bonds: 0.22, cash: 0 }
export const household: LifecycleInput = {
  current_age: 38,
  retirement_age: 65,
  planning_age: 95,
  birth_year: 1988,
  iterations: 700,
  accounts: {
    cash: 30_200,
    taxable: 38_500,
    taxable_basis: 38_500,
    tax_deferred: 182_000,
    roth: 41_000,
    real_estate: 465_000,
  },
  allocations: {
    cash: { stocks: 0, bonds: 0, cash: 1 },
    taxable: { stocks: 0.85, bonds: 0.1, cash: 0.05 },
    tax_deferred: MIX,
    roth: MIX,
  },
  loans: [
    { balance: 318_000, annual_rate: 0.0625, monthly_payment: 2_150 },
    { balance: 14_800, annual_rate: 0.059, monthly_payment: 465 },
  ],
  monthly_spending: 4_545,
  working: {
    annual_salary: 102_600,
    monthly_take_home: 6_400,
    salary_growth: 0.02,
    k401_rate: 0.04,
    employer_match: { rate: 0.5, up_to: 0.06 },
    ira_annual: 0,
    surplus_to: 'taxable',
  },
  income: { social_security: { claiming_age: 67, monthly_benefit: 2_900 } },
  limits: { k401_employee: 24_500, k401_catch_up: 8_000, ira: 7_500, ira_catch_up: 1_100 },
  tax: {
    thresholds: [0, 11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
    rates: [0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37],
    standard_deduction: 15_000,
  },
  strategy: { kind: 'fixed_real' },
  market: { stock_return: 0.05, bond_return: 0.04, real_estate_return: 0.025, inflation: 0.025 },
  return_model: { kind: 'parametric' },
  seed: 7,
}

export const CASES: [string, Partial<LifecycleInput>][] = [
  ['parametric, fixed real spending', {}],
  ['parametric, with the seed derived from the input', { seed: undefined }],
  ['bootstrap in 5-year blocks, fixed percentage', {
    return_model: { kind: 'bootstrap', block_years: 5 },
    strategy: { kind: 'fixed_percentage', rate: 0.04 },
  }],
  ['bootstrap in 3-year blocks, guardrails', {
    return_model: { kind: 'bootstrap', block_years: 3 },
    strategy: { kind: 'guardrails', initial_rate: 0.05 },
  }],
  ['replay of every historical window', {
    return_model: { kind: 'replay' },
    current_age: 60,
    retirement_age: 60,
    planning_age: 90,
  }],
  ['parametric with a crash and return and inflation shifts', {
    shocks: { crash: { year: 3, drop: 0.3 }, return_shift: -0.01, inflation_shift: 0.01 },
  }],
  ['parametric, a retiree who runs out', {
    current_age: 70,
    retirement_age: 70,
    monthly_spending: 9_000,
    working: { ...household.working, annual_salary: 0, monthly_take_home: 0, k401_rate: 0 },
  }],
]
