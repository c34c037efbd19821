import { describe, expect, it } from 'vitest'
import { MAX_AMOUNT_CENTS, centsToDollars, dollarsToCents, parseMoneyToCents } from '../../app/lib/money.ts'
import { formatCents, formatCentsCompact, formatCentsExact } from '../../app/lib/format.ts'

describe('parseMoneyToCents', () => {
  it.each([
    ['0.29', 29], // 0.29 * 100 is 28.999999999999996 in binary floating point
    ['1,234.5', 123450], // 1234 dollars and 50 cents
    ['999,999,999.99', 99_999_999_999], // the spec's amount maximum
    ['$1,234.56', 123456],
    ['  42  ', 4200],
    ['$ 7', 700],
    ['.5', 50],
    ['5.', 500],
    ['0', 0],
    ['0.01', 1],
    ['$0.10', 10],
    ['007', 700],
    ['1234567', 123_456_700],
    ['1,000,000', 100_000_000],
    ['123,456.7', 12_345_670],
  ])('reads %j as %d cents', (text, cents) => {
    expect(parseMoneyToCents(text)).toBe(cents)
  })

  it.each([
    '',
    '   ',
    '-5',
    '$-5',
    '-$5',
    '+5',
    'abc',
    '12a',
    '1.2.3',
    '1..2',
    '1.234', // three decimals
    '0.001',
    '1,5', // a European decimal comma, not a thousands separator
    '12,34',
    '1,2345',
    ',123',
    '1,234,56',
    '1,,234',
    '$',
    '.',
    '$.',
    '1 234',
    '1e3',
    '0x10',
    'Infinity',
    'NaN',
    '$$5',
  ])('rejects %j', (text) => {
    expect(parseMoneyToCents(text)).toBeNull()
  })

  it('is exact for every cent value from $0.00 to $999.99', () => {
    for (let cents = 0; cents < 100_000; cents++) {
      const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
      if (parseMoneyToCents(text) !== cents) expect.fail(`${text} → ${parseMoneyToCents(text)}`)
    }
  })

  it('keeps to safe integers: 90,071,992,547,409.91 is Number.MAX_SAFE_INTEGER cents, .92 is not', () => {
    // Number.MAX_SAFE_INTEGER = 9,007,199,254,740,991 = 90,071,992,547,409 dollars and 91 cents.
    expect(parseMoneyToCents('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER)
    expect(parseMoneyToCents('90071992547409.92')).toBeNull()
    expect(parseMoneyToCents('1' + '0'.repeat(30))).toBeNull()
  })

  it('does not cap at the entry maximum: that is the schemas’ job', () => {
    expect(parseMoneyToCents('1,000,000,000')).toBe(MAX_AMOUNT_CENTS + 1)
  })
})

describe('centsToDollars', () => {
  it.each([
    [123450, 1234.5],
    [29, 0.29],
    [0, 0],
    [-5, -0.05],
    [99_999_999_999, 999_999_999.99],
  ])('%d cents is %d dollars', (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars)
  })
})

describe('dollarsToCents', () => {
  it.each([
    [1234.5, 123450],
    [0.29, 29],
    [19.99, 1999],
    [999_999_999.99, 99_999_999_999],
    [1.005, 101], // rounds 1.005 as written: half a cent rounds away from zero
    [1.004, 100],
    [0.125, 13],
    [0.115, 12],
    [-1.005, -101],
    [-0.29, -29],
    [1e-7, 0], // written 1e-7 by JavaScript
    [7, 700],
  ])('%d dollars is %d cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents)
  })

  it('never answers -0', () => {
    expect(Object.is(dollarsToCents(-0.001), 0)).toBe(true)
    expect(Object.is(dollarsToCents(-0), 0)).toBe(true)
  })

  it.each([NaN, Infinity, -Infinity, 1e21, 1e17])('rejects %d', (dollars) => {
    expect(dollarsToCents(dollars)).toBeNull()
  })

  it('round-trips every cent from 0 to $2,000.00 through centsToDollars', () => {
    for (let cents = 0; cents <= 200_000; cents++) {
      if (dollarsToCents(centsToDollars(cents)) !== cents) expect.fail(`${cents}`)
    }
  })
})

describe('formatCents (whole dollars, halves away from zero)', () => {
  it.each([
    [-123456, '-$1,235'], // -1234.56 → -1235
    [49, '$0'],
    [50, '$1'],
    [149, '$1'],
    [150, '$2'],
    [-49, '$0'], // rounds to zero: no minus sign
    [-50, '-$1'],
    [0, '$0'],
    [100_000, '$1,000'],
    [123_456_789, '$1,234,568'], // 1,234,567.89 → 1,234,568
    [99_999_999_999, '$1,000,000,000'], // 999,999,999.99 → 1,000,000,000
  ])('%d cents → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text)
  })
})

describe('formatCentsExact', () => {
  it.each([
    [-123456, '-$1,234.56'],
    [5, '$0.05'],
    [0, '$0.00'],
    [100, '$1.00'],
    [123450, '$1,234.50'],
    [99_999_999_999, '$999,999,999.99'],
  ])('%d cents → %s', (cents, text) => {
    expect(formatCentsExact(cents)).toBe(text)
  })
})

describe('formatCentsCompact', () => {
  it.each([
    [869_889_500, '$8.7M'],
    [35_000_000, '$350K'],
    [44_955_000, '$450K'],
    [-12_345, '-$123'],
    [0, '$0'],
  ])('%s cents → %s', (cents, text) => {
    expect(formatCentsCompact(cents)).toBe(text)
  })
})
