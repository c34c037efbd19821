import type { SubmissionResult } from '@conform-to/react'

/** Every message of a refused form's reply, field and form errors alike, each once: for a banner above the form. */
export function replyMessages(result: SubmissionResult<string[]> | undefined): string[] {
  return [...new Set(Object.values(result?.error ?? {}).flatMap((messages) => messages ?? []))]
}
