import type { TestInfo } from '@playwright/test'

// The accessibility and phone specs open every screen of a full household. They read a household
// of their own, one per Playwright project, seeded by tests/e2e/prepare-db.ts: with two workers the
// js-enabled and js-disabled runs (and the specs that use the demo account) go at the same time, and
// nothing one of them writes can then change what another one sees.

export const SCREEN_PASSWORD = 'Screens!Wealth2026'

export const SCREEN_PROJECTS = ['js-enabled', 'js-disabled'] as const

/** The goal each screens household has, with a long name: the screens must wrap it. */
export const SCREEN_GOAL = {
  category: 'other',
  name: 'Down payment for a bigger house near the lake and the kids’ school',
  target_amount: 90000,
  priority: 8,
} as const

export function screenAccountFor(project: string) {
  return { email: `screens.${project}@wealthpath.test`, password: SCREEN_PASSWORD }
}

/** The household of the running project. */
export const screenAccount = (testInfo: TestInfo) => screenAccountFor(testInfo.project.name)
