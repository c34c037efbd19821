// The 8-step planning flow. Each step is a URL under /plan; screens that have not
// been built yet render a placeholder that says so.
export const PLAN_STEPS = [
  { number: 0, slug: 'data-service', title: 'Data Service Test', summary: 'Check that your data loads correctly.' },
  {
    number: 1,
    slug: 'profile',
    title: 'Profile & Family',
    summary: 'Your profile, family members, benefits and tax information.',
  },
  { number: 2, slug: 'financial-data', title: 'Financial Data', summary: 'What you own, owe, earn and spend.' },
  { number: 3, slug: 'current-state', title: 'Current State', summary: 'Where you stand today.' },
  { number: 4, slug: 'goals', title: 'Goals & Preferences', summary: 'What you are planning for.' },
  {
    number: 5,
    slug: 'analysis',
    title: 'Intelligence Analysis',
    summary: 'Conflicts, scenarios and recommendations for your goals.',
  },
  { number: 6, slug: 'chat', title: 'AI Advisor Chat', summary: 'Ask questions about your own numbers.' },
  { number: 7, slug: 'debug', title: 'Debug View', summary: 'What the advisor saw for your last chat message.' },
] as const

export type PlanStep = (typeof PLAN_STEPS)[number]

export function findStep(slug: string | undefined): PlanStep | undefined {
  return PLAN_STEPS.find((s) => s.slug === slug)
}

export function nextStep(step: PlanStep): PlanStep | undefined {
  return PLAN_STEPS.find((s) => s.number === step.number + 1)
}
