// The frame of every paged list (issue 24 item 2; SPEC.md §3 paging): a heading and a toolbar (filters), then
// exactly one of loading, an error with "Reintentar", the empty state or the list itself, and the shared Pager
// under a list that has results. The list keeps showing while the next page loads, marked busy, so the pager
// and the filters do not jump.
import { useId, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Pager, type PagerProps } from './pager'
import { kitMessages as m } from './kit.messages'
import './paged-list-frame.css'

export interface PagedListFrameProps {
  title?: ReactNode
  headingLevel?: 2 | 3
  /** Filters, sorting, bulk actions: between the heading and the list. */
  toolbar?: ReactNode
  /** Beside the heading: a link to the whole list, the list's main action. */
  actions?: ReactNode
  status: 'loading' | 'error' | 'ready'
  /** What went wrong, in words; a general sentence otherwise. */
  error?: ReactNode
  onRetry?(): void
  /** True when the list has no rows: the empty state shows instead. */
  isEmpty: boolean
  empty: ReactNode
  /** The list or table. */
  children?: ReactNode
  pager?: Omit<PagerProps, 'pageSizes'> & { pageSizes?: PagerProps['pageSizes'] }
}

export function PagedListFrame(props: PagedListFrameProps) {
  const intl = useIntl()
  const titleId = useId()
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2'
  const loading = props.status === 'loading'
  let body: ReactNode
  if (props.status === 'error')
    body = (
      <div className="kit-paged__error" role="alert">
        <p>{props.error ?? intl.formatMessage(m.loadFailed)}</p>
        {props.onRetry ? (
          <button type="button" className="button" onClick={props.onRetry}>
            {intl.formatMessage(m.retry)}
          </button>
        ) : null}
      </div>
    )
  else if (loading && props.isEmpty)
    body = (
      <p className="kit-paged__loading" role="status">
        <span className="spinner" aria-hidden="true" />
        {intl.formatMessage(m.loading)}
      </p>
    )
  else if (props.isEmpty) body = props.empty
  else body = <div className="kit-paged__list">{props.children}</div>
  const showPager = props.pager && props.status !== 'error' && !props.isEmpty && props.pager.total > 0
  return (
    <section
      className="kit-paged"
      aria-labelledby={props.title ? titleId : undefined}
      aria-busy={loading || undefined}
    >
      {props.title || props.actions ? (
        <div className="kit-paged__header">
          {props.title ? (
            <Heading id={titleId} className="kit-paged__title">
              {props.title}
            </Heading>
          ) : null}
          {props.actions ? <div className="kit-paged__actions">{props.actions}</div> : null}
        </div>
      ) : null}
      {props.toolbar ? <div className="kit-paged__toolbar">{props.toolbar}</div> : null}
      {body}
      {showPager && props.pager ? <Pager {...props.pager} /> : null}
    </section>
  )
}
