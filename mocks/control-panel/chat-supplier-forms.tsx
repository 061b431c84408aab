// The control panel's supplier sends a picture or a product or order card into the chosen conversation (issue 29
// item 3, beside the text of ./chat-section.tsx): the picture is checked by content and size with the buyer's own
// rule (mocks/lib/chat-supplier.ts), the cards are the store's goods on sale and the buyer's orders with it.
import { useId, useMemo, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FilePicker } from '../../src/components/file-picker'
import { storeSupplierPicture, supplierCardsOf } from '../lib/chat-supplier'
import { supplierSend } from '../lib/chat-live'
import { chatPanelMessages as m } from './chat-messages'

export interface ChatSupplierTarget {
  memberId: number
  storeId: number
  member: string
}

export function ChatSupplierForms({
  target,
  onStatus,
}: {
  target: ChatSupplierTarget
  onStatus(text: string): void
}) {
  const intl = useIntl()
  const ids = useId()
  const [picked, setPicked] = useState<File | null>(null)
  const { memberId, storeId } = target
  const cards = useMemo(() => supplierCardsOf(memberId, storeId), [memberId, storeId])
  const [chosen, setChosen] = useState('')
  const card = cards.find((candidate) => candidate.key === chosen) ?? cards[0]

  async function sendPicture(event: FormEvent) {
    event.preventDefault()
    if (!picked) return onStatus(intl.formatMessage(m.pictureMissing))
    const stored = await storeSupplierPicture(new Uint8Array(await picked.arrayBuffer()))
    if ('problem' in stored)
      return onStatus(intl.formatMessage(stored.problem === 'tooBig' ? m.pictureTooBig : m.pictureFormat))
    if (!supplierSend(target.memberId, target.storeId, 2, { pic: stored.url }))
      return onStatus(intl.formatMessage(m.refused))
    setPicked(null)
    onStatus(intl.formatMessage(m.pictureSent, { member: target.member }))
  }

  function sendCard(event: FormEvent) {
    event.preventDefault()
    if (!card) return
    if (!supplierSend(target.memberId, target.storeId, card.msgType, card.content))
      return onStatus(intl.formatMessage(m.refused))
    onStatus(intl.formatMessage(m.cardSent, { member: target.member }))
  }

  return (
    <>
      <form onSubmit={(event) => void sendPicture(event)}>
        <FilePicker
          label={<FormattedMessage {...m.picture} />}
          accept="image/png,image/jpeg"
          chosen={picked ? [picked.name] : []}
          onPick={(files) => setPicked(files[0] ?? null)}
        />
        <button type="submit" className="button">
          <FormattedMessage {...m.sendPicture} />
        </button>
      </form>
      {cards.length === 0 ? (
        <p>
          <FormattedMessage {...m.noCards} />
        </p>
      ) : (
        <form onSubmit={sendCard}>
          <label htmlFor={`${ids}-card`}>
            <FormattedMessage {...m.card} />
          </label>
          <select
            id={`${ids}-card`}
            value={card?.key ?? ''}
            onChange={(event) => setChosen(event.target.value)}
          >
            {cards.map((candidate) => (
              <option key={candidate.key} value={candidate.key}>
                {intl.formatMessage(candidate.msgType === 3 ? m.cardGoods : m.cardOrder, {
                  name: candidate.label,
                })}
              </option>
            ))}
          </select>
          <button type="submit" className="button">
            <FormattedMessage {...m.sendCard} />
          </button>
        </form>
      )}
    </>
  )
}
