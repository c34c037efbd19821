// The Debug View's checks on what the advisor was sent (spec 03 §2.13, §3 "Debug": analysis with
// total_size, has_goals, has_dti, dti_value, has_interest_rates): did the prompt carry the figures a
// good answer needs? Plain text checks on the stored system prompt and user message, so they say what
// was actually sent, not what the app meant to send.

export type PayloadAnalysis = {
  total_size: number
  /** A retirement goal is named in the prompt. */
  has_goals: boolean
  /** A debt-to-income ratio is stated. */
  has_dti: boolean
  /** The ratio as stated, in percent; null when none is. */
  dti_value: number | null
  /** At least one interest rate (a percentage next to "interest", "APR" or "rate"). */
  has_interest_rates: boolean
}

const RETIREMENT_GOAL = /\bretire(?:ment)?\b[^.\n]{0,80}\bgoal\b|\bgoal\b[^.\n]{0,80}\bretire(?:ment)?\b/i
const DTI = /\b(?:debt[- ]to[- ]income|DTI)\b[^0-9\n]{0,40}?(\d{1,3}(?:\.\d+)?)\s*%/i
const INTEREST_RATE =
  /\d{1,2}(?:\.\d+)?\s*%\s*(?:APR|interest|rate)\b|\b(?:APR|interest(?: rate)?|rate)\b[^0-9\n]{0,20}\d{1,2}(?:\.\d+)?\s*%/i

export function analysePayload(systemPrompt: string, userMessage: string): PayloadAnalysis {
  const text = `${systemPrompt}\n${userMessage}`
  const dti = DTI.exec(text)
  return {
    total_size: systemPrompt.length + userMessage.length,
    has_goals: RETIREMENT_GOAL.test(text),
    has_dti: dti !== null,
    dti_value: dti ? Number(dti[1]) : null,
    has_interest_rates: INTEREST_RATE.test(text),
  }
}
