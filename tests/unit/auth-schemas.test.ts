import { describe, expect, it } from 'vitest'
import {
  ApiLoginSchema,
  LoginFormSchema,
  PASSWORD_POLICY_MESSAGE,
  RefreshSchema,
  RegisterFormSchema,
  RegistrationSchema,
} from '../../app/schemas/auth.ts'
import { EntryUpdateSchema } from '../../app/schemas/financial-entry.ts'

const valid = { email: 'Pat@Example.com', password: 'Good!Pass1', first_name: ' Pat ', last_name: 'Doe' }

describe('registration schemas', () => {
  it('normalises the e-mail and trims names', () => {
    expect(RegistrationSchema.parse(valid)).toEqual({ ...valid, email: 'pat@example.com', first_name: 'Pat' })
  })

  it.each(['Sh0rt!', 'alllower1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSymbol123', 'Spaces 123A'])(
    'rejects %s with the policy message',
    (password) => {
      const result = RegistrationSchema.safeParse({ ...valid, password })
      expect(result.success).toBe(false)
      expect(result.error?.issues.map((i) => i.message)).toEqual([PASSWORD_POLICY_MESSAGE])
    },
  )

  it.each(['Good!Pass1', 'Abcdef1?', 'Zz9~zzzz'])('accepts %s', (password) => {
    expect(RegistrationSchema.safeParse({ ...valid, password }).success).toBe(true)
  })

  it('says "Passwords do not match" on the confirmation field', () => {
    const result = RegisterFormSchema.safeParse({ ...valid, confirm_password: 'Other!Pass1' })
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirm_password'], message: 'Passwords do not match' }),
    ])
  })

  it('rejects names over 100 characters and a malformed e-mail', () => {
    const result = RegistrationSchema.safeParse({ ...valid, first_name: 'x'.repeat(101), email: 'nope' })
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['email', 'first_name'])
  })
})

describe('LoginFormSchema', () => {
  it('requires both fields', () => {
    const result = LoginFormSchema.safeParse({})
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Email is required', 'Password is required'])
  })
})

// zod gives a check without its own message the type's `error`: without one, these too-long values were
// answered "Password is required" and "Field required".
describe('too long values', () => {
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
  })

  it('take the longest allowed', () => {
    expect(LoginFormSchema.safeParse({ email: 'pat@example.com', password: 'A!a1'.repeat(32) }).success).toBe(true)
    expect(RefreshSchema.safeParse({ refresh_token: 'r'.repeat(512) }).success).toBe(true)
    expect(EntryUpdateSchema.safeParse({ subcategory: 's'.repeat(64) }).success).toBe(true)
  })
})
