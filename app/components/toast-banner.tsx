import type { Toast } from '~/infra/toast.server.ts'

const PALETTE = { success: 'green', info: 'blue', warning: 'orange', error: 'red' } as const

// Chakra's Alert icons (lucide): a check in a circle for success, an "i" or "!" otherwise.
const ICON_PATHS: Record<Toast['kind'], string[]> = {
  success: ['M21.801 10A10 10 0 1 1 17 3.335', 'm9 11 3 3L22 4'],
  info: ['M12 16v-4', 'M12 8h.01'],
  warning: ['M12 8v4', 'M12 16h.01'],
  error: ['M12 8v4', 'M12 16h.01'],
}

/**
 * The one-time message after a redirect, laid over the page (position fixed, bottom corner)
 * so it never pushes the page down. The overlay lets clicks through to what is under it;
 * only its Dismiss control takes them. Dismiss is a checkbox styled as a button that hides the
 * toast with CSS (:has), so it works without JavaScript too. Static classes (app/styles/screens.css):
 * the root draws it on every screen, including those that load no Chakra.
 */
export function ToastBanner({ toast }: { toast: Toast }) {
  return (
    <div className="wp-toast" data-testid="toast">
      <div className={`wp-alert wp-palette-${PALETTE[toast.kind]}`} role="status" aria-live="polite">
        <svg
          className="wp-alert-icon"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {toast.kind === 'success' ? null : <circle cx="12" cy="12" r="10" />}
          {ICON_PATHS[toast.kind].map((d) => (
            <path key={d} d={d} />
          ))}
        </svg>
        <div className="wp-alert-content">
          <p className="wp-semibold">{toast.title}</p>
          {toast.description ? <p>{toast.description}</p> : null}
        </div>
        <label className="wp-alert-dismiss">
          <input type="checkbox" data-toast-dismiss className="wp-sr-only" />
          Dismiss
        </label>
      </div>
    </div>
  )
}
