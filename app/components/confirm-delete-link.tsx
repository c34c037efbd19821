import { Button } from '~/components/button.tsx'
import { Form, useNavigation } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * A delete that asks first. Without JavaScript the link opens the confirmation page;
 * with it, the same question opens in a native modal dialog and posts to that page's action.
 * The dialog is rendered on the first click, not with the page: a table of 30 rows would
 * otherwise carry 30 hidden dialogs in its HTML that only a script can open.
 */
export function ConfirmDeleteLink({
  to,
  message,
  ariaLabel,
  children,
  confirmLabel = 'Delete',
}: {
  to: string
  message: string
  ariaLabel: string
  children: ReactNode
  confirmLabel?: string
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [asked, setAsked] = useState(false)
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formAction === to
  useEffect(() => {
    if (asked && !dialog.current?.open) dialog.current?.showModal()
  }, [asked])
  return (
    <>
      <Button asChild size="xs" variant="outline" colorPalette="red">
        <Link
          to={to}
          aria-label={ariaLabel}
          onClick={(event) => {
            if (typeof HTMLDialogElement === 'undefined' || !('showModal' in HTMLDialogElement.prototype)) return
            event.preventDefault()
            if (asked) dialog.current?.showModal()
            else setAsked(true)
          }}
        >
          {children}
        </Link>
      </Button>
      {asked ? (
        <dialog ref={dialog} aria-label={message} className="wp-confirm-dialog">
          <p>{message}</p>
          <div className="wp-row-actions wp-row-actions--roomy">
            <Form method="post" action={to} onSubmit={() => dialog.current?.close()}>
              <Button type="submit" colorPalette="red" disabled={busy}>
                {busy ? 'Deleting...' : confirmLabel}
              </Button>
            </Form>
            <Button variant="outline" onClick={() => dialog.current?.close()} autoFocus>
              Cancel
            </Button>
          </div>
        </dialog>
      ) : null}
    </>
  )
}
