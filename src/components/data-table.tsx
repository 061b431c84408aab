// A table of records (issue 24 item 2): columns declared once (header, cell, alignment, numeric), a caption that
// names the table, and an empty state in place of an empty table. A table wider than its box scrolls inside the
// box — the page never scrolls sideways — and that box then becomes keyboard-focusable and named, so it can be
// scrolled without a mouse (WCAG 2.1.1; axe scrollable-region-focusable).
import { useEffect, useId, useRef, useState, type Key, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { kitMessages as m } from './kit.messages'
import './data-table.css'

export interface DataColumn<T> {
  key: string
  header: ReactNode
  cell(row: T): ReactNode
  /** end for amounts and quantities; numeric implies it. */
  align?: 'start' | 'center' | 'end'
  /** Amounts, counts, dates: aligned at the end, figures of equal width, never broken over two lines. */
  numeric?: boolean
  /** The cell that names its row (a number, a code): a row header for screen readers. */
  rowHeader?: boolean
  /** Keeps the cell on one line (codes, dates). */
  nowrap?: boolean
}

export interface DataTableProps<T> {
  columns: readonly DataColumn<T>[]
  rows: readonly T[]
  rowKey(row: T): Key
  caption: ReactNode
  /** The caption names the table for assistive technology only (a heading already says it on screen). */
  captionHidden?: boolean
  /** Shown instead of the table when there are no rows (an EmptyState, usually). */
  empty?: ReactNode
  busy?: boolean
}

function cellClass<T>(column: DataColumn<T>) {
  const align = column.align ?? (column.numeric ? 'end' : 'start')
  return [
    'kit-table__cell',
    `kit-table__cell--${align}`,
    column.numeric ? 'kit-table__cell--numeric' : '',
    column.nowrap ? 'kit-table__cell--nowrap' : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** Whether the element's content is wider than the element, kept up to date as either changes size. */
export function useOverflowsX<E extends HTMLElement>() {
  const ref = useRef<E>(null)
  const [overflows, setOverflows] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1)
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    measure()
    return () => observer.disconnect()
  }, [])
  return [ref, overflows] as const
}

export function DataTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  captionHidden = false,
  empty,
  busy = false,
}: DataTableProps<T>) {
  const intl = useIntl()
  const captionId = useId()
  const [scroller, overflows] = useOverflowsX<HTMLDivElement>()
  if (rows.length === 0)
    return (
      <div className="kit-table kit-table--empty">
        {empty ?? <p className="kit-table__empty">{intl.formatMessage(m.tableEmpty)}</p>}
      </div>
    )
  return (
    <div className="kit-table">
      <div
        ref={scroller}
        className="kit-table__scroll"
        {...(overflows ? { role: 'region', tabIndex: 0, 'aria-labelledby': captionId } : {})}
      >
        <table className="kit-table__table" aria-busy={busy || undefined}>
          <caption id={captionId} className={captionHidden ? 'visually-hidden' : 'kit-table__caption'}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={cellClass(column)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" className={cellClass(column)}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={cellClass(column)}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
