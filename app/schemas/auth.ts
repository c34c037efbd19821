import * as z from 'zod'
import { normaliseEmail } from '../lib/email.ts'

export const PASSWORD_POLICY_MESSAGE =
  'Password must be at least 8 characters with uppercase, lowercase, number, and special character (!@#$%^&*)'

export const PASSWORD_HINT = '8+ characters with uppercase, lowercase, number and special character'

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(255, 'Email must be at most 255 characters')
  // Normalised before the check, so a full-width or ligature spelling reads as the plain address.
  .transform(normaliseEmail)
  .pipe(z.email('Enter a valid email address'))

// Any symbol counts as the special character; the message names the common ones.
export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(128, 'Password must be at most 128 characters')
  .refine(
    (v) => v.length >= 8 && /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v) && /[^A-Za-z0-9\s]/.test(v),
    PASSWORD_POLICY_MESSAGE,
  )

/** The API's registration payload (POST /api/v1/auth/register). */
export const RegistrationSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  first_name: requiredText('First name', 100),
  last_name: requiredText('Last name', 100),
})

/** The Create Account form: the API payload plus the confirmation field. */
export const RegisterFormSchema = RegistrationSchema.extend({
  confirm_password: z.string({ error: 'Confirm Password is required' }).min(1, 'Confirm Password is required'),
}).refine((v) => v.password === v.confirm_password, {
  message: 'Passwords do not match',
  path: ['confirm_password'],
})

export const LoginFormSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(128, 'Password must be at most 128 characters'),
  redirectTo: z.string().optional(),
})

/** POST /api/v1/auth/login is form-encoded with the OAuth2 password-flow names. */
export const ApiLoginSchema = z.object({
  username: z
    .string({ error: 'Field required' })
    .trim()
    .min(1, 'Field required')
    .max(255, 'username must be at most 255 characters')
    .transform(normaliseEmail),
  password: z
    .string({ error: 'Field required' })
    .min(1, 'Field required')
    .max(128, 'password must be at most 128 characters'),
})

export const RefreshSchema = z.object({
  refresh_token: z
    .string({ error: 'Field required' })
    .min(1, 'Field required')
    .max(512, 'refresh_token must be at most 512 characters'),
})
