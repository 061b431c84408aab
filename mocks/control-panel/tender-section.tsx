// "Licitaciones (como proveedor)" of the mock control panel (issue 28 item 2; SPEC.md §2 /bid/*): as the
// suppliers, every tender with its offers (seen even while sealed) and an offer placed on one from any open
// store: the total amount and the delivery days. The form is offered on every tender, so the mock's refusal of
// a terminated or closed tender can be seen; the rules live in the mock (mocks/lib/tenders.ts).
import { memo, useCallback, useEffect, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { getStoreList } from '../../src/api/catalogue'
import { listMockTenders, submitMockTenderOffer, type MockTender } from '../../src/api/mock-control'
import { formatMoney } from '../../src/i18n/format'
import type { Message } from '../../src/lib/intl'
import { Fact, useRowActions } from './order-section'
import { tenderPanelMessages as m } from './tender-messages'

interface OfferDraft {
  tenderSn: string
  storeId: string
  amount: string
  days: string
}

const STATE_LABEL: Record<MockTender['state'], Message> = {
  open: m.stateOpen,
  opening: m.stateOpening,
  won: m.stateWon,
  terminated: m.stateTerminated,
}

export const TenderSection = memo(function TenderSection({
  refreshKey,
  onChanged,
}: {
  refreshKey: string
  onChanged: () => void
}) {
  const intl = useIntl()
  const ids = useId()
  const [rows, setRows] = useState<MockTender[] | null>(null)
  const [tick, setTick] = useState(0)
  const [draft, setDraft] = useState<OfferDraft | null>(null)
  const [stores, setStores] = useState<{ storeId: number; storeName: string }[]>([])
  const { busy, status, errors, run } = useRowActions(onChanged)

  const load = useCallback(() => {
    listMockTenders()
      .then(setRows)
      .catch(() => undefined)
  }, [])
  useEffect(load, [load, refreshKey, tick])

  // the stores are read only once an offer is being written
  const open = draft !== null
  useEffect(() => {
    if (!open) return
    getStoreList({ pageSize: 50 })
      .then((page) => setStores(page.list.map(({ storeId, storeName }) => ({ storeId, storeName }))))
      .catch(() => setStores([]))
  }, [open])

  function send(current: OfferDraft) {
    void run(current.tenderSn, async () => {
      const offer = await submitMockTenderOffer({
        tenderSn: current.tenderSn,
        storeId: Number(current.storeId),
        amount: Number(current.amount),
        deliveryDays: Number(current.days),
      })
      setDraft(null)
      setTick((value) => value + 1)
      return intl.formatMessage(m.offered, { sn: offer.offerSn })
    })
  }

  const field = (key: 'amount' | 'days', label: Message) =>
    draft ? (
      <span>
        <label htmlFor={`${ids}-${key}`}>
          <FormattedMessage {...label} />
        </label>{' '}
        <input
          id={`${ids}-${key}`}
          inputMode="decimal"
          value={draft[key]}
          onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
        />
      </span>
    ) : null

  return (
    <section aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>
        <FormattedMessage {...m.title} />
      </h3>
      <button type="button" className="button" onClick={() => setTick(tick + 1)}>
        <FormattedMessage {...m.refresh} />
      </button>
      <p role="status" className="mock-panel__status">
        {status}
      </p>
      {rows && rows.length === 0 ? (
        <p>
          <FormattedMessage {...m.empty} />
        </p>
      ) : null}
      <ul className="mock-orders">
        {(rows ?? []).map((tender) => {
          const sn = tender.tenderSn
          return (
            <li key={sn} className="mock-order" aria-label={sn}>
              <h4>
                {sn} · {tender.title}
              </h4>
              <dl className="mock-order__facts">
                <Fact label={m.member}>{tender.memberEmail}</Fact>
                <Fact label={m.asked}>
                  {tender.items.map((item) => `${item.goodsName} × ${item.buyNum}`).join(', ')}
                </Fact>
                <Fact label={m.state}>
                  <FormattedMessage {...STATE_LABEL[tender.state]} />
                </Fact>
                <Fact label={m.deadline}>{tender.deadline}</Fact>
              </dl>
              {tender.offers.length > 0 ? (
                <ul>
                  {tender.offers.map((offer) => (
                    <li key={offer.offerSn}>
                      {intl.formatMessage(m.offerLine, {
                        offerSn: offer.offerSn,
                        store: offer.storeName,
                        amount: formatMoney(offer.amount),
                        days: offer.deliveryDays,
                        won: String(offer.won),
                      })}
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="mock-panel__row">
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  aria-label={intl.formatMessage(m.newOfferFor, { sn })}
                  onClick={() => setDraft({ tenderSn: sn, storeId: '', amount: '', days: '30' })}
                >
                  <FormattedMessage {...m.newOffer} />
                </button>
              </div>
              {draft?.tenderSn === sn ? (
                <form
                  aria-label={intl.formatMessage(m.formTitle, { sn })}
                  onSubmit={(event) => {
                    event.preventDefault()
                    send(draft)
                  }}
                >
                  <div className="mock-panel__row">
                    <label htmlFor={`${ids}-store`}>
                      <FormattedMessage {...m.store} />
                    </label>{' '}
                    <select
                      id={`${ids}-store`}
                      value={draft.storeId}
                      onChange={(event) => setDraft({ ...draft, storeId: event.target.value })}
                    >
                      <option value="" />
                      {stores.map((store) => (
                        <option key={store.storeId} value={store.storeId}>
                          {store.storeName}
                        </option>
                      ))}
                    </select>
                    {field('amount', m.amount)}
                    {field('days', m.days)}
                  </div>
                  <div className="mock-panel__row">
                    <button type="submit" className="button" disabled={busy}>
                      <FormattedMessage {...m.send} />
                    </button>
                    <button type="button" className="button" onClick={() => setDraft(null)}>
                      <FormattedMessage {...m.cancel} />
                    </button>
                  </div>
                </form>
              ) : null}
              {errors[sn] ? (
                <p role="alert" className="mock-panel__error">
                  {errors[sn]}
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
})
