// The goal screens' failure messages (spec 02 section 8), as plain data: the screens show them in the
// browser, which then needs no zod for them (they lived beside the goal forms' schemas).
export const GOAL_MESSAGES = {
  save: 'Failed to save goal. Please try again.',
  delete: 'Failed to delete goal. Please try again.',
  progress: 'Failed to record progress. Please try again.',
  preferences: 'Failed to update preferences. Please try again.',
  sync: 'Failed to sync net worth. Please try again.',
  load: 'Error loading goals. Please try again.',
} as const
