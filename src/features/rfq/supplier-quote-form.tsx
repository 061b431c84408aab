// The supplier's quote form (issue 28 item 1; SPEC.md §3 quote: products, charges, settlement, delivery, tax rate,
// contact; §5): one line per asked product, chosen among the store's products, with quantity and unit price;
// the terms; how many days it may be accepted. A revision starts from the current version and the existing
// charges are kept. What was typed stays after a refusal: the values live here, the route only sends them.
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Quote } from '../../api/inquiries'
import type { QuoteInput, SupplierInquiry } from '../../api/supplier-inquiries'
import { FormField } from '../../components/form-field'
import { supplierMessages as m } from './supplier-messages'

interface LineValues {
  productId: string
  buyNum: string
  price: string
}

function initialValues(data: SupplierInquiry, own: Quote | null) {
  const products = data.storeProducts
  const lines: LineValues[] = own
    ? own.lines.map((line) => ({
        productId: String(line.productId),
        buyNum: String(line.buyNum),
        price: String(line.price),
      }))
    : data.inquiry.lines.map((line, index) => {
        const product = products[index % Math.max(products.length, 1)]
        return {
          productId: product ? String(product.productId) : '',
          buyNum: String(line.buyNum),
          price: product ? String(product.price) : '',
        }
      })
  return {
    lines: lines.length > 0 ? lines : [{ productId: '', buyNum: '1', price: '' }],
    settlement: own?.settlement ?? '',
    place: own?.delivery.place ?? data.inquiry.deliveryPlace,
    date: own?.delivery.date ?? data.inquiry.deliveryDate,
    term: own?.delivery.term ?? '',
    taxRate: String(own?.taxRate ?? 0),
    contactName: own?.contact.name ?? '',
    contactPhone: own?.contact.phone ?? '',
    contactEmail: own?.contact.email ?? '',
    validDays: '7',
    note: '',
  }
}

export interface SupplierQuoteFormProps {
  data: SupplierInquiry
  own: Quote | null
  busy: boolean
  onSubmit(body: QuoteInput): void
}

export function SupplierQuoteForm({ data, own, busy, onSubmit }: SupplierQuoteFormProps) {
  const intl = useIntl()
  const [values, setValues] = useState(() => initialValues(data, own))
  const set = (field: Exclude<keyof typeof values, 'lines'>) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))
  const setLine = (index: number, field: keyof LineValues, value: string) =>
    setValues((current) => ({
      ...current,
      lines: current.lines.map((line, i) => (i === index ? { ...line, [field]: value } : line)),
    }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // the server checks the rules (quoteSchema) and answers in Spanish; nothing typed is cleared
    onSubmit({
      inquirySn: data.inquiry.inquirySn,
      storeId: data.storeId,
      lines: values.lines.map((line) => ({
        productId: Number(line.productId),
        buyNum: Number(line.buyNum),
        price: Number(line.price),
      })),
      charges: own ? own.charges.map((charge) => ({ ...charge })) : [],
      settlement: values.settlement,
      delivery: { place: values.place, date: values.date, term: values.term },
      taxRate: Number(values.taxRate),
      contact: { name: values.contactName, phone: values.contactPhone, email: values.contactEmail },
      validDays: Number(values.validDays),
      note: values.note,
    })
  }
  const text = (field: Exclude<keyof typeof values, 'lines'>, label: string, type = 'text') => (
    <FormField label={label} required={field !== 'note'}>
      <input type={type} value={values[field]} onChange={(event) => set(field)(event.target.value)} />
    </FormField>
  )
  return (
    <form className="rfq__form" onSubmit={submit} noValidate>
      <div className="rfq__products">
        <ol className="rfq__lines">
          {values.lines.map((line, index) => {
            const n = index + 1
            return (
              <li key={index} className="rfq__line">
                <FormField label={intl.formatMessage(m.lineProduct, { n })} required>
                  <select
                    value={line.productId}
                    onChange={(event) => setLine(index, 'productId', event.target.value)}
                  >
                    {data.storeProducts.map((product) => (
                      <option key={product.productId} value={product.productId}>
                        {product.goodsName} · {product.specValues}
                      </option>
                    ))}
                  </select>
                </FormField>
                <FormField label={intl.formatMessage(m.lineQuantity, { n })} required>
                  <input
                    inputMode="numeric"
                    value={line.buyNum}
                    onChange={(event) => setLine(index, 'buyNum', event.target.value)}
                  />
                </FormField>
                <FormField label={intl.formatMessage(m.linePrice, { n })} required>
                  <input
                    inputMode="decimal"
                    value={line.price}
                    onChange={(event) => setLine(index, 'price', event.target.value)}
                  />
                </FormField>
                {values.lines.length > 1 ? (
                  <button
                    type="button"
                    className="button"
                    onClick={() =>
                      setValues((current) => ({
                        ...current,
                        lines: current.lines.filter((_, i) => i !== index),
                      }))
                    }
                  >
                    {intl.formatMessage(m.removeLine, { n })}
                  </button>
                ) : (
                  <span />
                )}
              </li>
            )
          })}
        </ol>
        <button
          type="button"
          className="button"
          onClick={() =>
            setValues((current) => ({
              ...current,
              lines: [
                ...current.lines,
                { productId: String(data.storeProducts[0]?.productId ?? ''), buyNum: '1', price: '' },
              ],
            }))
          }
        >
          <FormattedMessage {...m.addLine} />
        </button>
      </div>
      <div className="rfq__fields">
        {text('settlement', intl.formatMessage(m.settlement))}
        {text('term', intl.formatMessage(m.deliveryTerm))}
        {text('place', intl.formatMessage(m.deliveryPlace))}
        {text('date', intl.formatMessage(m.deliveryDate), 'date')}
        {text('taxRate', intl.formatMessage(m.taxRate))}
        {text('validDays', intl.formatMessage(m.validDays))}
        {text('contactName', intl.formatMessage(m.contactName))}
        {text('contactPhone', intl.formatMessage(m.contactPhone), 'tel')}
        {text('contactEmail', intl.formatMessage(m.contactEmail), 'email')}
        {text('note', intl.formatMessage(m.note))}
      </div>
      <div className="rfq__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          <FormattedMessage {...(busy ? m.submitting : own ? m.submitRevision : m.submit)} />
        </button>
      </div>
    </form>
  )
}
