import { classifyIntent, type AdvisorIntent } from './offline-advisor.ts'

// Which kind of question a chat message is, before any tool or model runs: a finance question
// (answered from the user's figures), an ambiguous one (answered with a clarification, spec 03
// §3 "Clarification"), or off-topic / about someone else (a polite refusal). Deterministic, so
// the same question is treated the same whichever provider is configured.

export type QuestionKind =
  | { kind: 'finance'; intent: AdvisorIntent }
  | { kind: 'ambiguous'; intent: AdvisorIntent }
  | { kind: 'off_topic'; reason: 'other_people' | 'not_finance' }

// Asking for another person's figures. The advisor's tools can only read the signed-in user, so
// such a question has nothing honest to answer; it is refused rather than answered with the
// asker's own figures as if they were someone else's.
const OTHER_PEOPLE =
  /\b((other|another|different)\s+(users?|customers?|clients?|people|person|accounts?|households?)|someone else|somebody else|user\s*(#|id\s*)?\d+|users'|everyone else)/i

const NOT_FINANCE =
  /\b(weather|forecast|rain(ing)?|snow(ing)?|sports?|football|soccer|basketball|baseball|nba|nfl|game score|recipes?|cook(ing)?|movies?|films?|songs?|music|celebrit\w*|jokes?|poems?|horoscope|election|president)\b/i

const FINANCE_WORDS =
  /\b(money|financ\w*|overview|cash|save|saving|savings|spend|income|salary|net worth|assets?|afford|budget|emergency|retire\w*|invest\w*|tax\w*|debts?|loans?|goals?|mortgage|expenses?|surplus|plan|portfolio|401|ira|roth|stocks?|bonds?|fund)\b/i

// A question that leans on something unsaid ("it", "that") with no topic of its own.
const VAGUE = /^(should i|shall i|can i|could i|would it|is it|is that|what about|how about|and|do it|what if)\b/i

export function classifyQuestion(message: string): QuestionKind {
  const text = message.trim()
  if (OTHER_PEOPLE.test(text)) return { kind: 'off_topic', reason: 'other_people' }
  const intent = classifyIntent(text)
  const words = text.split(/\s+/).filter(Boolean)
  if (intent === 'general' && NOT_FINANCE.test(text)) return { kind: 'off_topic', reason: 'not_finance' }
  if (intent !== 'general') return { kind: 'finance', intent }
  if (words.length <= 2) return { kind: 'ambiguous', intent }
  if (VAGUE.test(text) && !FINANCE_WORDS.test(text.replace(VAGUE, ''))) return { kind: 'ambiguous', intent }
  if (!FINANCE_WORDS.test(text) && words.length <= 5) return { kind: 'ambiguous', intent }
  return { kind: 'finance', intent }
}

export type Clarification = {
  message: string
  options: { label: string }[]
  fallbacks: { label: string }[]
  assumptions_if_skipped: string[]
}

/** The clarification for an ambiguous question: the topics the advisor can answer from. */
export function clarificationFor(message: string): Clarification {
  return {
    message: `I am not sure what "${message.trim().slice(0, 80)}" refers to. Which part of your finances do you mean?`,
    options: [
      { label: 'How is my retirement saving going?' },
      { label: 'How can I pay down my debt faster?' },
      { label: 'How many months does my emergency fund cover?' },
      { label: 'Where does my money go each month?' },
    ],
    fallbacks: [{ label: 'Give me an overview of my finances' }],
    assumptions_if_skipped: ['Without an answer I give an overview of your net worth and monthly cash flow.'],
  }
}

export const REFUSALS: Record<'other_people' | 'not_finance', string> = {
  other_people:
    'I can only see and discuss your own financial records, so I cannot share or look up anyone else’s figures. Ask me about your own net worth, cash flow, goals or retirement instead.',
  not_finance:
    'Sorry, I can only help with your personal finances: retirement, investing, taxes, spending, debt, goals and your emergency fund. Try one of the suggested questions.',
}
