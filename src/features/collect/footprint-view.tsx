// /member/footprint — viewed products grouped by day (newest first), delete one or a whole day, empty state.
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Footprint } from '../../api/member-lists'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { GoodsCard } from '../../components/goods-card'
import { Pager } from '../../components/pager'
import { formatDateTime } from '../../i18n/format'
import { collectMessages as m } from './messages'
import './collect.css'

export interface FootprintViewProps {
  items: Footprint[]
  page: number
  limit: number
  total: number
  busy: boolean
  onDeleteOne: (logId: number) => void
  /** day as YYYY-MM-DD in the browser's time zone (the request layer sends it as timeZone) */
  onDeleteDay: (day: string) => void
  onPageChange: (page: number, limit: number) => void
}

/** The items grouped by their day (formatDateTime date part), keeping the newest-first order. */
export function groupByDay(items: Footprint[]): { day: string; items: Footprint[] }[] {
  const groups: { day: string; items: Footprint[] }[] = []
  for (const item of items) {
    const day = formatDateTime(item.lookedAt).slice(0, 10)
    const last = groups[groups.length - 1]
    if (last && last.day === day) last.items.push(item)
    else groups.push({ day, items: [item] })
  }
  return groups
}

export function FootprintView(props: FootprintViewProps) {
  const intl = useIntl()
  const [confirmDay, setConfirmDay] = useState<string | null>(null)
  return (
    <div className="page">
      <h1>
        <FormattedMessage {...m.footprintTitle} />
      </h1>
      {props.items.length === 0 ? (
        <div className="collect-empty" role="status">
          <p>
            <FormattedMessage {...m.footprintEmpty} />
          </p>
          <p>
            <FormattedMessage {...m.footprintEmptyHint} />
          </p>
          <Link className="button" to="/goods/category">
            <FormattedMessage {...m.browse} />
          </Link>
        </div>
      ) : (
        groupByDay(props.items).map((group) => (
          <section key={group.day} className="footprint-day" aria-labelledby={`footprint-${group.day}`}>
            <div className="footprint-day__head">
              <h2 id={`footprint-${group.day}`}>{group.day}</h2>
              <button
                type="button"
                className="button"
                disabled={props.busy}
                onClick={() => setConfirmDay(group.day)}
              >
                <FormattedMessage {...m.deleteDay} values={{ day: group.day }} />
              </button>
            </div>
            <ul className="collect-grid">
              {group.items.map((item) => (
                <li key={item.logId} className="collect-item">
                  <div className="collect-item__bar">
                    <p className="collect-note">
                      <FormattedMessage
                        {...m.viewedAt}
                        values={{ time: formatDateTime(item.lookedAt).slice(11) }}
                      />
                    </p>
                    <button
                      type="button"
                      className="link-button"
                      disabled={props.busy}
                      aria-label={intl.formatMessage(m.deleteOne, { name: item.goodsName })}
                      onClick={() => props.onDeleteOne(item.logId)}
                    >
                      <FormattedMessage {...m.deleteLabel} />
                    </button>
                  </div>
                  <GoodsCard goods={item} showPrice headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <Pager page={props.page} limit={props.limit} total={props.total} onChange={props.onPageChange} />
      <ConfirmDialog
        open={confirmDay !== null}
        title={intl.formatMessage(m.confirmDayTitle)}
        message={intl.formatMessage(m.confirmDayText, { day: confirmDay ?? '' })}
        confirmLabel={intl.formatMessage(m.deleteLabel)}
        cancelLabel={intl.formatMessage(m.cancel)}
        onConfirm={() => {
          const day = confirmDay
          setConfirmDay(null)
          if (day) props.onDeleteDay(day)
        }}
        onCancel={() => setConfirmDay(null)}
      />
    </div>
  )
}
