// /msg/list (issue 11 item 6; REFERENCE.md msg/List): the member's notices, newest first — a filter by type and
// by unread/read, each notice worded from its keys with a link to the order, refund or payment it concerns,
// mark one read, mark all read, delete after a confirmation, and the pager. Plain props: the route owns the
// messageList actor.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { MESSAGE_TYPES, type MemberMessage, type MessageType } from '../../api/member-messages'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Pager } from '../../components/pager'
import { formatDateTime } from '../../i18n/format'
import { messageTypeLabels, msgMessages as m } from './messages'
import { noticeContent, noticeHref, noticeTitle } from './notice-text'
import './messages.css'

export type ViewMessage = { id: string; values?: Record<string, string | number> } | { text: string }

export interface MessageFilterValue {
  tplType?: MessageType
  msgState?: 0 | 1
}

export interface MessageListViewProps {
  status: 'loading' | 'loadFailed' | 'ready'
  /** a change is in flight, or the page reloads after one: every action waits */
  busy: boolean
  messages: MemberMessage[]
  filter: MessageFilterValue
  page: number
  pageSize: number
  total: number
  notice: { tone: 'success' | 'error'; message: ViewMessage } | null
  loadError: ViewMessage | null
  /** the notice waiting for the delete confirmation, or null */
  confirmingId: number | null
  onFilter(filter: MessageFilterValue): void
  onPage(page: number, pageSize: number): void
  onRead(id: number): void
  onOpen(id: number): void
  onReadAll(): void
  onDelete(id: number): void
  onConfirmDelete(): void
  onCancelDelete(): void
  onRetry(): void
  onDismissNotice(): void
}

const STATES = [
  { value: '', label: m.stateAll },
  { value: '0', label: m.stateUnread },
  { value: '1', label: m.stateRead },
] as const

export function MessageListView(props: MessageListViewProps) {
  const intl = useIntl()
  const say = (message: ViewMessage) =>
    'text' in message ? message.text : intl.formatMessage({ id: message.id }, message.values)
  const confirming = props.messages.find((message) => message.receiveId === props.confirmingId)
  const filtered = props.filter.tplType !== undefined || props.filter.msgState !== undefined
  return (
    <div className="page">
      <section className="msg-main" aria-labelledby="msg-list-title">
        <h1 id="msg-list-title">
          <FormattedMessage {...m.listTitle} />
        </h1>
        <div className="msg-toolbar">
          <div className="msg-types" role="group" aria-label={intl.formatMessage(m.typeFilter)}>
            {[undefined, ...MESSAGE_TYPES].map((type) => (
              <button
                key={type ?? 'all'}
                type="button"
                className="button"
                aria-pressed={props.filter.tplType === type}
                disabled={props.busy}
                onClick={() => props.onFilter({ ...props.filter, tplType: type })}
              >
                <FormattedMessage {...(type ? messageTypeLabels[type] : m.allTypes)} />
              </button>
            ))}
          </div>
          <label className="msg-state">
            <FormattedMessage {...m.stateFilter} />{' '}
            <select
              value={props.filter.msgState === undefined ? '' : String(props.filter.msgState)}
              disabled={props.busy}
              onChange={(event) => {
                const value = event.target.value
                props.onFilter({
                  ...props.filter,
                  msgState: value === '' ? undefined : (Number(value) as 0 | 1),
                })
              }}
            >
              {STATES.map((state) => (
                <option key={state.value} value={state.value}>
                  {intl.formatMessage(state.label)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button"
            disabled={props.busy || props.status !== 'ready' || props.messages.length === 0}
            onClick={props.onReadAll}
          >
            <FormattedMessage {...m.markAllRead} />
          </button>
        </div>
        {props.notice ? (
          <div
            className={`msg-notice msg-notice--${props.notice.tone}`}
            role={props.notice.tone === 'error' ? 'alert' : 'status'}
          >
            <span>{say(props.notice.message)}</span>
            <button type="button" className="link-button" onClick={props.onDismissNotice}>
              <FormattedMessage {...m.dismiss} />
            </button>
          </div>
        ) : null}
        {props.status === 'loadFailed' ? (
          <div role="alert" className="msg-notice msg-notice--error">
            <span>{props.loadError ? say(props.loadError) : null}</span>
            <button type="button" className="button" onClick={props.onRetry}>
              <FormattedMessage {...m.retry} />
            </button>
          </div>
        ) : props.status === 'loading' && props.messages.length === 0 ? (
          <p role="status">
            <FormattedMessage {...m.loading} />
          </p>
        ) : props.messages.length === 0 ? (
          <p className="empty-state" role="status">
            <FormattedMessage {...(filtered ? m.emptyFiltered : m.empty)} />
          </p>
        ) : (
          <>
            <ul className="msg-list" aria-busy={props.busy} aria-labelledby="msg-list-title">
              {props.messages.map((message) => (
                <NoticeItem key={message.receiveId} message={message} {...props} />
              ))}
            </ul>
            <Pager page={props.page} limit={props.pageSize} total={props.total} onChange={props.onPage} />
          </>
        )}
        <ConfirmDialog
          open={confirming !== undefined}
          title={intl.formatMessage(m.confirmTitle)}
          message={intl.formatMessage(m.confirmText, {
            title: confirming ? noticeTitle(intl, confirming) : '',
          })}
          confirmLabel={intl.formatMessage(m.confirmYes)}
          cancelLabel={intl.formatMessage(m.confirmNo)}
          busy={props.busy}
          // the button kept "Eliminar" while the delete was sent, as the e2e spec knows it
          busyLabel={intl.formatMessage(m.confirmYes)}
          onConfirm={props.onConfirmDelete}
          onCancel={props.onCancelDelete}
        />
      </section>
    </div>
  )
}

function NoticeItem({ message, ...props }: MessageListViewProps & { message: MemberMessage }) {
  const intl = useIntl()
  const title = noticeTitle(intl, message)
  const href = noticeHref(message.link)
  const unread = message.msgState === 0
  return (
    <li className={`msg-item${unread ? ' msg-item--unread' : ''}`}>
      <div className="msg-item__head">
        <h2 className="msg-item__title">
          {unread ? (
            <span className="msg-item__badge">
              <FormattedMessage {...m.unreadBadge} />
            </span>
          ) : null}
          {title}
        </h2>
        <span className="msg-item__type">
          <FormattedMessage {...messageTypeLabels[message.tplType]} />
        </span>
      </div>
      <p className="msg-item__content">{noticeContent(intl, message)}</p>
      <div className="msg-item__foot">
        <span className="msg-item__time">
          <FormattedMessage {...m.sentAt} values={{ time: formatDateTime(message.msgSendTime) }} />
        </span>
        <div className="msg-item__actions">
          {href ? (
            <Link
              to={href}
              className="button"
              aria-label={intl.formatMessage(m.openNamed, { title })}
              onClick={() => props.onOpen(message.receiveId)}
            >
              <FormattedMessage {...m.open} />
            </Link>
          ) : null}
          {unread ? (
            <button
              type="button"
              className="button"
              disabled={props.busy}
              aria-label={intl.formatMessage(m.markReadNamed, { title })}
              onClick={() => props.onRead(message.receiveId)}
            >
              <FormattedMessage {...m.markRead} />
            </button>
          ) : null}
          <button
            type="button"
            className="button"
            disabled={props.busy}
            aria-label={intl.formatMessage(m.removeNamed, { title })}
            onClick={() => props.onDelete(message.receiveId)}
          >
            <FormattedMessage {...m.remove} />
          </button>
        </div>
      </div>
    </li>
  )
}
