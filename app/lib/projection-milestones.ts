import type { ProjectionBands } from '../../sim-worker/core/projection-types.ts'

// Milestones read off the percentile bands: when the median path first reaches a target,
// and how likely reaching it by then is, interpolated between the bands.

const LEVELS: [keyof ProjectionBands, number][] = [
  ['p10', 0.1],
  ['p25', 0.25],
  ['p50', 0.5],
  ['p75', 0.75],
  ['p90', 0.9],
]

/** Estimated P(net worth ≥ target) in a year from its five percentiles, kept within 5–95 %. */
export function probabilityAtLeast(bands: ProjectionBands, year: number, target: number): number {
  const points = LEVELS.map(([key, q]) => ({ value: bands[key][year], q }))
  let below: number
  if (target <= points[0].value) below = 0.05
  else if (target >= points[points.length - 1].value) below = 0.95
  else {
    const upper = points.findIndex((p) => p.value >= target)
    const a = points[upper - 1]
    const b = points[upper]
    const t = b.value === a.value ? 0.5 : (target - a.value) / (b.value - a.value)
    below = a.q + t * (b.q - a.q)
  }
  return Math.round((1 - below) * 100) / 100
}

export type Milestone = { label: string; target: number; years_to_achieve: number; confidence_score: number }

const ROUND_TARGETS = [100_000, 250_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000]

/** A round target as its milestone names it: "$250K", "$1M" (formatDollarsCompact would say "$1.0M"). */
function roundTargetName(n: number) {
  return n >= 1_000_000 ? `$${n / 1_000_000}M` : `$${n / 1_000}K`
}

/** Up to four milestones: the next round net-worth figures the median path reaches, and doubling today's. */
export function milestonesFrom(bands: ProjectionBands, limit = 4): Milestone[] {
  const start = bands.p50[0]
  const targets = ROUND_TARGETS.filter((t) => t > start).map((t) => ({
    label: `${roundTargetName(t)} net worth`,
    target: t,
  }))
  if (start > 0) targets.push({ label: 'Double your net worth', target: start * 2 })
  const reached: Milestone[] = []
  for (const { label, target } of targets.sort((a, b) => a.target - b.target)) {
    const year = bands.p50.findIndex((v) => v >= target)
    if (year <= 0) continue
    if (reached.some((m) => m.target === target)) continue
    reached.push({ label, target, years_to_achieve: year, confidence_score: probabilityAtLeast(bands, year, target) })
    if (reached.length === limit) break
  }
  return reached
}
