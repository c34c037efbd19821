import { NavLink } from '~/components/link.tsx'
import { AVAILABLE_STEPS } from '~/lib/plan-steps.ts'

/**
 * The numbered steps that exist, as plain links: any of them can be opened, with or without JavaScript.
 * On a phone it collapses to the numbers and the current step's title (app/styles/layout.css).
 */
export function PlanStepper() {
  return (
    <nav aria-label="Planning steps" className="wp-stepper">
      <ol className="wp-stepper-list">
        {AVAILABLE_STEPS.map((step) => (
          <li key={step.slug} className="wp-stepper-item">
            <NavLink to={`/plan/${step.slug}`} prefetch="intent">
              {({ isActive }) => (
                <span className="wp-stepper-step" aria-current={isActive ? 'step' : undefined}>
                  <span className="wp-stepper-number">{step.number}</span>
                  <span className="wp-stepper-title">{step.title}</span>
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ol>
    </nav>
  )
}
