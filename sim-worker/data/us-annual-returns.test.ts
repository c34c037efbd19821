import { describe, expect, it } from 'vitest'
import {
  HISTORICAL_FIRST_YEAR,
  HISTORICAL_LAST_YEAR,
  HISTORICAL_YEAR_COUNT,
  historicalYearIndex,
  US_ANNUAL_RETURN_ROWS,
  US_ANNUAL_RETURNS,
  type UsAnnualReturnRow,
} from './us-annual-returns.ts'

type Column = Exclude<keyof UsAnnualReturnRow, 'year'>
const COLUMNS: readonly Column[] = ['stocks', 'tBills', 'tBonds10y', 'baaCorporate', 'cpiInflation']

function values(column: Column, from: number, to: number): number[] {
  return US_ANNUAL_RETURN_ROWS.filter((row) => row.year >= from && row.year <= to).map((row) => row[column])
}

const arithmeticMean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length
/** Compound annual rate: what $1 grew to, to the power 1 / years (Damodaran's "geometric average"). */
const geometricMean = (xs: number[]) => Math.exp(xs.reduce((sum, x) => sum + Math.log1p(x), 0) / xs.length) - 1

describe('US annual returns table', () => {
  it('has one row per year from 1928 to 2025, none missing or repeated', () => {
    expect(HISTORICAL_FIRST_YEAR).toBe(1928)
    expect(HISTORICAL_LAST_YEAR).toBe(2025)
    expect(US_ANNUAL_RETURN_ROWS).toHaveLength(HISTORICAL_YEAR_COUNT)
    US_ANNUAL_RETURN_ROWS.forEach((row, i) => expect(row.year).toBe(HISTORICAL_FIRST_YEAR + i))
  })

  it('holds the same numbers in the typed columns as in the rows', () => {
    for (const column of COLUMNS) {
      expect(US_ANNUAL_RETURNS[column]).toHaveLength(HISTORICAL_YEAR_COUNT)
      expect(Array.from(US_ANNUAL_RETURNS[column])).toEqual(US_ANNUAL_RETURN_ROWS.map((row) => row[column]))
    }
    expect(Array.from(US_ANNUAL_RETURNS.years)).toEqual(US_ANNUAL_RETURN_ROWS.map((row) => row.year))
  })

  it('maps a year to its column index and refuses years it does not have', () => {
    expect(historicalYearIndex(1928)).toBe(0)
    expect(historicalYearIndex(2025)).toBe(HISTORICAL_YEAR_COUNT - 1)
    expect(US_ANNUAL_RETURNS.stocks[historicalYearIndex(1931)]).toBe(-0.438375)
    for (const year of [1927, 2026, 1990.5, Number.NaN]) {
      expect(() => historicalYearIndex(year)).toThrow(RangeError)
    }
  })

  // Bounds a little outside the record's extremes (stocks -43.8 % in 1931 to +52.6 % in 1954; bills 0.03 % to
  // 14.04 %; T-bonds -17.8 % in 2022 to +32.8 % in 1982; CPI -10.3 % in 1932 to +18.1 % in 1946): a value
  // outside them is a typo, such as a percentage entered as a fraction.
  const bounds: [Column, number, number][] = [
    ['stocks', -0.45, 0.55],
    ['tBills', 0, 0.15],
    ['tBonds10y', -0.2, 0.35],
    ['baaCorporate', -0.2, 0.35],
    ['cpiInflation', -0.11, 0.19],
  ]
  it.each(bounds)('keeps %s within [%d, %d]', (column, low, high) => {
    for (const value of values(column, HISTORICAL_FIRST_YEAR, HISTORICAL_LAST_YEAR)) {
      expect(value).toBeGreaterThanOrEqual(low)
      expect(value).toBeLessThanOrEqual(high)
    }
  })

  // Damodaran, histretSP, January 2026 update, "Returns by year", rows "Arithmetic/Geometric Average Historical
  // Return 1928-2025" (shown as 11.85 %, 10.02 %, ... on histretSP.html). 0.0001 = 0.01 pp: the published
  // figures are rounded to 0.01 pp and the table to 6 decimals.
  const published2026: [Column, number, number][] = [
    ['stocks', 0.1185, 0.1002],
    ['tBills', 0.0341, 0.0337],
    ['tBonds10y', 0.0482, 0.0453],
    ['baaCorporate', 0.069, 0.0663],
  ]
  it.each(published2026)('matches the published 1928-2025 averages of %s', (column, arithmetic, geometric) => {
    const xs = values(column, 1928, 2025)
    expect(Math.abs(arithmeticMean(xs) - arithmetic)).toBeLessThanOrEqual(0.0001)
    expect(Math.abs(geometricMean(xs) - geometric)).toBeLessThanOrEqual(0.0001)
  })

  // The January 2025 edition's 1928-2024 averages for the columns it shares unchanged with this one. Its T-bill
  // averages (3.36 % / 3.31 %) are not comparable: the January 2026 edition changed the bill series from 1982 on.
  const published2025: [Column, number, number][] = [
    ['stocks', 0.1179, 0.0994],
    ['tBonds10y', 0.0479, 0.045],
  ]
  it.each(published2025)(
    'matches the January 2025 edition 1928-2024 averages of %s',
    (column, arithmetic, geometric) => {
      const xs = values(column, 1928, 2024)
      expect(Math.abs(arithmeticMean(xs) - arithmetic)).toBeLessThanOrEqual(0.0001)
      expect(Math.abs(geometricMean(xs) - geometric)).toBeLessThanOrEqual(0.0001)
    },
  )

  it('compounds inflation to the BLS index: CPI-U Dec 1927 17.3 to Dec 2025 324.054', () => {
    const compounded = values('cpiInflation', 1928, 2025).reduce((level, rate) => level * (1 + rate), 17.3)
    expect(Math.abs(compounded / 324.054 - 1)).toBeLessThanOrEqual(1e-4)
    expect(geometricMean(values('cpiInflation', 1928, 2025))).toBeCloseTo(0.030352, 5)
  })

  // Each checked against the January 2026 workbook (and, for CPI, against the BLS index levels).
  const knownYears: [number, Column, number][] = [
    [1931, 'stocks', -0.438375], // the worst year
    [1954, 'stocks', 0.525633], // the best year
    [1974, 'stocks', -0.259018],
    [2008, 'stocks', -0.365523],
    [1981, 'tBills', 0.140362], // average 3-month bill rate of 1981
    [1982, 'tBonds10y', 0.328145],
    [2022, 'tBonds10y', -0.178282],
    [1980, 'cpiInflation', 0.125163], // December to December (the annual-average change is 13.5 %)
    [1946, 'cpiInflation', 0.181319],
    [2025, 'cpiInflation', 0.026771], // BLS final 324.054 / 315.605 - 1, not the workbook's provisional 2.74 %
  ]
  it.each(knownYears)('has %i %s = %d', (year, column, expected) => {
    expect(US_ANNUAL_RETURN_ROWS[historicalYearIndex(year)][column]).toBe(expected)
  })
})
