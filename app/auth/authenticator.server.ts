import { parseWithZod } from '@conform-to/zod/v4'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import type { User } from '../../db/index.ts'
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
  | { kind: 'rejected'; submission: Submission; message: string; status: 401 | 429; retryAfterSeconds?: number }

export const authenticator = new Authenticator<LoginOutcome>()

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const submission = parseLogin(form)
    if (submission.status !== 'success') return { kind: 'invalid', submission }
    const { email, password, redirectTo } = submission.value
    const attempt = await attemptLogin({ email, password, ip: clientIp(request) })
    if (!attempt.ok) {
      return {
        kind: 'rejected',
        submission,
        message: attempt.message,
        status: attempt.status,
        retryAfterSeconds: attempt.status === 429 ? attempt.retryAfterSeconds : undefined,
      }
    }
    return { kind: 'signed-in', user: attempt.user, redirectTo }
  }),
  'form',
)
