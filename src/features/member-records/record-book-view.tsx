// The page shared by the member centre's record books (issue 11 items 4–5): title, "add" button, the flow's
// notice, the list of cards with edit / delete / make-default actions, and the delete confirmation. Each book
// draws its own card body and editor. Plain props: the route owns the record-book actor. Drawn with the kit (issue
// 24 item 5): each record a Card in a grid, named by its record, the default one marked with a StatusBadge, its
// actions in the card's footer so they line up at the bottom of every card of a row.
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { StatusBadge } from '../../components/badges'
import { Card } from '../../components/card'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { EmptyState } from '../../components/empty-state'
import { PageHeader } from '../../components/page-header'
import type { Message } from '../../lib/intl'
import { recordMessages as m } from './messages'
import './member-records.css'
import type { Message as ShownMessage } from '../../api/message'

export type RecordMessage = ShownMessage

export type RecordBookStatus = 'loading' | 'loadFailed' | 'ready'

export interface RecordBookViewProps<R> {
  title: Message
  hint?: Message
  addLabel: Message
  emptyLabel: Message
  status: RecordBookStatus
  loadError: RecordMessage | null
  /** A save, delete or default change is in flight: every action waits. */
  busy: boolean
  notice: { tone: 'success' | 'error'; message: RecordMessage } | null
  records: readonly R[]
  idOf: (record: R) => number
  /** The record's name: its card's title and the accessible name in its action labels. */
  nameOf: (record: R) => string
  isDefault: (record: R) => boolean
  /** The card's body under the name: phone, address, tax number… */
  renderRecord: (record: R) => ReactNode
  /** More links of a card (e.g. the invoice detail). */
  renderLinks?: (record: R) => ReactNode
  /** Name of the record waiting for the delete confirmation, or null. */
  confirming: string | null
  editor: ReactNode
  nav?: ReactNode
  onAdd(): void
  onEdit(id: number): void
  onDelete(id: number): void
  onMakeDefault(id: number): void
  onConfirmDelete(): void
  onCancelDelete(): void
  onRetry(): void
  onDismissNotice(): void
}

export function RecordBookView<R>(props: RecordBookViewProps<R>) {
  const intl = useIntl()
  const say = (message: RecordMessage) =>
    'text' in message ? message.text : intl.formatMessage({ id: message.id }, message.values)
  return (
    <div className="page record-book">
      <PageHeader
        title={<FormattedMessage {...props.title} />}
        lead={props.hint ? <FormattedMessage {...props.hint} /> : undefined}
        actions={
          <button
            type="button"
            className="button button--primary"
            onClick={props.onAdd}
            disabled={props.status !== 'ready' || props.busy}
          >
            <FormattedMessage {...props.addLabel} />
          </button>
        }
      />
      {props.nav}
      {props.notice ? (
        <div
          className={`record-book__notice record-book__notice--${props.notice.tone}`}
          role={props.notice.tone === 'error' ? 'alert' : 'status'}
        >
          <span>{say(props.notice.message)}</span>
          <button type="button" className="link-button" onClick={props.onDismissNotice}>
            <FormattedMessage {...m.dismiss} />
          </button>
        </div>
      ) : null}
      {props.status === 'loading' ? (
        <p role="status">
          <FormattedMessage {...m.loading} />
        </p>
      ) : props.status === 'loadFailed' ? (
        <div role="alert" className="record-book__notice record-book__notice--error">
          <span>{props.loadError ? say(props.loadError) : null}</span>
          <button type="button" className="button" onClick={props.onRetry}>
            <FormattedMessage {...m.retry} />
          </button>
        </div>
      ) : props.records.length === 0 ? (
        <div role="status">
          <EmptyState title={<FormattedMessage {...props.emptyLabel} />} />
        </div>
      ) : (
        <ul className="record-book__list" aria-busy={props.busy}>
          {props.records.map((record) => {
            const id = props.idOf(record)
            const name = props.nameOf(record)
            const isDefault = props.isDefault(record)
            return (
              <li key={id} className="record-book__item">
                <Card
                  title={name}
                  actions={
                    isDefault ? (
                      <StatusBadge tone="success">
                        <FormattedMessage {...m.defaultBadge} />
                      </StatusBadge>
                    ) : undefined
                  }
                  footer={
                    <>
                      <span className="record-card__more">
                        {props.renderLinks?.(record)}
                        {isDefault ? null : (
                          <button
                            type="button"
                            className="link-button"
                            disabled={props.busy}
                            aria-label={intl.formatMessage(m.makeDefaultNamed, { name })}
                            onClick={() => props.onMakeDefault(id)}
                          >
                            <FormattedMessage {...m.makeDefault} />
                          </button>
                        )}
                      </span>
                      <span className="record-card__buttons">
                        <button
                          type="button"
                          className="button"
                          disabled={props.busy}
                          aria-label={intl.formatMessage(m.editNamed, { name })}
                          onClick={() => props.onEdit(id)}
                        >
                          <FormattedMessage {...m.edit} />
                        </button>
                        <button
                          type="button"
                          className="button"
                          disabled={props.busy}
                          aria-label={intl.formatMessage(m.removeNamed, { name })}
                          onClick={() => props.onDelete(id)}
                        >
                          <FormattedMessage {...m.remove} />
                        </button>
                      </span>
                    </>
                  }
                >
                  <div className="record-card__body">{props.renderRecord(record)}</div>
                </Card>
              </li>
            )
          })}
        </ul>
      )}
      <ConfirmDialog
        open={props.confirming !== null}
        title={intl.formatMessage(m.confirmTitle)}
        message={intl.formatMessage(m.confirmText, { name: props.confirming ?? '' })}
        confirmLabel={intl.formatMessage(m.confirmYes)}
        cancelLabel={intl.formatMessage(m.confirmNo)}
        busy={props.busy}
        // the button kept "Eliminar" while the delete was sent; the books' tests and e2e know it by that name
        busyLabel={intl.formatMessage(m.confirmYes)}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDelete}
      />
      {props.editor}
    </div>
  )
}
