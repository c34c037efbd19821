import type { Submission } from '@conform-to/react'

/**
 * The browser twin of an action's form-level refusal. Where the action answers invalid input
 * with a message above the form as well as under each field (the entry forms' "Form
 * validation failed. Please check the highlighted fields."), conform's check in the browser
 * stops the post before the server can say it; this adds the same message to that check's
 * answer, so the page reads the same with JavaScript on and off. Conform shows form-level
 * errors only once the whole form was submitted, so it never appears on a field's blur.
 */
export function withFormMessage<Schema, Value>(
  submission: Submission<Schema, string[], Value>,
  message: string,
): Submission<Schema, string[], Value> {
  if (submission.status === 'success') return submission
  return {
    ...submission,
    reply: (options) =>
      submission.reply(options && 'resetForm' in options ? options : { formErrors: [message], ...options }),
  }
}
