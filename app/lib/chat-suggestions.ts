import type { AdvisorFacts } from './offline-advisor.ts'

// Suggested Questions (03 §2.12): Retirement, Investing, Taxes, Expenses, four each, picked from
// what the user's own figures make relevant (a question about debt only when there is debt).

export const SUGGESTION_CATEGORIES = ['Retirement', 'Investing', 'Taxes', 'Expenses'] as const
export type SuggestionCategory = (typeof SUGGESTION_CATEGORIES)[number]

type Candidate = { text: string; when: (f: AdvisorFacts) => boolean }

const always = () => true
const hasCostlyDebt = (f: AdvisorFacts) => f.debts.some((d) => (d.ratePercent ?? 0) >= 8)

const CANDIDATES: Record<SuggestionCategory, Candidate[]> = {
  Retirement: [
    { text: 'Am I on track to retire at my planned age?', when: (f) => f.retirementAge !== null },
    { text: 'How much should I have saved for retirement by now?', when: (f) => f.age !== null },
    { text: 'How much more should I put into my 401(k)?', when: (f) => f.monthlySurplusCents > 0 },
    { text: 'What is my plan’s retirement success rate?', when: always },
    { text: 'When can I retire with my current savings?', when: always },
    { text: 'How does Social Security fit into my retirement?', when: always },
    { text: 'Which retirement accounts should I use?', when: always },
  ],
  Investing: [
    { text: 'Should I pay off debt before investing more?', when: hasCostlyDebt },
    { text: 'How much of my surplus should I invest each month?', when: (f) => f.monthlySurplusCents > 0 },
    { text: 'Is my emergency fund big enough before I invest?', when: (f) => f.emergencyFundMonths !== null },
    {
      text: 'How is my portfolio split between accounts?',
      when: (f) => f.investmentsCents + f.retirementSavingsCents > 0,
    },
    { text: 'How should I start investing?', when: always },
    { text: 'What investments fit my goals?', when: always },
    { text: 'How much investment risk should I take?', when: always },
    { text: 'Are low-cost index funds right for my portfolio?', when: always },
  ],
  Taxes: [
    { text: 'What tax bracket am I in?', when: always },
    { text: 'How can I lower my taxes with retirement contributions?', when: (f) => f.monthlyIncomeCents > 0 },
    { text: 'Could tax-loss harvesting help my investments?', when: (f) => f.investmentsCents > 0 },
    { text: 'Which tax deductions should I look at?', when: always },
    { text: 'How much federal tax do I pay?', when: always },
    { text: 'Should I use a Roth or a traditional IRA?', when: always },
  ],
  Expenses: [
    { text: 'Where does my money go each month?', when: (f) => f.monthlyExpensesCents > 0 },
    { text: 'How can I pay off my debt faster?', when: (f) => f.debts.length > 0 },
    { text: 'How many months does my emergency fund cover?', when: (f) => f.monthlyExpensesCents > 0 },
    { text: 'Can I afford my goals with my budget?', when: (f) => f.goals.length > 0 },
    { text: 'What is my savings rate?', when: always },
    { text: 'How can I cut my spending?', when: always },
    { text: 'What is my monthly cash flow?', when: always },
    { text: 'How can I build a budget that saves more?', when: always },
  ],
}

/** Four questions per category, the most relevant to these figures first. */
export function suggestedQuestions(facts: AdvisorFacts): Record<SuggestionCategory, string[]> {
  const pick = (category: SuggestionCategory) =>
    CANDIDATES[category]
      .filter((c) => c.when(facts))
      .slice(0, 4)
      .map((c) => c.text)
  return {
    Retirement: pick('Retirement'),
    Investing: pick('Investing'),
    Taxes: pick('Taxes'),
    Expenses: pick('Expenses'),
  }
}
