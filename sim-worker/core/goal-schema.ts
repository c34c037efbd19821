// zod schemas for the goal success contract (goal-types.ts): the service validates
// requests with the input schema, the app's client validates answers with the
// result schema.

import * as z from 'zod'
import { MAX_GOAL_ITERATIONS, MAX_GOAL_MONTHS, MAX_GOALS } from './goal-success.ts'
import type { GoalSuccessInput, GoalSuccessResult } from './goal-types.ts'
import { MAX_MONEY } from './projection-schema.ts'

/**
 * iterations × the sum of every goal's months_left per request: about 1–2 s of one
 * thread (1,000 paths × 10 goals × 30 years is 3,600,000).
 */
export const MAX_GOAL_PATH_MONTHS_PER_REQUEST = 100_000_000

const money = z.number().min(0).max(MAX_MONEY)

const goalSchema = z.strictObject({
  id: z.string().trim().min(1).max(200),
  current_amount: money,
  target_amount: money,
  months_left: z.number().int().min(1).max(MAX_GOAL_MONTHS),
  priority: z.number().int().min(1).max(10),
  // The projection's bounds for an annual return.
  expected_return: z.number().min(-0.5).max(1),
  // σ of annual log returns: stocks are about 0.16-0.20; 1 is far beyond any portfolio.
  volatility: z.number().min(0).max(1),
  monthly_contribution: money.optional(),
})

export const goalSuccessInputSchema = z
  .strictObject({
    seed: z.number().int(), // zod 4's int() is already limited to safe integers
    iterations: z.number().int().min(1).max(MAX_GOAL_ITERATIONS),
    monthly_surplus: money,
    goals: z.array(goalSchema).min(1).max(MAX_GOALS),
    allocation: z.enum(['priority', 'proportional']),
  })
  .superRefine((input, context) => {
    const seen = new Set<string>()
    input.goals.forEach(({ id }, index) => {
      // Ids key the answer; two goals with one id could not be told apart.
      if (seen.has(id)) {
        context.addIssue({
          code: 'custom',
          message: `duplicate goal id ${JSON.stringify(id)}`,
          path: ['goals', index, 'id'],
        })
      }
      seen.add(id)
    })
    const pathMonths = input.iterations * input.goals.reduce((sum, goal) => sum + goal.months_left, 0)
    if (pathMonths > MAX_GOAL_PATH_MONTHS_PER_REQUEST) {
      context.addIssue({
        code: 'custom',
        message: `iterations × total months_left is ${pathMonths.toLocaleString('en-US')} path-months; at most ${
          MAX_GOAL_PATH_MONTHS_PER_REQUEST.toLocaleString('en-US')
        } per request (lower iterations, goals or months_left)`,
        path: [],
      })
    }
  }) satisfies z.ZodType<GoalSuccessInput>

const probability = z.number().min(0).max(1)

export const goalSuccessResultSchema = z.object({
  goals: z.array(
    z.object({
      id: z.string(),
      success_probability: probability,
      median_final: z.number(),
      p10_final: z.number(),
      p90_final: z.number(),
      monthly_allocated: z.number(),
    }),
  ),
  all_goals_probability: probability,
  iterations: z.number().int(),
  seed: z.number().int(),
  elapsed_ms: z.number(),
}) satisfies z.ZodType<GoalSuccessResult>
