// Pagination widget of SPEC.md §3 (page, limit, total, page sizes) with the §9 constants.
import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { pagerMessages } from './pager.messages'
import { useWindowWidth } from './use-window-width'
import './pager.css'
import { formatCount } from '../i18n/format'

export const PAGE_SIZES: readonly number[] = [10, 20, 30, 50]
export const DEFAULT_PAGE_LIMIT = 20
/** Below this window width the pager shows fewer numbered buttons. */
export const PAGER_NARROW_WIDTH_PX = 992
export const PAGER_BUTTONS_NARROW = 5
export const PAGER_BUTTONS_WIDE = 7

export type PagerItem = number | 'gap'

/**
 * The numbered buttons to show: at most `maxButtons` page numbers, always the first and the last page, the
 * others a window around `page`; 'gap' stands for the pages left out between two shown numbers.
 */
export function pageButtons(page: number, pageCount: number, maxButtons: number): PagerItem[] {
  if (pageCount < 1) return []
  const slots = Math.max(3, Math.floor(maxButtons))
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, i) => i + 1)
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount)
  const middle = slots - 2
  const start = Math.min(Math.max(2, current - Math.floor((middle - 1) / 2)), pageCount - middle)
  const end = start + middle - 1
  const items: PagerItem[] = [1]
  if (start > 2) items.push('gap')
  for (let n = start; n <= end; n++) items.push(n)
  if (end < pageCount - 1) items.push('gap')
  items.push(pageCount)
  return items
}

export interface PagerProps {
  /** Current page, 1-based. */
  page: number
  /** Page size. */
  limit: number
  /** Number of results across all pages. */
  total: number
  /** Called with the page and size to show; a new size always starts again at page 1. */
  onChange(page: number, limit: number): void
  pageSizes?: readonly number[]
}

export function Pager({ page, limit, total, onChange, pageSizes = PAGE_SIZES }: PagerProps) {
  const intl = useIntl()
  const width = useWindowWidth()
  const sizeId = useId()
  const goToId = useId()
  const [goTo, setGoTo] = useState('')

  const size = limit > 0 ? limit : DEFAULT_PAGE_LIMIT
  const pageCount = Math.max(0, Math.ceil(total / size))
  const current = Math.min(Math.max(1, page), Math.max(1, pageCount))
  const maxButtons = width < PAGER_NARROW_WIDTH_PX ? PAGER_BUTTONS_NARROW : PAGER_BUTTONS_WIDE
  const sizes = [...new Set([...pageSizes, size])].sort((a, b) => a - b)

  function show(target: number) {
    if (target !== current) onChange(target, size)
  }

  function jump() {
    const wanted = Number.parseInt(goTo, 10)
    if (Number.isNaN(wanted)) return
    const target = Math.min(Math.max(1, wanted), pageCount)
    setGoTo(String(target))
    show(target)
  }

  return (
    <nav className="pager" aria-label={intl.formatMessage(pagerMessages.label)}>
      <p className="pager__total">
        <FormattedMessage {...pagerMessages.total} values={{ total }} />
      </p>
      {pageCount > 0 ? (
        <>
          <div className="pager__pages">
            <button
              type="button"
              className="pager__button pager__step"
              aria-label={intl.formatMessage(pagerMessages.previous)}
              disabled={current <= 1}
              onClick={() => show(current - 1)}
            >
              <Chevron direction="left" />
            </button>
            <ul className="pager__list">
              {pageButtons(current, pageCount, maxButtons).map((item, index) =>
                item === 'gap' ? (
                  <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
                    …
                  </li>
                ) : (
                  <li key={item}>
                    <button
                      type="button"
                      className="pager__button"
                      aria-label={intl.formatMessage(pagerMessages.page, { page: item })}
                      aria-current={item === current ? 'page' : undefined}
                      onClick={() => show(item)}
                    >
                      {formatCount(item)}
                    </button>
                  </li>
                ),
              )}
            </ul>
            <button
              type="button"
              className="pager__button pager__step"
              aria-label={intl.formatMessage(pagerMessages.next)}
              disabled={current >= pageCount}
              onClick={() => show(current + 1)}
            >
              <Chevron direction="right" />
            </button>
          </div>
          <div className="pager__field">
            <label htmlFor={sizeId}>
              <FormattedMessage {...pagerMessages.pageSize} />
            </label>
            <select
              id={sizeId}
              className="pager__select"
              value={size}
              onChange={(event) => onChange(1, Number(event.target.value))}
            >
              {sizes.map((option) => (
                <option key={option} value={option}>
                  {formatCount(option)}
                </option>
              ))}
            </select>
          </div>
          <div className="pager__field">
            <label htmlFor={goToId}>
              <FormattedMessage {...pagerMessages.goToLabel} />
            </label>
            <input
              id={goToId}
              className="pager__input"
              type="number"
              inputMode="numeric"
              min={1}
              max={pageCount}
              value={goTo}
              onChange={(event) => setGoTo(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return
                // The pager may sit inside a filter form: Enter here means "go", never "submit".
                event.preventDefault()
                jump()
              }}
            />
            <button type="button" className="pager__button pager__go" onClick={jump}>
              <FormattedMessage {...pagerMessages.goToButton} />
            </button>
          </div>
        </>
      ) : null}
    </nav>
  )
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      <path
        d={direction === 'left' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
