import { describe, expect, it } from 'vitest'
import { ApiLoginSchema, LoginFormSchema, RefreshSchema } from '../../app/schemas/auth.ts'
import { EntryUpdateSchema } from '../../app/schemas/financial-entry.ts'
import { RetirementParamsSchema } from '../../app/schemas/goals.ts'

// zod gives a check without its own message the type's `error`: without one, these too-long values were
// answered "Password is required" and "Field required".
describe('too long values and too large amounts', () => {
  const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message)

  it('say they are too long', () => {
    const long = (n: number) => 'A!a1'.repeat(n)
    expect(messages(LoginFormSchema.safeParse({ email: 'pat@example.com', password: long(33) }))).toEqual([
      'Password must be at most 128 characters',
    ])
    expect(messages(ApiLoginSchema.safeParse({ username: `${'p'.repeat(250)}@example.com`, password: 'x' }))).toEqual([
      'username must be at most 255 characters',
    ])
    expect(messages(ApiLoginSchema.safeParse({ username: 'pat@example.com', password: long(33) }))).toEqual([
      'password must be at most 128 characters',
    ])
    expect(messages(RefreshSchema.safeParse({ refresh_token: 'r'.repeat(513) }))).toEqual([
      'refresh_token must be at most 512 characters',
    ])
    expect(messages(EntryUpdateSchema.safeParse({ subcategory: 's'.repeat(65) }))).toEqual([
      'Subcategory must be at most 64 characters',
    ])
    const retirement = { current_age: 40, retirement_age: 65 }
    expect(messages(RetirementParamsSchema.safeParse({ ...retirement, annual_spending: 1e12 }))).toEqual([
      'Value is too large',
    ])
    expect(RetirementParamsSchema.safeParse({ ...retirement, annual_spending: 999_999_999.99 }).success).toBe(true)
  })

  it('take the longest allowed', () => {
    expect(LoginFormSchema.safeParse({ email: 'pat@example.com', password: 'A!a1'.repeat(32) }).success).toBe(true)
    expect(RefreshSchema.safeParse({ refresh_token: 'r'.repeat(512) }).success).toBe(true)
    expect(EntryUpdateSchema.safeParse({ subcategory: 's'.repeat(64) }).success).toBe(true)
  })
})
