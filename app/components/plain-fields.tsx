import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react'

// Labelled search and filter fields drawn by static classes (app/styles/controls.css: Chakra's
// Field, Input and NativeSelect recipes at size sm). The list screens repeat them on every
// request; Chakra's versions inlined about 4 KB of CSS per page and need its runtime in the browser.

type FieldProps = {
  label: string
  /** 16rem wide from 30em up (a search box); otherwise as wide as its content. */
  wide?: boolean
}

export function PlainInput({ label, wide, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId()
  return (
    <div className={wide ? 'wp-field wp-field--wide' : 'wp-field'}>
      <label className="wp-field-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="wp-input" {...input} />
    </div>
  )
}

export function PlainSelect({
  label,
  wide,
  children,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  const id = useId()
  return (
    <div className={wide ? 'wp-field wp-field--wide' : 'wp-field'}>
      <label className="wp-field-label" htmlFor={id}>
        {label}
      </label>
      <div className="wp-select-wrap">
        <select id={id} className="wp-select" {...select}>
          {children}
        </select>
        <span className="wp-select-indicator" aria-hidden="true">
          <svg viewBox="0 0 24 24">
            <path d="m6 9 6 6 6-6" />
          </svg>
        </span>
      </div>
    </div>
  )
}
