// Required minimum distributions from tax-deferred accounts (401(k), traditional IRA).
//
// Divisors: the Uniform Lifetime Table of Treas. Reg. § 1.401(a)(9)-9(c), as amended by
// T.D. 9930 (85 FR 72472, 12 Nov 2020), in effect for distribution calendar years from 2022;
// the same table is IRS Publication 590-B, Appendix B, Table III. Ages 72–120 (120 and older: 2.0).
// RMD for a year = the account balance at the end of the prior year ÷ the divisor for the age
// reached in the year.
//
// Start age: SECURE 2.0 Act § 107 (amending IRC § 401(a)(9)(C)): 73 for people born 1951–1959,
// 75 for 1960 and later. Earlier birth years were already taking RMDs under the old rules
// (70½ or 72); for them the engine starts at 72, the youngest age in this table.

const FIRST_TABLE_AGE = 72

// prettier-ignore
const UNIFORM_LIFETIME_DIVISORS: readonly number[] = [
  27.4,
  26.5,
  25.5,
  24.6,
  23.7,
  22.9,
  22.0,
  21.1,
  20.2,
  19.4, // 72–81
  18.5,
  17.7,
  16.8,
  16.0,
  15.2,
  14.4,
  13.7,
  12.9,
  12.2,
  11.5, // 82–91
  10.8,
  10.1,
  9.5,
  8.9,
  8.4,
  7.8,
  7.3,
  6.8,
  6.4,
  6.0, //         92–101
  5.6,
  5.2,
  4.9,
  4.6,
  4.3,
  4.1,
  3.9,
  3.7,
  3.5,
  3.4, //           102–111
  3.3,
  3.1,
  3.0,
  2.9,
  2.8,
  2.7,
  2.5,
  2.3,
  2.0, //                112–120
]

/** The Uniform Lifetime Table divisor for `age` (72 and up; 120 and older share 2.0). */
export function uniformLifetimeDivisor(age: number): number {
  if (!Number.isInteger(age) || age < FIRST_TABLE_AGE) {
    throw new RangeError(`The Uniform Lifetime Table starts at ${FIRST_TABLE_AGE}, got ${age}`)
  }
  return UNIFORM_LIFETIME_DIVISORS[Math.min(age - FIRST_TABLE_AGE, UNIFORM_LIFETIME_DIVISORS.length - 1)]
}

/** The age of the first RMD under SECURE 2.0 for someone born in `birthYear`. */
export function rmdStartAge(birthYear: number): number {
  if (birthYear >= 1960) return 75
  if (birthYear >= 1951) return 73
  return FIRST_TABLE_AGE
}

/** The year's RMD: prior year-end balance ÷ divisor; 0 before the start age. */
export function requiredMinimumDistribution(priorYearEndBalance: number, age: number, birthYear: number): number {
  if (age < rmdStartAge(birthYear) || priorYearEndBalance <= 0) return 0
  return priorYearEndBalance / uniformLifetimeDivisor(age)
}
