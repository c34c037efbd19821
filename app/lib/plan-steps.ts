// The 8-step planning flow. Each step is a URL under /plan. Only steps whose screen exists are
// `available`: the stepper lists those alone and "Continue" links skip the others, so nobody is
// sent to a screen that is not there. A step becomes available when its route file lands; all eight
// are built now (step 0, the Data Service Test, last), so the flag only guards steps added later.
export const PLAN_STEPS = [
  {
    number: 0,
    slug: 'data-service',
    title: 'Data Service Test',
    summary: 'Check that your data loads correctly.',
    available: true,
  },
  {
    number: 1,
    slug: 'profile',
    title: 'Profile & Family',
    summary: 'Your profile, family members, benefits and tax information.',
    available: true,
  },
  {
    number: 2,
    slug: 'financial-data',
    title: 'Financial Data',
    summary: 'What you own, owe, earn and spend.',
    available: true,
  },
  { number: 3, slug: 'current-state', title: 'Current State', summary: 'Where you stand today.', available: true },
  { number: 4, slug: 'goals', title: 'Goals & Preferences', summary: 'What you are planning for.', available: true },
  {
    number: 5,
    slug: 'analysis',
    title: 'Intelligence Analysis',
    summary: 'Conflicts, scenarios and recommendations for your goals.',
    available: true,
  },
  {
    number: 6,
    slug: 'chat',
    title: 'AI Advisor Chat',
    summary: 'Ask questions about your own numbers.',
    available: true,
  },
  {
    number: 7,
    slug: 'debug',
    title: 'Debug View',
    summary: 'What the advisor saw for your last chat message.',
    available: true,
  },
] as const

export type PlanStep = (typeof PLAN_STEPS)[number]

/** The steps whose screens exist, in order: what the stepper shows. */
export const AVAILABLE_STEPS: readonly PlanStep[] = PLAN_STEPS.filter((s) => s.available)

export function findStep(slug: string | undefined): PlanStep | undefined {
  return PLAN_STEPS.find((s) => s.slug === slug)
}

/** The first available step after this one; undefined at the end of the flow. */
export function nextStep(step: PlanStep): PlanStep | undefined {
  return AVAILABLE_STEPS.find((s) => s.number > step.number)
}

/** The last available step before this one; undefined at the start of the flow. */
export function previousStep(step: PlanStep): PlanStep | undefined {
  return AVAILABLE_STEPS.findLast((s) => s.number < step.number)
}
