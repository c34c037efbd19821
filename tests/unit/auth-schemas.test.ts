import { describe, expect, it } from 'vitest'
import {
  LoginFormSchema,
  PASSWORD_POLICY_MESSAGE,
  RegisterFormSchema,
  RegistrationSchema,
} from '../../app/schemas/auth.ts'

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
