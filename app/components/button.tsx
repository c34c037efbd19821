import { Children, cloneElement, isValidElement, type ButtonHTMLAttributes, type ReactElement } from 'react'

// The app's button: Chakra's button recipe (same sizes, variants, colour palettes and design tokens)
// as classes in a static, cached stylesheet (app/styles/controls.css) instead of Chakra's Button.
// Chakra generates each size × variant × palette combination as about 3.5 KB of CSS and inlines it
// into every page that shows it: on the Financial Management screen, buttons alone were 26 KB of
// each response. The classes cost nothing per request.

type Variant = 'solid' | 'outline' | 'ghost' | 'subtle'
type Size = 'xs' | 'sm' | 'md' | 'lg'
type Palette = 'blue' | 'gray' | 'red' | 'green' | 'purple'

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  variant?: Variant
  size?: Size
  colorPalette?: Palette
  /** Styles the single child (a link, usually) as the button instead of rendering a <button>. */
  asChild?: boolean
  /** Spacing in Chakra's scale (a quarter rem per step); only the steps the screens use. */
  mt?: '2' | '3'
  ms?: 'auto'
  /** px="0": a text-like button that lines up with the text around it. */
  px?: '0'
  alignSelf?: 'flex-start'
  /** A tile in a grid of choices: as tall as its lines, stacked; 'start' aligns them left and wraps. */
  tile?: 'center' | 'start'
}

export function buttonClassName({
  variant = 'solid',
  size = 'md',
  colorPalette = 'gray',
  mt,
  ms,
  px,
  alignSelf,
  tile,
  className,
}: Pick<
  ButtonProps,
  'variant' | 'size' | 'colorPalette' | 'mt' | 'ms' | 'px' | 'alignSelf' | 'tile' | 'className'
>): string {
  const classes = ['wp-btn', `wp-btn--${variant}`, `wp-btn--${size}`, `wp-palette-${colorPalette}`]
  if (mt) classes.push(`wp-mt-${mt}`)
  if (ms) classes.push('wp-ms-auto')
  if (px) classes.push('wp-px-0')
  if (alignSelf) classes.push('wp-self-start')
  if (tile) classes.push(tile === 'start' ? 'wp-btn--tile wp-btn--tile-start' : 'wp-btn--tile')
  if (className) classes.push(className)
  return classes.join(' ')
}

export function Button({
  variant,
  size,
  colorPalette,
  asChild,
  mt,
  ms,
  px,
  alignSelf,
  tile,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = buttonClassName({ variant, size, colorPalette, mt, ms, px, alignSelf, tile, className })
  if (asChild) {
    const child = Children.only(children)
    if (!isValidElement(child)) throw new TypeError('Button asChild needs one element child')
    const element = child as ReactElement<{ className?: string }>
    const own = element.props.className
    return cloneElement(element, { ...rest, className: own ? `${classes} ${own}` : classes })
  }
  return (
    <button type={type} className={classes} {...rest}>
      {children}
    </button>
  )
}
