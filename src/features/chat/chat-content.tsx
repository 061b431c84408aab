// What one chat message shows, by its type (REFERENCE.md §10 msgType; issue 29 item 1): a text; a picture as a
// thumbnail that opens larger in an accessible dialog; a goods card or an order card with its picture, name,
// price or state and a link. Every address from the server reaches src or href only through safeHref (a path of
// this site or an http(s) URL): a `javascript:` or `data:` value shows nothing.
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ChatMessageContent, ChatMessageType } from '../../api/chat'
import { Dialog } from '../../components/dialog'
import { commonMessages } from '../../components/messages'
import { Picture } from '../../components/picture'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { safeHref } from '../../lib/external-url'
import { chatMessages as m } from './messages'

export interface ChatContentProps {
  msgType: ChatMessageType
  content: ChatMessageContent
  /** who sent it («Usted» or the store's name), for the picture's text alternative */
  author: string
}

export function ChatContent({ msgType, content, author }: ChatContentProps) {
  if (msgType === 2) return <ChatPicture pic={content.pic} author={author} />
  if (msgType === 3 || msgType === 4) return <ChatCard msgType={msgType} content={content} />
  return (
    <p className="chat__text">
      {msgType === 1 || msgType === 5 ? (content.content ?? '') : <FormattedMessage {...m.other} />}
    </p>
  )
}

function ChatPicture({ pic, author }: { pic: string | undefined; author: string }) {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  const src = safeHref(pic)
  if (!src)
    return (
      <p className="chat__text chat__text--muted">
        <FormattedMessage {...m.pictureMissing} />
      </p>
    )
  const alt = intl.formatMessage(m.pictureAlt, { author })
  return (
    <>
      <button
        type="button"
        className="chat__thumb"
        aria-label={intl.formatMessage(m.pictureOpen)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Picture src={src} alt={alt} className="chat__thumb-image" loading="lazy" />
      </button>
      <Dialog
        open={open}
        title={<FormattedMessage {...m.pictureDialog} />}
        onClose={() => setOpen(false)}
        closeLabel={intl.formatMessage(commonMessages.close)}
        width={960}
      >
        <Picture src={src} alt={alt} className="chat__large-image" />
      </Dialog>
    </>
  )
}

/** A goods (3) or order (4) card: also what the composer offers to send. */
export function ChatCard({ msgType, content }: { msgType: 3 | 4; content: ChatMessageContent }) {
  const image = safeHref(content.goodsImage)
  const productLink = content.productId ? `/goods/detail?productId=${content.productId}` : undefined
  const orderLink = content.orderSn
    ? `/member/order/detail?orderSn=${encodeURIComponent(content.orderSn)}`
    : undefined
  const link = msgType === 4 ? orderLink : productLink
  return (
    <div className={image ? 'chat__card chat__card--pictured' : 'chat__card'}>
      {image ? <Picture src={image} alt="" className="chat__card-image" loading="lazy" /> : null}
      <div className="chat__card-body">
        <span className="chat__card-kind">
          {msgType === 4 ? (
            <FormattedMessage {...m.cardOrder} values={{ sn: content.orderSn ?? '' }} />
          ) : (
            <FormattedMessage {...m.cardProduct} />
          )}
        </span>
        {content.goodsName ? <span className="chat__card-name">{content.goodsName}</span> : null}
        {msgType === 4 ? (
          <>
            {content.orderStateValue ? <span>{content.orderStateValue}</span> : null}
            {content.createTime ? (
              <span className="chat__card-note">
                <FormattedMessage
                  {...m.cardOrderPlaced}
                  values={{ time: formatDateTime(content.createTime) }}
                />
              </span>
            ) : null}
            {typeof content.goodsPrice === 'number' ? (
              <span className="chat__card-price">
                <FormattedMessage
                  {...m.cardOrderTotal}
                  values={{ amount: formatMoney(content.goodsPrice) }}
                />
              </span>
            ) : null}
          </>
        ) : typeof content.goodsPrice === 'number' ? (
          <span className="chat__card-price">{formatMoney(content.goodsPrice)}</span>
        ) : null}
        {link ? (
          <a className="chat__card-link" href={safeHref(link)} target="_blank" rel="noopener noreferrer">
            <FormattedMessage {...(msgType === 4 ? m.cardSeeOrder : m.cardSeeProduct)} />{' '}
            <span className="visually-hidden">
              <FormattedMessage {...commonMessages.newTab} />
            </span>
          </a>
        ) : null}
      </div>
    </div>
  )
}
