// One figure of an account — a balance, points, coupons, credit (issue 24 item 2): a label over its value, a
// secondary part after the value ("de US$ 10.000,00") and a hint under it. With `to` the whole figure is one link
// to the screen that explains it. The value stays within the type scale (at most --font-size-2xl) and wraps
// rather than widening its column, whatever the amount.
import { Children, type ReactNode } from 'react'
import { Link } from 'react-router'
import './figure.css'

export interface FigureProps {
  label: ReactNode
  value: ReactNode
  /** Shown after the value in the body size, in the same line when it fits. */
  suffix?: ReactNode
  hint?: ReactNode
  /** Makes the whole figure a link. */
  to?: string
  /** lg for the figure a screen is about (the balance on the wallet), md elsewhere. */
  size?: 'md' | 'lg'
  tone?: 'default' | 'warning' | 'error'
}

export function Figure({ label, value, suffix, hint, to, size = 'md', tone = 'default' }: FigureProps) {
  const className = `kit-figure kit-figure--${size} kit-figure--${tone}${to ? ' kit-figure--link' : ''}`
  const content = (
    <>
      <span className="kit-figure__label">{label}</span>
      <span className="kit-figure__value">
        {value}
        {suffix ? (
          <>
            {' '}
            <span className="kit-figure__suffix">{suffix}</span>
          </>
        ) : null}
      </span>
      {hint ? <span className="kit-figure__hint">{hint}</span> : null}
    </>
  )
  return to ? (
    <Link className={className} to={to}>
      {content}
    </Link>
  ) : (
    <div className={className}>{content}</div>
  )
}

/** A row of figures: as many equal columns as fit (at least ~200 px each), then they wrap. */
export function FigureGroup({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="kit-figures" aria-label={label}>
      {Children.toArray(children).map((child, index) => (
        <li key={index} className="kit-figures__item">
          {child}
        </li>
      ))}
    </ul>
  )
}
