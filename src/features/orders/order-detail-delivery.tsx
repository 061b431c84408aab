// The way of one order's goods in its detail: the steps of the order's machine, the shipped batches with their
// logistics, the delivery address and the invoice (SPEC.md §3 order, §4).
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { OrderDetail } from '../../api/orders'
import { orderActionMessages as a, orderDetailMessages as d, shipmentMessages as sh } from './messages'
import { logisticsHref } from './order-labels'
import { Field } from './order-record-parts'
import { BatchFacts } from './order-shipment-parts'
import type { ProgressStep } from './order-timeline'

const STEP_STATUS = { done: sh.stepDone, current: sh.stepCurrent, upcoming: sh.stepUpcoming } as const

/** The steps of the order's machine: done, the current one, the ones to come. */
export function Progress({ steps }: { steps: ProgressStep[] }) {
  return (
    <ol className="order-steps">
      {steps.map((step) => (
        <li
          key={step.state}
          className={`order-step order-step--${step.status}`}
          aria-current={step.status === 'current' ? 'step' : undefined}
        >
          <span className="order-step__label">
            <FormattedMessage {...step.message} />
          </span>{' '}
          <span className="visually-hidden">
            <FormattedMessage {...STEP_STATUS[step.status]} />
          </span>
        </li>
      ))}
    </ol>
  )
}

export function Batches({ order }: { order: OrderDetail }) {
  const intl = useIntl()
  if (order.batches.length === 0)
    return (
      <p>
        <FormattedMessage {...sh.noBatches} />
      </p>
    )
  const unitsTotal = order.productList.reduce((sum, line) => sum + line.buyNum, 0)
  const unitsShipped = order.batches.reduce((sum, batch) => sum + batch.units, 0)
  return (
    <>
      <p>
        <FormattedMessage {...sh.unitsShipped} values={{ shipped: unitsShipped, total: unitsTotal }} />{' '}
        <Link to={logisticsHref(order.orderSn)}>
          <FormattedMessage {...sh.viewLogistics} />{' '}
          <span className="visually-hidden">{intl.formatMessage(a.ofOrder, { orderSn: order.orderSn })}</span>
        </Link>
      </p>
      {order.batches.map((batch) => (
        <article key={batch.batchNo} className="order-batch" aria-labelledby={`order-batch-${batch.batchNo}`}>
          <h3 id={`order-batch-${batch.batchNo}`}>
            <FormattedMessage {...sh.batchHeading} values={{ batchNo: String(batch.batchNo) }} />
          </h3>
          <BatchFacts batch={batch} />
        </article>
      ))}
    </>
  )
}

export function AddressFacts({ order }: { order: OrderDetail }) {
  const address = order.address
  if (!address)
    return (
      <p>
        <FormattedMessage {...d.noAddress} />
      </p>
    )
  return (
    <dl className="order-facts">
      <Field label={d.contact}>{address.memberName}</Field>
      <Field label={d.phone}>{address.telMobile}</Field>
      <Field label={d.address}>
        {address.addressAll}
        {address.detailAddress ? `, ${address.detailAddress}` : ''}
      </Field>
    </dl>
  )
}

export function InvoiceFacts({ order }: { order: OrderDetail }) {
  const invoice = order.invoice
  if (!invoice)
    return (
      <p>
        <FormattedMessage {...d.noInvoice} />
      </p>
    )
  return (
    <dl className="order-facts">
      <Field label={d.invoiceHeader}>
        {invoice.invoiceTitle} (
        <FormattedMessage {...(invoice.titleType === 2 ? d.invoiceCompany : d.invoicePersonal)} />)
      </Field>
      <Field label={d.invoiceKind}>
        <FormattedMessage {...(invoice.invoiceType === 2 ? d.invoiceVat : d.invoiceNormal)} />
      </Field>
      {invoice.taxCode ? <Field label={d.taxCode}>{invoice.taxCode}</Field> : null}
      {invoice.receiverEmail ? <Field label={d.receiverEmail}>{invoice.receiverEmail}</Field> : null}
      {invoice.registerAddr ? <Field label={d.registerAddr}>{invoice.registerAddr}</Field> : null}
      {invoice.registerPhone ? <Field label={d.registerPhone}>{invoice.registerPhone}</Field> : null}
      {invoice.bankName ? <Field label={d.bankName}>{invoice.bankName}</Field> : null}
      {invoice.bankAccount ? <Field label={d.bankAccount}>{invoice.bankAccount}</Field> : null}
    </dl>
  )
}
