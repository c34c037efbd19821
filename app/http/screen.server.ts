import { isDatabaseUnavailable } from '../../db/connection.ts'

export function serviceUnavailable() {
  return new Response(
    'The service is temporarily unavailable because its database cannot be reached. Please try again shortly.',
    { status: 503, headers: { 'Retry-After': '10' } },
  )
}

/**
 * Runs a screen's loader or action body: an unreachable database shows the error
 * page with 503 and a plain explanation instead of a 500. Called inside the exported
 * function (never at module level), because the browser bundle drops .server modules.
 */
export async function orServiceUnavailable<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work()
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw serviceUnavailable()
    throw error
  }
}
