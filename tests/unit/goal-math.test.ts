import { describe, expect, it } from 'vitest'
import {
  assetPreferenceLabel,
  daysLeft,
  deadlineIsNear,
  feasibilityBlocks,
  feasibilityNotice,
  feasibilityScore,
  isOverdue,
  monthlyGap,
  monthlyRequiredCents,
  monthsLeft,
  priorityColour,
  priorityLabel,
  progressColour,
  progressPercentage,
  riskLabel,
  savingTargetCents,
  scoreBand,
  scoreColour,
  shortfallSeverity,
  timelineStatus,
} from '../../app/lib/goal-math.ts'

const today = '2026-01-15'

describe('months left and monthly required', () => {
  it('counts whole calendar months, at least one', () => {
    expect(monthsLeft('2027-01-15', today)).toBe(12)
    expect(monthsLeft('2027-01-14', today)).toBe(11)
    expect(monthsLeft('2026-01-20', today)).toBe(1)
    expect(monthsLeft('2025-01-01', today)).toBe(1)
  })

  it('divides the remaining amount over the months left', () => {
    const goal = {
      category: 'travel',
      target_amount_cents: 1_200_000,
      current_amount_cents: 0,
      target_date: '2027-01-15',
    }
    expect(monthlyRequiredCents({ ...goal, today })).toBe(100_000)
    expect(monthlyRequiredCents({ ...goal, current_amount_cents: 600_000, today })).toBe(50_000)
    expect(monthlyRequiredCents({ ...goal, current_amount_cents: 2_000_000, today })).toBe(0)
    // Past the date the whole remainder falls due in one month.
    expect(monthlyRequiredCents({ ...goal, target_date: '2025-06-01', today })).toBe(1_200_000)
    // Cents round up so the saved total reaches the target.
    expect(monthlyRequiredCents({ ...goal, target_amount_cents: 100_00, target_date: '2026-04-15', today })).toBe(3334)
  })

  it('uses the down-payment share of a real-estate target', () => {
    expect(savingTargetCents('real_estate', 500_000_00, { down_payment_percentage: 20 })).toBe(100_000_00)
    expect(savingTargetCents('retirement', 500_000_00, { down_payment_percentage: 20 })).toBe(500_000_00)
    const goal = {
      category: 'real_estate',
      target_amount_cents: 480_000_00,
      current_amount_cents: 0,
      target_date: '2030-01-15',
      params: { down_payment_percentage: 25 },
      today,
    }
    expect(monthlyRequiredCents(goal)).toBe(2_500_00)
  })
})

describe('feasibility and timeline status', () => {
  it('is 100 × surplus ÷ required, capped at 100', () => {
    expect(feasibilityScore(1_000_00, 2_000_00)).toBe(100)
    expect(feasibilityScore(2_000_00, 1_000_00)).toBe(50)
    expect(feasibilityScore(3_000_00, 1_000_00)).toBe(33)
    expect(feasibilityScore(0, -500_00)).toBe(100)
    expect(feasibilityScore(1_000_00, 0)).toBe(0)
    expect(feasibilityScore(1_000_00, -100)).toBe(0)
  })

  it('maps feasibility to on track, at risk and behind; 100 % progress is completed', () => {
    expect(timelineStatus(100, 0)).toBe('completed')
    expect(timelineStatus(120, 50)).toBe('completed')
    expect(timelineStatus(10, 80)).toBe('on_track')
    expect(timelineStatus(10, 79)).toBe('at_risk')
    expect(timelineStatus(10, 60)).toBe('at_risk')
    expect(timelineStatus(10, 59)).toBe('behind')
  })

  it('draws the five-block bar and the feasibility notices', () => {
    expect([0, 1, 20, 21, 99, 100].map(feasibilityBlocks)).toEqual([0, 1, 1, 2, 5, 5])
    expect(feasibilityNotice('2026-01-14', today, 0)).toBe('Target date has passed')
    expect(feasibilityNotice('2027-01-14', today, 50_000_01)).toBe('Very high monthly requirement')
    expect(feasibilityNotice('2027-01-14', today, 50_000_00)).toBeNull()
  })
})

describe('progress, deadlines and overdue', () => {
  it('computes progress percentage with two decimals', () => {
    expect(progressPercentage(25_00, 100_00)).toBe(25)
    expect(progressPercentage(1_00, 300_00)).toBe(0.33)
    expect(progressPercentage(150_00, 100_00)).toBe(150)
    expect(progressPercentage(10, 0)).toBe(0)
  })

  it('counts days and flags overdue open goals', () => {
    expect(daysLeft('2026-01-16', today)).toBe(1)
    expect(isOverdue('2026-01-15', today)).toBe(true)
    expect(isOverdue('2026-01-16', today)).toBe(false)
    expect(isOverdue('2025-01-01', today, 'achieved')).toBe(false)
    expect(deadlineIsNear('2026-04-14', today)).toBe(true)
    expect(deadlineIsNear('2026-04-15', today)).toBe(false)
  })
})

describe('bands, colours and labels', () => {
  it('bands and colours achievement scores', () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map(scoreBand)).toEqual([
      'Excellent',
      'Excellent',
      'Good',
      'Good',
      'Moderate',
      'Moderate',
      'Challenging',
      'Challenging',
    ])
    expect([80, 60, 40, 39].map(scoreColour)).toEqual(['green', 'yellow', 'orange', 'red'])
    expect([80, 79, 50, 49].map(progressColour)).toEqual(['green', 'yellow', 'yellow', 'red'])
  })

  it('labels priorities, risk and asset preferences', () => {
    expect([10, 8, 7, 6, 5, 4, 3, 1].map(priorityLabel)).toEqual([
      'Critical',
      'Critical',
      'High Priority',
      'High Priority',
      'Medium Priority',
      'Medium Priority',
      'Low Priority',
      'Low Priority',
    ])
    expect([8, 7, 5, 4].map(priorityColour)).toEqual(['red', 'yellow', 'yellow', 'green'])
    expect([8, 5, 4].map(riskLabel)).toEqual(['Aggressive', 'Moderate-High', 'Conservative'])
    expect([8, 5, 4, 1].map(assetPreferenceLabel)).toEqual(['High', 'Medium', 'Low', 'None'])
  })

  it('grades monthly gaps and shortfalls', () => {
    expect([0, 5_000_00, 15_000_00, 15_000_01].map(monthlyGap)).toEqual([
      'surplus',
      'minor_deficit',
      'deficit',
      'major_deficit',
    ])
    expect([1, 5_000_00, 15_000_00, 15_000_01].map(shortfallSeverity)).toEqual([
      'minor',
      'minor',
      'moderate',
      'critical',
    ])
  })
})
