import { isDatabaseUnavailable } from '../../db/connection.ts'

export function serviceUnavailable() {
  return new Response(
    'The service is temporarily unavailable because its database cannot be reached. Please try again shortly.',
    { status: 503, headers: { 'Retry-After': '10' } },
  )
}

/**
 * Wraps a screen's loader or action: an unreachable database shows the error page
 * with 503 and a plain explanation instead of a 500.
 */
export function screenHandler<Args, Result>(handler: (args: Args) => Promise<Result>) {
  return async (args: Args): Promise<Result> => {
    try {
      return await handler(args)
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw serviceUnavailable()
      throw error
    }
  }
}
