// A row of filter buttons, one pressed (issue 24 item 5): the message types, the points history's directions,
// the points orders' states. Each option is a real button with aria-pressed inside a named group, so a screen
// reader hears which filter is on; an option may carry a count (unread messages of a type) as a CountBadge. The
// count is the button's description, not part of its name, so the name stays the filter's ("Pedidos") however
// the count changes.
import { useId, type ReactNode } from 'react'
import { CountBadge } from './badges'
import './filter-group.css'

export interface FilterOption<V> {
  value: V
  label: ReactNode
  /** Shown as a badge when above 0. */
  count?: number
  /** The count in words for screen readers ("3 sin leer"). */
  countLabel?: string
}

export interface FilterGroupProps<V> {
  /** Names the group ("Tipo de mensaje"). */
  label: string
  options: readonly FilterOption<V>[]
  value: V
  onChange(value: V): void
  disabled?: boolean
}

export function FilterGroup<V>({ label, options, value, onChange, disabled = false }: FilterGroupProps<V>) {
  const ids = useId()
  return (
    <div className="kit-filter" role="group" aria-label={label}>
      {options.map((option, index) => {
        const counted = (option.count ?? 0) > 0
        const countId = `${ids}-${index}`
        return (
          <button
            key={String(option.value)}
            type="button"
            className="kit-filter__option"
            aria-pressed={option.value === value}
            aria-describedby={counted ? countId : undefined}
            disabled={disabled}
            onClick={() => onChange(option.value)}
          >
            <span className="kit-filter__label">{option.label}</span>
            {counted ? (
              <>
                <span aria-hidden="true" className="kit-filter__count">
                  <CountBadge count={option.count ?? 0} />
                </span>
                <span id={countId} hidden>
                  {option.countLabel ?? option.count}
                </span>
              </>
            ) : null}
          </button>
        )
      })}
    </div>
  )
}
