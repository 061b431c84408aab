// /service?vid= (issue 29 item 1; SPEC.md §2, §9; GLOSSARY.md chat labels): the conversation list with unread
// counts, the open conversation — its messages with times, time dividers and the delivery state of the buyer's
// own (sending, waiting for the link, sent, read, failed with «Corregir y reenviar») — the link's banner and the
// message box, which keeps what was typed while the link is down (./chat-composer.tsx: emoji, pictures, the
// card of a product or order). Messages show by type (./chat-content.tsx). Plain props: the route owns the chat
// actor.
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ChatMessageContent, ChatMessageType } from '../../api/chat'
import type { ErrorMessage } from '../../api/errors'
import { CountBadge, StatusBadge, type BadgeTone } from '../../components/badges'
import { Card } from '../../components/card'
import { EmptyState } from '../../components/empty-state'
import { PageHeader } from '../../components/page-header'
import { LoadFailed } from '../../components/say'
import { ChatComposer, type ChatOfferView, type ChatPictureView } from './chat-composer'
import { ChatContent } from './chat-content'
import { chatMessages as m } from './messages'
import './chat.css'

export type { ChatOfferView, ChatPictureView }

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
  /** a picture uploading or stopped */
  picture: ChatPictureView | null
  /** the card of the product or order the chat was opened about */
  offer: ChatOfferView | null
  onSelect(storeId: number): void
  onOlder(): void
  onDraft(text: string): void
  onSubmit(): void
  onEditRefused(clientMsgId: string, text: string): void
  onRetry(): void
  onRetryLink(): void
  onPickPicture(file: File): void
  onRetryPicture(): void
  onDismissPicture(): void
  onSendOffer(): void
  onDismissOffer(): void
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

  const you = intl.formatMessage(m.you)

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
                    <span className="chat__author">{item.mine ? you : openName}</span>
                    <ChatContent
                      msgType={item.msgType}
                      content={item.content}
                      author={item.mine ? you : openName}
                    />
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
          <ChatComposer
            ready={props.status === 'ready'}
            draft={props.draft}
            draftProblem={props.draftProblem}
            picture={props.picture}
            offer={props.offer}
            onDraft={props.onDraft}
            onSubmit={props.onSubmit}
            onPickPicture={props.onPickPicture}
            onRetryPicture={props.onRetryPicture}
            onDismissPicture={props.onDismissPicture}
            onSendOffer={props.onSendOffer}
            onDismissOffer={props.onDismissOffer}
          />
        </section>
      </div>
    </div>
  )
}
