// /service?vid= (issue 29 item 1; SPEC.md §2, §9; GLOSSARY.md chat labels): the conversation list with unread
// counts, the open conversation — its messages with times, time dividers and the delivery state of the buyer's
// own (sending, waiting for the link, sent, read, failed with «Corregir y reenviar») — the link's banner and the
// message box, which keeps what was typed while the link is down. Plain props: the route owns the chat actor.
import { useId, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ChatMessageContent, ChatMessageType } from '../../api/chat'
import type { ErrorMessage } from '../../api/errors'
import { CountBadge, StatusBadge, type BadgeTone } from '../../components/badges'
import { Card } from '../../components/card'
import { EmptyState } from '../../components/empty-state'
import { PageHeader } from '../../components/page-header'
import { LoadFailed } from '../../components/say'
import { chatMessages as m } from './messages'
import './chat.css'

export type ChatDelivery = 'sending' | 'waiting' | 'sent' | 'read' | 'failed'

/** One line of the conversation (what machines/chat/chat-thread.ts gives). */
export type ChatThreadItem =
  | { kind: 'divider'; key: string; time: string }
  | {
      kind: 'message'
      key: string
      mine: boolean
      addTime: string | null
      msgType: ChatMessageType
      content: ChatMessageContent
      delivery: ChatDelivery | null
      reason: string | null
      clientMsgId: string | null
    }

export interface ChatConversationRow {
  storeId: number
  storeName: string
  unread: number
  lastText: string | null
}

export interface ChatViewProps {
  status: 'opening' | 'failed' | 'ready'
  link: 'connecting' | 'online' | 'reconnecting' | 'offline'
  loadError: ErrorMessage | null
  conversations: readonly ChatConversationRow[]
  openStoreId: number
  items: readonly ChatThreadItem[]
  hasOlder: boolean
  loadingOlder: boolean
  draft: string
  draftProblem: 'empty' | 'tooLong' | null
  onSelect(storeId: number): void
  onOlder(): void
  onDraft(text: string): void
  onSubmit(): void
  onEditRefused(clientMsgId: string, text: string): void
  onRetry(): void
  onRetryLink(): void
}

const DELIVERY: Record<ChatDelivery, { tone: BadgeTone; label: keyof typeof m }> = {
  sending: { tone: 'info', label: 'sending' },
  waiting: { tone: 'warning', label: 'waiting' },
  sent: { tone: 'neutral', label: 'sent' },
  read: { tone: 'success', label: 'read' },
  failed: { tone: 'error', label: 'failed' },
}

/** HH:mm of an AAAA-MM-DD HH:mm:ss time. */
const clockOf = (addTime: string) => addTime.slice(11, 16)

export function ChatView(props: ChatViewProps) {
  const intl = useIntl()
  const ids = useId()
  const open = props.conversations.find((row) => row.storeId === props.openStoreId)
  const openName = open?.storeName ?? ''

  function submit(event: FormEvent) {
    event.preventDefault()
    props.onSubmit()
  }

  function contentText(item: Extract<ChatThreadItem, { kind: 'message' }>) {
    const { content } = item
    if (item.msgType === 1 || item.msgType === 5) return content.content ?? ''
    if (item.msgType === 2) return intl.formatMessage(m.picture)
    if (item.msgType === 3) return intl.formatMessage(m.product, { name: content.goodsName ?? '' })
    if (item.msgType === 4) return intl.formatMessage(m.order, { sn: content.orderSn ?? '' })
    return intl.formatMessage(m.other)
  }

  const header = (
    <PageHeader title={<FormattedMessage {...m.title} />} lead={<FormattedMessage {...m.lead} />} />
  )
  if (props.status === 'failed')
    return (
      <div className="page chat">
        {header}
        <LoadFailed error={props.loadError} onRetry={props.onRetry} />
      </div>
    )

  const banner =
    props.link === 'online' ? null : (
      <div className={`chat__link chat__link--${props.link}`} role="status">
        <FormattedMessage {...m[props.link]} />
        {props.link === 'offline' ? (
          <button type="button" className="button" onClick={props.onRetryLink}>
            <FormattedMessage {...m.retryLink} />
          </button>
        ) : null}
      </div>
    )

  return (
    <div className="page chat" aria-busy={props.status === 'opening' || undefined}>
      {header}
      <div className="chat__layout">
        <Card as="nav" title={<FormattedMessage {...m.conversations} />} className="chat__list">
          {props.conversations.length === 0 ? (
            <p>
              <FormattedMessage {...m.noConversations} />
            </p>
          ) : (
            <ul className="chat__conversations">
              {props.conversations.map((row) => (
                <li key={row.storeId}>
                  <button
                    type="button"
                    className="chat__conversation"
                    aria-current={row.storeId === props.openStoreId ? 'true' : undefined}
                    onClick={() => props.onSelect(row.storeId)}
                  >
                    <span className="chat__conversation-name">{row.storeName}</span>
                    {row.unread > 0 ? (
                      <CountBadge
                        count={row.unread}
                        label={intl.formatMessage(m.unread, { count: row.unread })}
                      />
                    ) : null}
                    {row.lastText ? <span className="chat__conversation-last">{row.lastText}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <section className="kit-card chat__thread" aria-labelledby={`${ids}-with`}>
          <h2 id={`${ids}-with`} className="kit-card__title">
            <FormattedMessage {...m.conversationWith} values={{ name: openName }} />
          </h2>
          {banner}
          {props.hasOlder ? (
            <button
              type="button"
              className="button chat__older"
              disabled={props.loadingOlder}
              onClick={props.onOlder}
            >
              <FormattedMessage {...(props.loadingOlder ? m.loadingOlder : m.older)} />
            </button>
          ) : null}
          {props.status === 'ready' && props.items.length === 0 ? (
            <EmptyState title={<FormattedMessage {...m.noMessages} />} />
          ) : null}
          <div
            className="chat__messages"
            role="log"
            aria-label={intl.formatMessage(m.conversationWith, { name: openName })}
          >
            <ol className="chat__items">
              {props.items.map((item) =>
                item.kind === 'divider' ? (
                  <li key={item.key} className="chat__divider">
                    <time dateTime={item.time.replace(' ', 'T')}>{item.time}</time>
                  </li>
                ) : (
                  <li
                    key={item.key}
                    className={item.mine ? 'chat__message chat__message--mine' : 'chat__message'}
                  >
                    <span className="chat__author">
                      {item.mine ? <FormattedMessage {...m.you} /> : openName}
                    </span>
                    <p className="chat__text">{contentText(item)}</p>
                    <span className="chat__meta">
                      {item.addTime ? (
                        <time dateTime={item.addTime.replace(' ', 'T')}>{clockOf(item.addTime)}</time>
                      ) : null}
                      {item.delivery ? (
                        <StatusBadge tone={DELIVERY[item.delivery].tone}>
                          <FormattedMessage
                            {...m[DELIVERY[item.delivery].label]}
                            values={{ reason: item.reason ?? '' }}
                          />
                        </StatusBadge>
                      ) : null}
                      {item.delivery === 'failed' && item.clientMsgId ? (
                        <button
                          type="button"
                          className="link-button"
                          onClick={() => props.onEditRefused(item.clientMsgId!, item.content.content ?? '')}
                        >
                          <FormattedMessage {...m.editAgain} />
                        </button>
                      ) : null}
                    </span>
                  </li>
                ),
              )}
            </ol>
          </div>
          <form className="chat__box" onSubmit={submit} noValidate>
            <label htmlFor={`${ids}-box`} className="visually-hidden">
              <FormattedMessage {...m.box} />
            </label>
            <textarea
              id={`${ids}-box`}
              className="chat__input"
              rows={3}
              value={props.draft}
              placeholder={intl.formatMessage(m.box)}
              aria-invalid={props.draftProblem ? true : undefined}
              aria-describedby={props.draftProblem ? `${ids}-problem` : undefined}
              onChange={(event) => props.onDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault()
                  props.onSubmit()
                }
              }}
            />
            <button type="submit" className="button button--primary" disabled={props.status !== 'ready'}>
              <FormattedMessage {...m.send} />
            </button>
            <p id={`${ids}-problem`} className="chat__problem" role="alert">
              {props.draftProblem ? <FormattedMessage {...m[props.draftProblem]} /> : null}
            </p>
          </form>
        </section>
      </div>
    </div>
  )
}
