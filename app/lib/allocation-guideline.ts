// A rule-of-thumb stock share for an age and risk tolerance: 110 minus age, moved 15 points
// down for a conservative and 10 up for an aggressive investor, kept within 20–95 %.
// It is a conversation starter shown next to the real allocation, not advice.
const RISK_SHIFT: Record<string, number> = { conservative: -15, moderate: 0, aggressive: 10 }

export function guidelineStockShare(age: number | null, riskTolerance: string | null): number | null {
  if (age === null || !(age > 0 && age < 120)) return null
  const shift = RISK_SHIFT[riskTolerance ?? 'moderate'] ?? 0
  return Math.max(20, Math.min(95, 110 - age + shift))
}
