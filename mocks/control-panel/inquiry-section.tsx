// "Solicitudes de cotización" of the mock control panel (issue 28 item 1; SPEC.md §2 /inquiry/supplier/*, §3
// quote: products, charges, settlement, delivery, tax rate, contact): as a supplier, every member's inquiries
// with their quotes; answer one with a quote from any open store (one of its products, a freight charge, the
// tax rate, the validity), revise a quote (a new version; the mock keeps the old ones), withdraw it, and
// confirm the contract the buyer made by accepting one. The mock applies quoteSchema and refuses the rest.
import { memo, useCallback, useEffect, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { getStoreList } from '../../src/api/catalogue'
import { getGoodsList, type GoodsCard } from '../../src/api/goods'
import type { Quote } from '../../src/api/inquiries'
import {
  confirmMockQuoteContract,
  listMockInquiries,
  submitMockQuote,
  withdrawMockQuote,
  type MockInquiry,
} from '../../src/api/mock-control'
import { formatMoney } from '../../src/i18n/format'
import type { Message } from '../../src/lib/intl'
import { inquiryPanelMessages as m } from './inquiry-messages'
import { Fact, useRowActions } from './order-section'

interface QuoteDraft {
  inquirySn: string
  storeId: string
  productId: string
  buyNum: string
  price: string
  freight: string
  taxRate: string
  settlement: string
  term: string
  validDays: string
  note: string
}

const CONTACT = { name: 'Li Wei', phone: '13800138000', email: 'ventas@example.com' }

function draftOf(inquiry: MockInquiry, quote?: Quote): QuoteDraft {
  const line = quote?.lines[0]
  return {
    inquirySn: inquiry.inquirySn,
    storeId: quote ? String(quote.storeId) : '',
    productId: line ? String(line.productId) : '',
    buyNum: String(line?.buyNum ?? inquiry.lines[0]?.buyNum ?? 1),
    price: line ? String(line.price) : '',
    freight: String(quote?.charges[0]?.amount ?? 0),
    taxRate: String(quote?.taxRate ?? 10),
    settlement: quote?.settlement ?? '30 % de anticipo y 70 % antes del embarque',
    term: quote?.delivery.term ?? 'CIF Mariel',
    validDays: '7',
    note: '',
  }
}

export const InquirySection = memo(function InquirySection({
  refreshKey,
  onChanged,
}: {
  refreshKey: string
  onChanged: () => void
}) {
  const intl = useIntl()
  const ids = useId()
  const [rows, setRows] = useState<MockInquiry[] | null>(null)
  const [tick, setTick] = useState(0)
  const [draft, setDraft] = useState<QuoteDraft | null>(null)
  const [stores, setStores] = useState<{ storeId: number; storeName: string }[]>([])
  const [products, setProducts] = useState<GoodsCard[]>([])
  const { busy, status, errors, run } = useRowActions(onChanged)

  const load = useCallback(() => {
    listMockInquiries()
      .then(setRows)
      .catch(() => undefined)
  }, [])
  useEffect(load, [load, refreshKey, tick])

  // the stores and their products are read only once a quote is being written
  const open = draft !== null
  useEffect(() => {
    if (!open) return
    getStoreList({ pageSize: 50 })
      .then((page) => setStores(page.list.map(({ storeId, storeName }) => ({ storeId, storeName }))))
      .catch(() => setStores([]))
  }, [open])
  const storeId = draft?.storeId ?? ''
  useEffect(() => {
    if (!storeId) return setProducts([])
    getGoodsList({ storeId: Number(storeId), pageSize: 50 }, { silent: true })
      .then((data) => setProducts(data.list))
      .catch(() => setProducts([]))
  }, [storeId])

  function send(current: QuoteDraft) {
    void run(current.inquirySn, async () => {
      const inquiry = rows?.find((row) => row.inquirySn === current.inquirySn)
      const quote = await submitMockQuote({
        inquirySn: current.inquirySn,
        storeId: Number(current.storeId),
        lines: [
          {
            productId: Number(current.productId),
            buyNum: Number(current.buyNum),
            price: Number(current.price),
          },
        ],
        charges:
          Number(current.freight) > 0
            ? [{ name: intl.formatMessage(m.freightName), amount: Number(current.freight) }]
            : [],
        settlement: current.settlement,
        delivery: {
          place: inquiry?.deliveryPlace ?? '',
          date: inquiry?.deliveryDate ?? '',
          term: current.term,
        },
        taxRate: Number(current.taxRate),
        contact: CONTACT,
        validDays: Number(current.validDays),
        note: current.note,
      })
      setDraft(null)
      setTick((value) => value + 1)
      return intl.formatMessage(m.quoted, { sn: quote.quoteSn, version: quote.version })
    })
  }

  function withdraw(inquirySn: string, quoteSn: string) {
    void run(inquirySn, async () => {
      await withdrawMockQuote(quoteSn)
      setTick((value) => value + 1)
      return intl.formatMessage(m.withdrawn, { sn: quoteSn })
    })
  }

  function confirm(inquirySn: string, contractNo: string) {
    void run(inquirySn, async () => {
      const contract = await confirmMockQuoteContract(contractNo)
      setTick((value) => value + 1)
      return contract.orderSn
        ? intl.formatMessage(m.confirmedOrder, { sn: contractNo, orderSn: contract.orderSn })
        : intl.formatMessage(m.confirmed, { sn: contractNo })
    })
  }

  const field = (key: keyof QuoteDraft, label: Message, type = 'text') =>
    draft ? (
      <span>
        <label htmlFor={`${ids}-${key}`}>
          <FormattedMessage {...label} />
        </label>{' '}
        <input
          id={`${ids}-${key}`}
          type={type}
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
        {(rows ?? []).map((inquiry) => {
          const sn = inquiry.inquirySn
          return (
            <li key={sn} className="mock-order" aria-label={sn}>
              <h4>
                {sn} · {inquiry.title}
              </h4>
              <dl className="mock-order__facts">
                <Fact label={m.member}>{inquiry.memberEmail}</Fact>
                <Fact label={m.asked}>
                  {inquiry.lines.map((line) => `${line.goodsName} × ${line.buyNum}`).join(', ') ||
                    inquiry.description}
                </Fact>
                <Fact label={m.state}>{inquiry.state}</Fact>
                <Fact label={m.deadline}>{inquiry.deadline}</Fact>
              </dl>
              {inquiry.quotes.length > 0 ? (
                <ul>
                  {inquiry.quotes.map((quote) => (
                    <li key={quote.quoteSn} className="mock-panel__row">
                      <span>
                        {intl.formatMessage(m.quoteLine, {
                          quoteSn: quote.quoteSn,
                          store: quote.storeName,
                          version: quote.version,
                          total: formatMoney(quote.totalAmount),
                          state: quote.state,
                        })}
                      </span>
                      {quote.state === 'active' ? (
                        <>
                          <button
                            type="button"
                            className="button"
                            disabled={busy}
                            aria-label={intl.formatMessage(m.reviseFor, { sn: quote.quoteSn })}
                            onClick={() => setDraft(draftOf(inquiry, quote))}
                          >
                            <FormattedMessage {...m.revise} />
                          </button>
                          <button
                            type="button"
                            className="button"
                            disabled={busy}
                            aria-label={intl.formatMessage(m.withdrawFor, { sn: quote.quoteSn })}
                            onClick={() => withdraw(sn, quote.quoteSn)}
                          >
                            <FormattedMessage {...m.withdraw} />
                          </button>
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="mock-panel__row">
                {inquiry.state === 'open' ? (
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    aria-label={intl.formatMessage(m.newQuoteFor, { sn })}
                    onClick={() => setDraft(draftOf(inquiry))}
                  >
                    <FormattedMessage {...m.newQuote} />
                  </button>
                ) : null}
                {inquiry.contractNo ? (
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    aria-label={intl.formatMessage(m.confirmFor, { sn: inquiry.contractNo })}
                    onClick={() => confirm(sn, inquiry.contractNo!)}
                  >
                    <FormattedMessage {...m.confirm} />
                  </button>
                ) : null}
              </div>
              {draft?.inquirySn === sn ? (
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
                      onChange={(event) => setDraft({ ...draft, storeId: event.target.value, productId: '' })}
                    >
                      <option value="" />
                      {stores.map((store) => (
                        <option key={store.storeId} value={store.storeId}>
                          {store.storeName}
                        </option>
                      ))}
                    </select>
                    <label htmlFor={`${ids}-product`}>
                      <FormattedMessage {...m.product} />
                    </label>{' '}
                    <select
                      id={`${ids}-product`}
                      value={draft.productId}
                      onChange={(event) => setDraft({ ...draft, productId: event.target.value })}
                    >
                      <option value="" />
                      {products.map((goods) => (
                        <option key={goods.productId} value={goods.productId}>
                          {goods.goodsName}
                        </option>
                      ))}
                      {draft.productId && !products.some((g) => String(g.productId) === draft.productId) ? (
                        <option value={draft.productId}>{draft.productId}</option>
                      ) : null}
                    </select>
                  </div>
                  <div className="mock-panel__row">
                    {field('buyNum', m.quantity)}
                    {field('price', m.price)}
                    {field('freight', m.freight)}
                    {field('taxRate', m.taxRate)}
                    {field('validDays', m.validDays)}
                  </div>
                  <div className="mock-panel__row">
                    {field('settlement', m.settlement)}
                    {field('term', m.term)}
                    {field('note', m.note)}
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
