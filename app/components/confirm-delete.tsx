import { Box, HStack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { Form } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { FormCard } from '~/components/form-card.tsx'
import { FormErrors } from '~/components/forms.tsx'
import { useIsSubmitting } from '~/components/use-is-submitting.ts'

/**
 * A delete (or clear) confirmation as a page of its own, so it works without JavaScript; with
 * it, ConfirmDeleteLink asks the same question in a dialog and posts to this page's action.
 */
export function ConfirmDeletePage({
  title,
  question,
  detail,
  cancelTo,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  errors,
}: {
  /** The page's h1, e.g. "Delete Family Member". */
  title: string
  question: string
  /** A second line under the question: the row's name, or "This action cannot be undone." */
  detail?: string
  cancelTo: string
  confirmLabel?: string
  busyLabel?: string
  /** Why a previous attempt failed, shown above the question. */
  errors?: string[]
}) {
  const isSubmitting = useIsSubmitting()
  return (
    <FormCard title={title}>
      <FormErrors id="confirm-delete-errors" errors={errors} />
      <Box
        role="alertdialog"
        aria-labelledby="confirm-text"
        bg="orange.50"
        borderWidth="1px"
        borderColor="orange.200"
        borderRadius="lg"
        p="4"
      >
        <Text id="confirm-text" mb={detail ? '1' : '3'}>
          {question}
        </Text>
        {detail ? (
          <Text color="gray.700" fontSize="sm" mb="3">
            {detail}
          </Text>
        ) : null}
        <HStack>
          <Button asChild variant="outline">
            <Link to={cancelTo}>Cancel</Link>
          </Button>
          <Form method="post">
            <Button type="submit" colorPalette="red" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? busyLabel : confirmLabel}
            </Button>
          </Form>
        </HStack>
      </Box>
    </FormCard>
  )
}
