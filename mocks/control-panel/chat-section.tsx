// "Chat (como proveedor)" of the mock control panel (issue 29 item 3): the supplier (or the platform service)
// answers a buyer's conversation with a text, a picture or a product or order card (./chat-supplier-forms.tsx);
// the answer goes over the mocked socket to every chat the buyer has open in this page. The chat lives in the
// page's mock (mocks/lib/chat-live.ts), so the section reads it directly and shows only in mock builds with the
// mock in the page.
import { memo, useCallback, useEffect, useId, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { db } from '../db'
import { chatMemberIds, chatOf, chatStoreInfo } from '../lib/chat-backend'
import { supplierReply } from '../lib/chat-live'
import { chatPanelMessages as m } from './chat-messages'
import { ChatSupplierForms } from './chat-supplier-forms'

interface Row {
  key: string
  memberId: number
  storeId: number
  member: string
  store: string
  unread: number
}

function conversations(): Row[] {
  return chatMemberIds().flatMap((memberId) => {
    const member = db.members.findFirst((q) => q.where({ memberId }))?.email ?? String(memberId)
    const chat = chatOf(memberId)
    return chat.storeIds().map((storeId) => ({
      key: `${memberId}:${storeId}`,
      memberId,
      storeId,
      member,
      store: chatStoreInfo(storeId)?.storeName ?? String(storeId),
      unread: chat.unreadOf(storeId),
    }))
  })
}

export const ChatSection = memo(function ChatSection({ refreshKey }: { refreshKey: string }) {
  const intl = useIntl()
  const ids = useId()
  const [rows, setRows] = useState<Row[]>([])
  const [chosen, setChosen] = useState('')
  const [text, setText] = useState('')
  const [status, setStatus] = useState('')
  const load = useCallback(() => setRows(conversations()), [])
  useEffect(load, [load, refreshKey])

  const row = rows.find((candidate) => candidate.key === chosen) ?? rows[0]

  function send(event: FormEvent) {
    event.preventDefault()
    if (!row) return
    const message = supplierReply(row.memberId, row.storeId, text)
    if (!message) {
      setStatus(intl.formatMessage(m.refused))
      return
    }
    setText('')
    setStatus(intl.formatMessage(m.sent, { member: row.member }))
    load()
  }

  return (
    <section aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>
        <FormattedMessage {...m.title} />
      </h3>
      <button type="button" className="button" onClick={load}>
        <FormattedMessage {...m.refresh} />
      </button>
      <p role="status" className="mock-panel__status">
        {status}
      </p>
      {rows.length === 0 ? (
        <p>
          <FormattedMessage {...m.empty} />
        </p>
      ) : (
        <form onSubmit={send}>
          <label htmlFor={`${ids}-conversation`}>
            <FormattedMessage {...m.conversation} />
          </label>
          <select
            id={`${ids}-conversation`}
            value={row?.key ?? ''}
            onChange={(event) => setChosen(event.target.value)}
          >
            {rows.map((candidate) => (
              <option key={candidate.key} value={candidate.key}>
                {intl.formatMessage(m.option, {
                  member: candidate.member,
                  store: candidate.store,
                  unread: candidate.unread,
                })}
              </option>
            ))}
          </select>
          <label htmlFor={`${ids}-reply`}>
            <FormattedMessage {...m.reply} />
          </label>
          <textarea
            id={`${ids}-reply`}
            rows={2}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button">
            <FormattedMessage {...m.send} />
          </button>
        </form>
      )}
      {row ? (
        <ChatSupplierForms
          key={row.key}
          target={{ memberId: row.memberId, storeId: row.storeId, member: row.member }}
          onStatus={(next) => {
            setStatus(next)
            load()
          }}
        />
      ) : null}
    </section>
  )
})
