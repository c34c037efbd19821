import { describe, expect, it } from 'vitest'
import {
  HIGH_RATE_ADVICE,
  LOW_RATE_ADVICE,
  amortizedMonthlyPaymentCents,
  amortizedMonthlyPaymentDollars,
  creditUtilization,
  formatPayoffTime,
  payoffMonths,
  payoffSchedule,
  rateAdvice,
  totalInterestCents,
} from '../../app/lib/loan-math.ts'

// Reference values below were computed apart from the code, with 40-digit decimal arithmetic:
//   payment = P·r·(1+r)^n / ((1+r)^n − 1), r = annual rate / 12
//   months  = ceil(−ln(1 − r·B/P) / ln(1 + r))
//   balance after k payments = B(1+r)^k − P((1+r)^k − 1)/r

describe('amortizedMonthlyPaymentCents / Dollars', () => {
  it('a 30-year 6.5% mortgage of $300,000 is $1,896 a month', () => {
    // r = 0.065/12 = 0.0054166…, (1+r)^360 = 6.9917979738…
    // payment = 300000 × 0.0054166… × 6.99179797 / 5.99179797 = 1896.2040704…
    expect(amortizedMonthlyPaymentCents(30_000_000, 6.5, 360)).toBe(189_620)
    expect(amortizedMonthlyPaymentDollars(30_000_000, 6.5, 360)).toBe(1896)
  })

  it('a 15-year 4% loan of $200,000 is $1,479.38', () => {
    // r = 0.04/12, (1+r)^180 = 1.8203016273…, payment = 1479.3758512…
    expect(amortizedMonthlyPaymentCents(20_000_000, 4, 180)).toBe(147_938)
    expect(amortizedMonthlyPaymentDollars(20_000_000, 4, 180)).toBe(1479)
  })

  it('a 60-month 5% auto loan of $30,000 is $566.14 and a 36-month 10% loan of $10,000 is $322.67', () => {
    // (1 + 0.05/12)^60 = 1.2833586785…, payment = 566.1370093…
    expect(amortizedMonthlyPaymentCents(3_000_000, 5, 60)).toBe(56_614)
    expect(amortizedMonthlyPaymentDollars(3_000_000, 5, 60)).toBe(566)
    // (1 + 0.10/12)^36 = 1.3481818424…, payment = 322.6718719… → $323 in whole dollars
    expect(amortizedMonthlyPaymentCents(1_000_000, 10, 36)).toBe(32_267)
    expect(amortizedMonthlyPaymentDollars(1_000_000, 10, 36)).toBe(323)
  })

  it('a 0% loan pays principal / months', () => {
    // 12,000.00 / 48 = 250.00
    expect(amortizedMonthlyPaymentCents(1_200_000, 0, 48)).toBe(25_000)
    expect(amortizedMonthlyPaymentDollars(1_200_000, 0, 48)).toBe(250)
    // 1,000.00 / 3 = 333.333…
    expect(amortizedMonthlyPaymentCents(100_000, 0, 3)).toBe(33_333)
    expect(amortizedMonthlyPaymentDollars(100_000, 0, 3)).toBe(333)
  })

  it('rounds dollars once from the exact payment, not from the rounded cents', () => {
    // 2,998.99 / 2 = 1,499.495: cents round up to 1,499.50, yet the payment is below $1,499.50.
    expect(amortizedMonthlyPaymentCents(299_899, 0, 2)).toBe(149_950)
    expect(amortizedMonthlyPaymentDollars(299_899, 0, 2)).toBe(1499)
  })

  it('a zero principal pays nothing', () => {
    expect(amortizedMonthlyPaymentCents(0, 5, 12)).toBe(0)
  })

  it.each([
    [100_000, 5, 0],
    [100_000, 5, -12],
    [-100_000, 5, 12],
    [100_000, -1, 12],
    [NaN, 5, 12],
    [100_000, Infinity, 12],
  ])('is null for principal %d, rate %d, months %d', (principal, rate, months) => {
    expect(amortizedMonthlyPaymentCents(principal, rate, months)).toBeNull()
    expect(amortizedMonthlyPaymentDollars(principal, rate, months)).toBeNull()
  })
})

describe('payoffMonths and totalInterestCents', () => {
  it('$5,000 at 18% paying $200 a month takes 32 months and $1,313.96 of interest', () => {
    // r = 0.015; n = −ln(1 − 0.015 × 5000/200) / ln(1.015) = −ln(0.625) / ln(1.015)
    //   = 0.4700036 / 0.0148886 = 31.568 → 32 months (31 full payments and a partial one)
    // 1.015^31 = 1.586526…; balance after 31 payments = 5000 × 1.5865 − 200 × 0.5865/0.015 = 112.2798
    // last payment = 112.2798 × 1.015 = 113.9640; interest = 31 × 200 + 113.9640 − 5000 = 1313.9640
    expect(payoffMonths(500_000, 18, 20_000)).toBe(32)
    expect(totalInterestCents(500_000, 18, 20_000)).toBe(131_396)
    expect(payoffSchedule(500_000, 18, 20_000)).toEqual({ months: 32, totalInterestCents: 131_396 })
  })

  it('a 0% loan takes balance / payment months, rounded up, with no interest', () => {
    // 10,000 / 2,500 = 4 exactly; 10,000 / 3,000 = 3.33 → 4
    expect(payoffMonths(1_000_000, 0, 250_000)).toBe(4)
    expect(payoffMonths(1_000_000, 0, 300_000)).toBe(4)
    expect(totalInterestCents(1_000_000, 0, 300_000)).toBe(0)
  })

  it('is null when the payment does not cover the monthly interest', () => {
    // $10,000 at 12%: interest is 10000 × 0.01 = $100.00 a month
    expect(payoffMonths(1_000_000, 12, 10_000)).toBeNull()
    expect(payoffMonths(1_000_000, 12, 9_999)).toBeNull()
    expect(totalInterestCents(1_000_000, 12, 10_000)).toBeNull()
  })

  it('one cent above the interest pays off, slowly', () => {
    // n = −ln(1 − 100/100.01) / ln(1.01) = 9.2104 / 0.0099503 = 925.64 → 926 months
    // balance after 925 payments = 63.6463…, last payment 64.2827…
    // interest = 925 × 100.01 + 64.2827 − 10000 = 82,573.5327…
    expect(payoffMonths(1_000_000, 12, 10_001)).toBe(926)
    expect(totalInterestCents(1_000_000, 12, 10_001)).toBe(8_257_353)
  })

  it('is null at 1200 months or more, so at most 1199', () => {
    // 0%: 1,199.00 / 1.00 = 1199 months is reported; 1,200.00 / 1.00 = 1200 is not
    expect(payoffMonths(119_900, 0, 100)).toBe(1199)
    expect(payoffMonths(120_000, 0, 100)).toBeNull()
    // $1,000,000 at 12% paying $10,000.01: n = −ln(1 − 10000/10000.01)/ln(1.01) = 13.8155/0.0099503 = 1388.4
    expect(payoffMonths(100_000_000, 12, 1_000_001)).toBeNull()
    expect(totalInterestCents(100_000_000, 12, 1_000_001)).toBeNull()
  })

  it.each([
    [0, 5, 100],
    [-100, 5, 100],
    [100_000, 5, 0],
    [100_000, 5, -100],
    [100_000, -5, 1_000],
    [NaN, 5, 100],
    [100_000, NaN, 1_000],
  ])('is null for balance %d, rate %d, payment %d', (balance, rate, payment) => {
    expect(payoffMonths(balance, rate, payment)).toBeNull()
    expect(totalInterestCents(balance, rate, payment)).toBeNull()
  })

  it('a payment above the balance pays off in one month with one month of interest', () => {
    // $1,000 at 12%: 1000 × 0.01 = $10 interest, then paid in full
    expect(payoffSchedule(100_000, 12, 500_000)).toEqual({ months: 1, totalInterestCents: 1_000 })
  })

  it('agrees with the closed forms over many loans', () => {
    const cases: [number, number, number][] = []
    for (const balance of [50_000, 500_000, 2_345_678, 30_000_000])
      for (const rate of [0, 0.5, 3.25, 6.5, 18, 29.99, 50])
        for (const share of [0.002, 0.01, 0.05, 0.3, 1.1]) cases.push([balance, rate, Math.round(balance * share)])
    let compared = 0
    let foldedCases = 0
    for (const [balance, rate, payment] of cases) {
      const r = rate / 1200
      if (payment <= balance * r) {
        expect(payoffMonths(balance, rate, payment)).toBeNull()
        continue
      }
      const n = r === 0 ? balance / payment : -Math.log(1 - (r * balance) / payment) / Math.log(1 + r)
      const months = Math.ceil(n)
      if (months >= 1200) {
        expect(payoffMonths(balance, rate, payment)).toBeNull()
        continue
      }
      const k = months - 1
      const growth = Math.pow(1 + r, k)
      const left = r === 0 ? balance - payment * k : balance * growth - (payment * (growth - 1)) / r
      // What is left after k payments is paid with the k-th one when it is within the cent
      // rounding slack of k payments, 0.5¢ × ((1 + r)^k − 1) / r (0.5¢ × k at 0 %), and under
      // half a payment; otherwise it is a month of its own.
      const slack = Math.min(0.5 * (r === 0 ? k : (growth - 1) / r), payment / 2)
      const folded = k > 0 && left <= slack
      const interest = folded ? k * payment + left - balance : k * payment + left * (1 + r) - balance
      expect(payoffMonths(balance, rate, payment), `${balance} ${rate} ${payment}`).toBe(folded ? k : months)
      expect(Math.abs((totalInterestCents(balance, rate, payment) ?? NaN) - interest)).toBeLessThanOrEqual(1)
      if (folded) foldedCases++
      compared++
    }
    expect(compared).toBeGreaterThan(80)
    // $23,456.78 at 0 % paying $46.91 (the 500-month payment, 46.9136 rounded down): 500
    // payments leave $1.78, within the 500 × 0.5¢ = $2.50 slack, so 500 months, not 501.
    expect(foldedCases).toBeGreaterThan(0)
  })
})

describe('payoff of a loan paid at its own rounded payment', () => {
  it('$300,000 at 6.5% for 30 years at $1,896.20 pays off in 360 months, not 361', () => {
    // Exact payment 1,896.2040704…: $1,896.20 is 0.407¢ short each month. After 360 months
    // the shortfall is 0.407¢ × ((1+r)^360 − 1)/r = 0.407¢ × 1106.17 = $4.50, inside the
    // 0.5¢ × 1106.17 = $5.53 rounding slack, so the 360th payment is $1,900.70.
    // Interest: 360 × 1,896.20 + 4.50 − 300,000 = 382,636.50.
    expect(payoffSchedule(30_000_000, 6.5, 189_620)).toEqual({ months: 360, totalInterestCents: 38_263_650 })
  })

  it('$250,000 at 6.5% over 240 months ($1,863.93) pays off in 240', () => {
    // Exact payment 1,863.9328…: 0.28¢ short a month.
    expect(payoffMonths(25_000_000, 6.5, 186_393)).toBe(240)
  })

  it('a payment one cent below the rounded one still takes the extra month', () => {
    // $1,896.19 is 1.407¢ short a month: 1.407¢ × 1106.17 = $15.56 left, beyond the $5.53 slack.
    expect(payoffMonths(30_000_000, 6.5, 189_619)).toBe(361)
  })

  it('every common mortgage pays off in exactly its term: $100k–$800k, 3–8 %, 15/20/30 years', () => {
    let loans = 0
    for (let balanceDollars = 100_000; balanceDollars <= 800_000; balanceDollars += 12_500)
      for (let eighths = 24; eighths <= 64; eighths++)
        for (const years of [15, 20, 30]) {
          const balance = balanceDollars * 100
          const rate = eighths / 8
          const months = years * 12
          const payment = amortizedMonthlyPaymentCents(balance, rate, months)
          expect(payment).not.toBeNull()
          expect(payoffMonths(balance, rate, payment ?? 0), `${balanceDollars} at ${rate}% over ${years}y`).toBe(months)
          loans++
        }
    // 57 balances × 41 rates × 3 terms
    expect(loans).toBe(7011)
  })

  it('odd balances and the rounded-up payments pay off in the term too', () => {
    for (const balance of [10_000_001, 12_345_678, 33_333_333, 79_999_999])
      for (const rate of [3.125, 4.99, 6.875, 7.999])
        for (const months of [180, 240, 360]) {
          const payment = amortizedMonthlyPaymentCents(balance, rate, months) ?? 0
          expect(payoffMonths(balance, rate, payment), `${balance} ${rate} ${months}`).toBe(months)
        }
  })
})

describe('formatPayoffTime', () => {
  it.each([
    [32, 'Payoff time: 2 years, 8 months'],
    [12, 'Payoff time: 1 year, 0 months'],
    [13, 'Payoff time: 1 year, 1 month'],
    [1, 'Payoff time: 0 years, 1 month'],
    [361, 'Payoff time: 30 years, 1 month'],
    [1199, 'Payoff time: 99 years, 11 months'],
  ])('%d months → %s', (months, text) => {
    expect(formatPayoffTime(months)).toBe(text)
  })
})

describe('rateAdvice', () => {
  it.each([
    [0, LOW_RATE_ADVICE],
    [2.99, LOW_RATE_ADVICE],
    [3, null],
    [6.5, null],
    [15, null],
    [15.01, HIGH_RATE_ADVICE],
    [29.99, HIGH_RATE_ADVICE],
    [NaN, null],
  ])('%d%% → %s', (rate, advice) => {
    expect(rateAdvice(rate)).toBe(advice)
  })

  it('uses the spec’s wording', () => {
    expect(LOW_RATE_ADVICE).toBe('Excellent rate - consider investing instead of early payoff')
    expect(HIGH_RATE_ADVICE).toBe('High rate - prioritize paying this off')
  })
})

describe('creditUtilization', () => {
  it('$3,000 of $10,000 is 30.0% and not high (High is above 30%)', () => {
    expect(creditUtilization(300_000, 1_000_000)).toEqual({ percent: 30, label: '30.0%', high: false })
  })

  it('$3,001 of $10,000 shows 30.0% but is flagged high: 30.01% is above 30%', () => {
    expect(creditUtilization(300_100, 1_000_000)).toEqual({ percent: 30, label: '30.0%', high: true })
  })

  it('$2,999.99 of $10,000 (29.9999%) shows 30.0% and is not high', () => {
    expect(creditUtilization(299_999, 1_000_000)).toEqual({ percent: 30, label: '30.0%', high: false })
  })

  it.each([
    [100_000, 300_000, 33.3, '33.3%', true], // 1/3 = 33.33…
    [200_000, 300_000, 66.7, '66.7%', true], // 2/3 = 66.66…
    [1_500_000, 1_000_000, 150, '150.0%', true], // over the limit
    [0, 1_000_000, 0, '0.0%', false],
    [50, 100_000, 0.1, '0.1%', false], // 0.05% rounds half away from zero to 0.1
    [49, 100_000, 0, '0.0%', false], // 0.049%
    [-50, 100_000, -0.1, '-0.1%', false], // a credit balance
  ])('%d of %d cents is %d (%s), high %s', (balance, limit, percent, label, high) => {
    expect(creditUtilization(balance, limit)).toEqual({ percent, label, high })
  })

  it.each([0, -100, NaN])('is null for a limit of %d', (limit) => {
    expect(creditUtilization(100, limit)).toBeNull()
  })
})
