import { parseWithZod } from '@conform-to/zod/v4'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import type { User } from '../../db/index.ts'
import { isAppError, type AppError } from '../lib/app-error.ts'
import { LoginFormSchema } from '../schemas/auth.ts'
import { attemptLogin } from '../services/account/login.server.ts'
import { clientIp } from '../infra/request-context.server.ts'

function parseLogin(form: FormData) {
  return parseWithZod(form, { schema: LoginFormSchema })
}

type Submission = ReturnType<typeof parseLogin>

// remix-auth v4 only verifies; it returns this outcome and the route decides what to render.
export type LoginOutcome =
  | { kind: 'signed-in'; user: User; redirectTo: string | undefined }
  | { kind: 'invalid'; submission: Submission }
  | { kind: 'rejected'; submission: Submission; error: AppError }

export const authenticator = new Authenticator<LoginOutcome>()

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const submission = parseLogin(form)
    if (submission.status !== 'success') return { kind: 'invalid', submission }
    const { email, password, redirectTo } = submission.value
    try {
      const user = await attemptLogin({ email, password, ip: clientIp(request) })
      return { kind: 'signed-in', user, redirectTo }
    } catch (error) {
      if (!isAppError(error)) throw error
      return { kind: 'rejected', submission, error }
    }
  }),
  'form',
)
