/**
 * Annual US market returns and inflation, 1928-2025: the historical record the planning engine draws
 * from for historical bootstrap (pick whole years at random) and sequence replay (walk consecutive years).
 * Pure data plus two tiny helpers: no Deno or Node APIs, so the Deno workers and the Node tests can import it.
 *
 * Every value is a decimal fraction for one calendar year (0.438112 is +43.8112 %), rounded to 6 decimals.
 *
 * Columns
 * - stocks: S&P 500 total return, dividends included (Damodaran: (index change + dividends) / index at the
 *   start of the year; the S&P 500 dates from 1957 and earlier years are back-filled with its large-cap
 *   predecessor indices). Not identical to S&P Dow Jones' official total-return series (2008: -36.55 % here,
 *   -37.0 % official) because of the dividend method; the differences are small and well known.
 * - tBills: 3-month US Treasury bill, the average rate over the year used as that year's return. 1928-1933 are
 *   Damodaran's own figures; 1934-1981 are annual averages of FRED TB3MS (secondary market, discount basis);
 *   1982-2025 are the two-decimal yearly averages the January 2026 edition switched to (the workbook does not
 *   name the series; they sit 0.1-0.5 pp above the discount-basis averages of the January 2025 edition, as a
 *   bond-equivalent yield does). So the column has a splice at 1981/1982; 1981 = 14.04 % in every edition.
 * - tBonds10y: total return of a 10-year US Treasury bond: a par bond bought at the prior year-end yield is
 *   repriced at the year-end yield with its maturity kept at 10 years, plus the coupon (Damodaran's method,
 *   yields from FRED). A constant-maturity proxy, not an investable fund's return.
 * - baaCorporate: Moody's Baa corporate bond, same repricing method on Baa yields (FRED). Extra column: the
 *   Trinity study used long-term high-grade corporate bonds, so a backtest against it may want this one.
 * - cpiInflation: US CPI-U, all items, US city average, NOT seasonally adjusted (BLS series CUUR0000SA0 = FRED
 *   CPIAUCNS), DECEMBER-TO-DECEMBER change (not the annual-average change: 1980 is 12.52 % here, 13.5 % as an
 *   annual average).
 *
 * Sources (compiled 2026-11-23)
 * - Aswath Damodaran (NYU Stern), "Historical Returns on Stocks, Bonds and Bills: 1928-2025", January 2026 update:
 *   https://pages.stern.nyu.edu/~adamodar/New_Home_Page/datafile/histretSP.html
 *   workbook https://pages.stern.nyu.edu/~adamodar/pc/datasets/histretSP.xls (sheet "Returns by year").
 *   Read from public copies of that workbook (the live site is not reachable from the build machine), two
 *   different files with identical values in all five columns for every year:
 *   - github.com/LeyuanShen/7037_HF1 histretSP.xls
 *     sha256 a227770caaf91841498dff8edf627122f1100d4cc4f25ffbe35c584806421d65
 *   - github.com/davidliu-2008/wharton-investment-competition25-26 data/histretSP.xls
 *     sha256 848fd417b05330ac8e7dc6d8d995d8492a8922476de978521efa2b2aad3bd8a5
 * - US Bureau of Labor Statistics, CPI-U (https://www.bls.gov/cpi/), the same series Damodaran takes from FRED.
 *   One override: 2025 inflation. The January 2026 workbook carries a provisional November-to-November 2.7351 %
 *   (as its January 2025 predecessor carried 2.75 % for 2024, corrected to 2.8881 % a year later); this table
 *   uses the final December-to-December value, 324.054 (Dec 2025) / 315.605 (Dec 2024) - 1 = 2.6771 %
 *   (BLS release of 2026-01-13: "increased 2.7 percent before seasonal adjustment").
 *
 * Cross-checks (year by year, all columns)
 * - The two January 2026 workbooks agree exactly; a 2-decimal CSV export of it (LeyuanShen/7037_HF1 histretSP.csv)
 *   agrees to the rounding except 2025 CPI (the override above).
 * - January 2025 edition (github.com/codeandcodes/firedash histretSP.xls; RNBrosTS/Smart-AI-ROBO-advisor
 *   histretSP.csv), 1928-2024: stocks and T-bonds identical; T-bills differ 1982-2024 only (the switch above,
 *   e.g. 2023: 5.07 % then, 5.28 % now); CPI identical except 2024 (its provisional 2.75 %); Baa differs from 1986.
 * - January 2024 edition (github.com/65roadster/retirement-nest-egg-calculator histretSP.xls), 1928-2023: stocks
 *   and T-bonds identical; its CPI used the seasonally adjusted index from 1986 (up to 0.16 pp apart).
 * - An older edition (github.com/Benjiboi-cloud/Sims "Historical returns.csv", to 2022) differs only in 2022 stocks
 *   (-18.01 % then, -18.04 % now) and in the T-bill switch.
 * - CPI recomputed from the monthly BLS index (FRED CPIAUCNS copy in github.com/open-datahub/fred, to Nov 2023):
 *   every December-to-December change 1928-2022 matches to better than 1e-7. The geometric mean 1928-2025,
 *   3.0352 %, equals (324.054 / 17.3)^(1/98) - 1 from the BLS index levels of Dec 2025 and Dec 1927.
 * - Means 1928-2025 (arithmetic / geometric), this table vs the January 2026 workbook's own averages:
 *   stocks 11.85 / 10.02 % (published 11.85 / 10.02), T-bills 3.41 / 3.37 % (3.41 / 3.37), T-bonds 4.82 / 4.53 %
 *   (4.82 / 4.53), Baa 6.90 / 6.63 % (6.90 / 6.63); CPI 3.11 / 3.04 % (Damodaran publishes no CPI average).
 *   1928-2024 vs the January 2025 edition: stocks 11.79 / 9.94 % (11.79 / 9.94), T-bonds 4.79 / 4.50 % (4.79 /
 *   4.50), T-bills 3.41 / 3.36 % (3.36 / 3.31 there: the 1982+ switch).
 *
 * Terms of use
 * - BLS CPI data are a work of the US federal government (public domain in the US); BLS asks to be cited.
 * - Damodaran publishes the workbook free of charge and says he wants the data "accessible and available to all
 *   investors at low or no cost"; his site guide (https://pages.stern.nyu.edu/~adamodar/New_Home_Page/guide.html)
 *   has a section on the rules for using its material, which could not be read from here. A third-party summary
 *   of it reports regular work and research use allowed, acknowledgement requested, resale not allowed. No
 *   explicit licence (CC, MIT, public domain) covers the workbook, and the underlying index and yield data belong
 *   to S&P Dow Jones Indices, the Federal Reserve and Moody's. Known: free use with attribution is the common and
 *   intended practice. Not known: whether redistributing the numbers inside a product is covered. Keep the
 *   attribution (the US_ANNUAL_RETURNS_SOURCE strings) wherever the data is shown, and confirm before selling it.
 *
 * How to update (every January, after Damodaran's update and the BLS December CPI release): see README.md here.
 */

/** One year of the table; every rate is a decimal fraction for that calendar year. */
export interface UsAnnualReturnRow {
  readonly year: number
  /** S&P 500 total return, dividends included. */
  readonly stocks: number
  /** 3-month Treasury bill: average rate over the year. */
  readonly tBills: number
  /** 10-year Treasury bond total return (constant 10-year maturity). */
  readonly tBonds10y: number
  /** Moody's Baa corporate bond total return (same method as tBonds10y). */
  readonly baaCorporate: number
  /** CPI-U (not seasonally adjusted), December-to-December change. */
  readonly cpiInflation: number
}

/**
 * The same table as parallel columns, index i = year - HISTORICAL_FIRST_YEAR. This is the form for a hot loop:
 * a bootstrap draws one index and reads every column at it (so a year's stocks, bonds and inflation stay together,
 * with their correlation), and a sequence replay walks i, i + 1, ...; each read is one unboxed double from a
 * contiguous array, with no per-row object to dereference and no property lookup.
 * Shared by every caller: treat the arrays as read-only (typed arrays cannot be frozen).
 */
export interface UsAnnualReturnSeries {
  readonly years: Int32Array
  readonly stocks: Float64Array
  readonly tBills: Float64Array
  readonly tBonds10y: Float64Array
  readonly baaCorporate: Float64Array
  readonly cpiInflation: Float64Array
}

export const HISTORICAL_FIRST_YEAR = 1928
export const HISTORICAL_LAST_YEAR = 2025
export const HISTORICAL_YEAR_COUNT = HISTORICAL_LAST_YEAR - HISTORICAL_FIRST_YEAR + 1

/** Attribution to show wherever these numbers are displayed or exported. */
export const US_ANNUAL_RETURNS_SOURCE = {
  returns: 'Aswath Damodaran, NYU Stern, "Historical Returns on Stocks, Bonds and Bills", January 2026 update',
  returnsUrl: 'https://pages.stern.nyu.edu/~adamodar/New_Home_Page/datafile/histretSP.html',
  inflation: 'US Bureau of Labor Statistics, CPI-U (CUUR0000SA0), December to December',
  inflationUrl: 'https://www.bls.gov/cpi/',
  compiled: '2026-11-23',
} as const

type TableRow = readonly [
  year: number,
  stocks: number,
  tBills: number,
  tBonds10y: number,
  baaCorporate: number,
  cpiInflation: number,
]

// year, stocks, tBills, tBonds10y, baaCorporate, cpiInflation
const TABLE: readonly TableRow[] = [
  [1928, 0.438112, 0.0308, 0.008355, 0.032196, -0.011561],
  [1929, -0.082979, 0.0316, 0.042038, 0.030179, 0.005848],
  [1930, -0.251236, 0.0455, 0.045409, 0.005398, -0.063953],
  [1931, -0.438375, 0.0231, -0.025589, -0.156808, -0.093168],
  [1932, -0.086424, 0.0107, 0.087903, 0.235896, -0.10274],
  [1933, 0.499822, 0.0096, 0.018553, 0.129669, 0.007634],
  [1934, -0.011886, 0.002783, 0.079634, 0.188164, 0.015152],
  [1935, 0.467404, 0.001675, 0.04472, 0.133077, 0.029851],
  [1936, 0.319434, 0.001725, 0.050179, 0.113838, 0.014493],
  [1937, -0.353367, 0.002758, 0.013791, -0.044162, 0.028571],
  [1938, 0.292827, 0.00065, 0.042132, 0.092359, -0.027778],
  [1939, -0.010976, 0.000458, 0.044123, 0.079831, 0],
  [1940, -0.106729, 0.000358, 0.054025, 0.086481, 0.007143],
  [1941, -0.127715, 0.001292, -0.020222, 0.050072, 0.099291],
  [1942, 0.191738, 0.003425, 0.022949, 0.051799, 0.090323],
  [1943, 0.250613, 0.0038, 0.0249, 0.080447, 0.029586],
  [1944, 0.190307, 0.0038, 0.025776, 0.065659, 0.022989],
  [1945, 0.358211, 0.0038, 0.038044, 0.067999, 0.022472],
  [1946, -0.084291, 0.0038, 0.031284, 0.02508, 0.181319],
  [1947, 0.052, 0.006008, 0.009197, 0.002621, 0.088372],
  [1948, 0.057046, 0.01045, 0.01951, 0.03437, 0.029915],
  [1949, 0.183032, 0.01115, 0.046635, 0.053773, -0.020747],
  [1950, 0.308055, 0.012033, 0.004296, 0.042388, 0.059322],
  [1951, 0.236785, 0.015175, -0.002953, -0.00191, 0.06],
  [1952, 0.18151, 0.017225, 0.02268, 0.044412, 0.007547],
  [1953, -0.012082, 0.018908, 0.041438, 0.016201, 0.007491],
  [1954, 0.525633, 0.009375, 0.032898, 0.061579, -0.007435],
  [1955, 0.325973, 0.017243, -0.013364, 0.020447, 0.003745],
  [1956, 0.074395, 0.026214, -0.022558, -0.023527, 0.029851],
  [1957, -0.104574, 0.032246, 0.06797, -0.007189, 0.028986],
  [1958, 0.4372, 0.017665, -0.02099, 0.064301, 0.017606],
  [1959, 0.120565, 0.03386, -0.026466, 0.015743, 0.017301],
  [1960, 0.003365, 0.02873, 0.116395, 0.066632, 0.013605],
  [1961, 0.266377, 0.023525, 0.020609, 0.051, 0.006711],
  [1962, -0.088115, 0.027724, 0.056935, 0.064953, 0.013333],
  [1963, 0.226119, 0.03156, 0.016842, 0.054645, 0.016447],
  [1964, 0.164155, 0.035457, 0.037281, 0.051617, 0.009709],
  [1965, 0.123992, 0.039491, 0.007189, 0.0319, 0.019231],
  [1966, -0.09971, 0.048557, 0.029079, -0.034454, 0.034591],
  [1967, 0.23803, 0.042935, -0.015806, 0.008952, 0.030395],
  [1968, 0.108149, 0.053376, 0.032746, 0.048451, 0.047198],
  [1969, -0.082414, 0.066685, -0.05014, -0.020252, 0.061972],
  [1970, 0.035611, 0.06391, 0.167547, 0.056496, 0.055703],
  [1971, 0.142212, 0.043343, 0.097869, 0.140015, 0.032663],
  [1972, 0.187554, 0.040618, 0.028184, 0.114091, 0.034063],
  [1973, -0.14308, 0.070354, 0.036587, 0.04318, 0.087059],
  [1974, -0.259018, 0.078458, 0.019886, -0.043807, 0.123377],
  [1975, 0.369951, 0.057864, 0.036053, 0.1105, 0.069364],
  [1976, 0.23831, 0.049766, 0.159846, 0.197528, 0.048649],
  [1977, -0.069797, 0.05261, 0.0129, 0.099547, 0.06701],
  [1978, 0.065093, 0.071783, -0.007776, 0.031376, 0.090177],
  [1979, 0.185195, 0.100543, 0.006707, -0.020091, 0.132939],
  [1980, 0.317352, 0.113919, -0.029897, -0.033157, 0.125163],
  [1981, -0.047024, 0.140362, 0.081992, 0.084624, 0.089224],
  [1982, 0.204191, 0.1109, 0.328145, 0.290525, 0.038298],
  [1983, 0.223372, 0.0895, 0.032002, 0.161943, 0.03791],
  [1984, 0.061461, 0.0992, 0.137334, 0.156192, 0.039487],
  [1985, 0.312351, 0.0772, 0.257125, 0.238626, 0.037987],
  [1986, 0.184946, 0.0615, 0.242842, 0.221461, 0.010979],
  [1987, 0.058127, 0.0596, -0.049605, 0.011172, 0.044344],
  [1988, 0.165372, 0.0689, 0.082236, 0.156814, 0.044194],
  [1989, 0.314752, 0.0839, 0.176936, 0.163121, 0.046473],
  [1990, -0.030645, 0.0775, 0.062354, 0.056478, 0.061063],
  [1991, 0.302348, 0.0554, 0.150045, 0.164, 0.030643],
  [1992, 0.074937, 0.0351, 0.093616, 0.136829, 0.029007],
  [1993, 0.099671, 0.0307, 0.14211, 0.164446, 0.027484],
  [1994, 0.013259, 0.0437, -0.080367, -0.012314, 0.026749],
  [1995, 0.371952, 0.0566, 0.234808, 0.200875, 0.025384],
  [1996, 0.22681, 0.0515, 0.014286, 0.052796, 0.033225],
  [1997, 0.331037, 0.052, 0.099391, 0.112973, 0.017024],
  [1998, 0.28338, 0.0491, 0.149214, 0.081044, 0.016119],
  [1999, 0.208854, 0.0478, -0.082542, 0.009706, 0.026846],
  [2000, -0.090318, 0.06, 0.166553, 0.093784, 0.033868],
  [2001, -0.118498, 0.0348, 0.055722, 0.085966, 0.015517],
  [2002, -0.21966, 0.0164, 0.151164, 0.120563, 0.023769],
  [2003, 0.283558, 0.0103, 0.003753, 0.123826, 0.018795],
  [2004, 0.107428, 0.014, 0.044907, 0.103295, 0.032556],
  [2005, 0.048345, 0.0322, 0.028675, 0.051326, 0.034157],
  [2006, 0.156126, 0.0485, 0.01961, 0.052684, 0.025407],
  [2007, 0.054847, 0.0448, 0.102099, 0.049049, 0.040813],
  [2008, -0.365523, 0.014, 0.201013, -0.034445, 0.000914],
  [2009, 0.259352, 0.0015, -0.111167, 0.199585, 0.027213],
  [2010, 0.148211, 0.0014, 0.084629, 0.094019, 0.014957],
  [2011, 0.020984, 0.0005, 0.160353, 0.12256, 0.029624],
  [2012, 0.158906, 0.0009, 0.029716, 0.093999, 0.01741],
  [2013, 0.321451, 0.0006, -0.091046, -0.011253, 0.015017],
  [2014, 0.135244, 0.0003, 0.107462, 0.107464, 0.007565],
  [2015, 0.013789, 0.0005, 0.012843, -0.015009, 0.007295],
  [2016, 0.117731, 0.0032, 0.006906, 0.115245, 0.020746],
  [2017, 0.216055, 0.0095, 0.028017, 0.091513, 0.021091],
  [2018, -0.042269, 0.0197, -0.000167, -0.031827, 0.019102],
  [2019, 0.312117, 0.0211, 0.096356, 0.152478, 0.022851],
  [2020, 0.180232, 0.0036, 0.113319, 0.106012, 0.01362],
  [2021, 0.284689, 0.0004, -0.04416, 0.010161, 0.070364],
  [2022, -0.180375, 0.0209, -0.178282, -0.152281, 0.064544],
  [2023, 0.260607, 0.0528, 0.0388, 0.087357, 0.033521],
  [2024, 0.248786, 0.0518, -0.016372, 0.017364, 0.028881],
  [2025, 0.177237, 0.0421, 0.077955, 0.069627, 0.026771],
]

function checkTable(table: readonly TableRow[]): void {
  if (table.length !== HISTORICAL_YEAR_COUNT) {
    throw new Error(`us-annual-returns: ${table.length} rows, expected ${HISTORICAL_YEAR_COUNT}`)
  }
  table.forEach((row, i) => {
    if (row[0] !== HISTORICAL_FIRST_YEAR + i) throw new Error(`us-annual-returns: row ${i} is ${row[0]}`)
    if (!row.every(Number.isFinite)) throw new Error(`us-annual-returns: ${row[0]} has a non-finite value`)
  })
}

// A gap, a duplicate or a typo that breaks the year sequence fails at load, not inside a simulation.
checkTable(TABLE)

/** The table as readable (frozen) row objects, oldest first. For display, tests and setup, not inner loops. */
export const US_ANNUAL_RETURN_ROWS: readonly UsAnnualReturnRow[] = Object.freeze(
  TABLE.map(([year, stocks, tBills, tBonds10y, baaCorporate, cpiInflation]) =>
    Object.freeze({ year, stocks, tBills, tBonds10y, baaCorporate, cpiInflation })
  ),
)

const column = (pick: (row: TableRow) => number) => Float64Array.from(TABLE, pick)

/** The table as parallel typed columns (see UsAnnualReturnSeries). */
export const US_ANNUAL_RETURNS: UsAnnualReturnSeries = Object.freeze({
  years: Int32Array.from(TABLE, (row) => row[0]),
  stocks: column((row) => row[1]),
  tBills: column((row) => row[2]),
  tBonds10y: column((row) => row[3]),
  baaCorporate: column((row) => row[4]),
  cpiInflation: column((row) => row[5]),
})

/** Index of `year` in the columns of US_ANNUAL_RETURNS; a RangeError outside 1928..2025 or for a non-integer. */
export function historicalYearIndex(year: number): number {
  if (!Number.isInteger(year) || year < HISTORICAL_FIRST_YEAR || year > HISTORICAL_LAST_YEAR) {
    throw new RangeError(`No historical data for ${year} (${HISTORICAL_FIRST_YEAR}-${HISTORICAL_LAST_YEAR})`)
  }
  return year - HISTORICAL_FIRST_YEAR
}
