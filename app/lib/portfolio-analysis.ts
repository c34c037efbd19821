// Portfolio Analysis (spec 03 §2.10, §5 concentration, §9 rebalancing targets). Pure: amounts in
// integer cents, shares in basis points (1 % = 100 bp), so the figures add up exactly and round
// only on screen.

export const ASSET_CLASSES = ['stocks', 'real_estate', 'bonds', 'cash', 'alternative'] as const
export type AssetClass = (typeof ASSET_CLASSES)[number]

export const ASSET_CLASS_LABELS: Record<AssetClass, string> = {
  stocks: 'Stocks',
  real_estate: 'Real estate',
  bonds: 'Bonds',
  cash: 'Cash',
  alternative: 'Alternative',
}

/** §9: stocks 70, real estate 20, bonds 6, cash 2, alternative 2. */
export const SPEC_TARGET_BP: Record<AssetClass, number> = {
  stocks: 7000,
  real_estate: 2000,
  bonds: 600,
  cash: 200,
  alternative: 200,
}

/** §5: a concentration alert when one asset class (or, ours too, one holding) is more than 40 %. */
export const CONCENTRATION_LIMIT_BP = 4000
/** §5: within 5 points of the target is on target (green); outside it the bar is red or amber and a move is suggested. */
export const ON_TARGET_BAND_BP = 500

/** Personal property (cars, jewellery, …) is not invested and is never sold to rebalance. */
export const NOT_IN_PORTFOLIO = ['personal_property'] as const

export type Holding = {
  id: number
  description: string
  subcategory: string
  amount_cents: number
  real_estate_percentage: number | null
  stocks_percentage: number | null
  bonds_percentage: number | null
  cash_percentage: number | null
  alternative_percentage: number | null
}

/** The investment preferences the target is read from (spec 02 §3.11). */
export type TargetPreferences = {
  risk_tolerance_score: number
  cryptocurrency_allocation: number
  alternative_investment_interest: boolean
}

export type Target = { source: 'preferences' | 'default'; bp: Record<AssetClass, number> }

/**
 * The target mix. Without investment preferences: the spec's 70/20/6/2/2. With them, real estate
 * and cash keep the spec's 20 and 2 (the preferences say nothing about them); alternatives are the
 * cryptocurrency allocation, plus the spec's 2 points when the user is interested in alternative
 * investments; the rest is split between stocks and bonds by the risk tolerance score, 10 % of it
 * in stocks per point (score 7 → 70 % stocks, 30 % bonds).
 */
export function targetAllocation(preferences: TargetPreferences | null): Target {
  if (!preferences) return { source: 'default', bp: { ...SPEC_TARGET_BP } }
  const fixed = SPEC_TARGET_BP.real_estate + SPEC_TARGET_BP.cash
  const wantedAlternative =
    Math.round(preferences.cryptocurrency_allocation * 100) +
    (preferences.alternative_investment_interest ? SPEC_TARGET_BP.alternative : 0)
  const alternative = Math.min(10_000 - fixed, wantedAlternative)
  const stocksAndBonds = 10_000 - fixed - alternative
  const risk = Math.min(10, Math.max(1, Math.round(preferences.risk_tolerance_score)))
  const stocks = Math.round((stocksAndBonds * risk) / 10)
  return {
    source: 'preferences',
    bp: {
      stocks,
      real_estate: SPEC_TARGET_BP.real_estate,
      bonds: stocksAndBonds - stocks,
      cash: SPEC_TARGET_BP.cash,
      alternative,
    },
  }
}

const PERCENT_FIELD: Record<AssetClass, keyof Holding> = {
  stocks: 'stocks_percentage',
  real_estate: 'real_estate_percentage',
  bonds: 'bonds_percentage',
  cash: 'cash_percentage',
  alternative: 'alternative_percentage',
}

/** What a holding's unallocated part is when its kind says so; other kinds stay unclassified. */
const CLASS_OF_SUBCATEGORY: Record<string, AssetClass> = { cash_bank_accounts: 'cash', real_estate: 'real_estate' }

/**
 * A holding's value by class: its allocation percentages first; what they leave over is cash for a
 * bank account, real estate for a property, and unclassified for anything else.
 */
export function classifyHolding(holding: Holding): { byClass: Record<AssetClass, number>; unclassified: number } {
  const byClass = { stocks: 0, real_estate: 0, bonds: 0, cash: 0, alternative: 0 }
  let allocated = 0
  for (const key of ASSET_CLASSES) {
    const percent = Number(holding[PERCENT_FIELD[key]] ?? 0)
    const cents = Math.round((holding.amount_cents * percent) / 100)
    byClass[key] += cents
    allocated += cents
  }
  const rest = holding.amount_cents - allocated
  const natural = CLASS_OF_SUBCATEGORY[holding.subcategory]
  if (natural) {
    byClass[natural] += rest
    return { byClass, unclassified: 0 }
  }
  return { byClass, unclassified: rest }
}

/** value ÷ total in basis points, rounded; 0 for an empty total. */
export function shareBp(valueCents: number, totalCents: number): number {
  return totalCents > 0 ? Math.round((valueCents * 10_000) / totalCents) : 0
}

export type ClassStatus = 'on_target' | 'below' | 'above'

export type ClassRow = {
  key: AssetClass
  label: string
  value_cents: number
  share_bp: number
  target_bp: number
  /** share − target, in basis points. */
  drift_bp: number
  status: ClassStatus
}

export type Recommendation = {
  key: AssetClass
  label: string
  action: 'increase' | 'reduce'
  /** How much to move, in cents (always positive). */
  amount_cents: number
  from_bp: number
  to_bp: number
}

export type ConcentratedHolding = { id: number; description: string; value_cents: number; share_bp: number }

export type PortfolioAnalysis = {
  asset_count: number
  total_cents: number
  /** The part of the total with a class; shares and targets are of this. */
  classified_cents: number
  unclassified_cents: number
  unclassified_holdings: number
  classes: ClassRow[]
  concentration: { classes: ClassRow[]; holdings: ConcentratedHolding[] }
  recommendations: Recommendation[]
  target_source: Target['source']
}

function classStatus(drift: number): ClassStatus {
  if (Math.abs(drift) <= ON_TARGET_BAND_BP) return 'on_target'
  return drift < 0 ? 'below' : 'above'
}

/** The move that brings a class off its band back to its target: (target − share) × classified total. */
function recommendationFor(row: ClassRow, classifiedCents: number): Recommendation | null {
  if (row.status === 'on_target') return null
  const targetCents = Math.round((row.target_bp * classifiedCents) / 10_000)
  const move = targetCents - row.value_cents
  if (move === 0) return null
  return {
    key: row.key,
    label: row.label,
    action: move > 0 ? 'increase' : 'reduce',
    amount_cents: Math.abs(move),
    from_bp: row.share_bp,
    to_bp: row.target_bp,
  }
}

/**
 * The analysis of a user's holdings (asset entries other than personal property) against a target:
 * the current mix, the concentration alerts and the moves, in cents, that bring each class outside
 * the 5-point band back to its target. Moves out of classes above target add up to the moves into
 * classes below it, up to rounding, when every class is outside the band.
 */
export function analysePortfolio(holdings: readonly Holding[], target: Target): PortfolioAnalysis {
  const totals = { stocks: 0, real_estate: 0, bonds: 0, cash: 0, alternative: 0 }
  let total = 0
  let unclassified = 0
  let unclassifiedHoldings = 0
  for (const holding of holdings) {
    const { byClass, unclassified: rest } = classifyHolding(holding)
    for (const key of ASSET_CLASSES) totals[key] += byClass[key]
    total += holding.amount_cents
    unclassified += rest
    if (rest !== 0) unclassifiedHoldings += 1
  }
  const classified = total - unclassified
  const classes = ASSET_CLASSES.map((key): ClassRow => {
    const share = shareBp(totals[key], classified)
    const drift = share - target.bp[key]
    return {
      key,
      label: ASSET_CLASS_LABELS[key],
      value_cents: totals[key],
      share_bp: share,
      target_bp: target.bp[key],
      drift_bp: drift,
      status: classStatus(drift),
    }
  })
  const concentratedHoldings = holdings
    .map((h) => ({
      id: h.id,
      description: h.description,
      value_cents: h.amount_cents,
      share_bp: shareBp(h.amount_cents, total),
    }))
    .filter((h) => h.value_cents * 10_000 > CONCENTRATION_LIMIT_BP * total && total > 0)
  return {
    asset_count: holdings.length,
    total_cents: total,
    classified_cents: classified,
    unclassified_cents: unclassified,
    unclassified_holdings: unclassifiedHoldings,
    classes,
    concentration: {
      classes: classes.filter((c) => classified > 0 && c.value_cents * 10_000 > CONCENTRATION_LIMIT_BP * classified),
      holdings: concentratedHoldings,
    },
    recommendations: classified > 0 ? classes.flatMap((c) => recommendationFor(c, classified) ?? []) : [],
    target_source: target.source,
  }
}

/** Basis points as a percent with one decimal: 4150 → "41.5%". */
export function formatBp(bp: number): string {
  return `${(bp / 100).toFixed(1)}%`
}
