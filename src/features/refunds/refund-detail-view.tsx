// /member/order/refund/detail?afsSn: the refund's steps (from the refund machine), its facts, the full history
// (actor, time, amount, reason, description, images, the supplier's refusal reason), the return address and
// the return logistics form while the goods are awaited, "Volver a solicitar" after a refusal and "Retirar
// solicitud" (with a confirmation) while applied or refused. SPEC.md §4. Plain view: the route owns the
// refund-detail machine and tells which actions the refund's machine takes.
import type { Message } from '../../api/message'
import { useFormik } from 'formik'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Carrier, RefundDetail, RefundHistoryEntry } from '../../api/after-sales'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { PageLoader } from '../../components/page-loader'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { returnLogisticsSchema } from '../../schemas/refund.schema'
import {
  refundActorMessages,
  refundCommonMessages as c,
  refundDetailMessages as m,
  refundTypeShortMessages,
} from './messages'
import {
  Alert,
  ProductsTable,
  RefundStateBadge,
  RefundSteps,
  refundStepMessage,
  RETURN_SECTION_ID,
  useViewText,
  type RefundStep,
} from './refund-parts'
import './refunds.css'
import { Picture } from '../../components/picture'

export type RefundDetailStatus = 'loading' | 'loadFailed' | 'ready'

export interface ReturnLogisticsFormValues {
  /** the chosen carrier's expressId as the select gives it ('' for none) */
  expressId: string
  trackingNumber: string
}

export interface RefundDetailViewProps {
  status: RefundDetailStatus
  refund: RefundDetail | null
  /** the refund machine's timeline (timelineOf), computed by the route */
  steps: readonly RefundStep[]
  /** the refund machine takes buyer.reapplied / buyer.withdrew / return.shipped */
  canReapply: boolean
  canWithdraw: boolean
  canShipReturn: boolean
  /** the carriers a return may travel with (issue 16 item 7) */
  carriers: readonly Carrier[]
  /** whether a refund state is the supplier's refusal (the refund machine's meta, read by the route) */
  isRefusal: (state: string) => boolean
  confirmingWithdraw: boolean
  withdrawing: boolean
  shipping: boolean
  /** the refund is being read again (after an action) */
  busy: boolean
  loadError: Message | null
  actionError: Message | null
  onWithdraw: () => void
  onConfirmWithdraw: () => void
  onDismissWithdraw: () => void
  onSubmitReturn: (values: ReturnLogisticsFormValues) => void
  onRetry?: () => void
  /** stories: the logistics form's problems shown at once */
  showAllErrors?: boolean
}

export const reapplyHref = (afsSn: string) => `/member/order/refund/apply?afsSn=${encodeURIComponent(afsSn)}`

export function RefundDetailView(props: RefundDetailViewProps) {
  const intl = useIntl()
  const text = useViewText()
  const titleId = useId()
  const { refund } = props
  return (
    <section
      className="refund-page"
      aria-labelledby={titleId}
      aria-busy={props.busy || props.status === 'loading'}
    >
      <h1 id={titleId}>
        {refund
          ? intl.formatMessage(m.title, { afsSn: refund.afsSn })
          : intl.formatMessage(m.title, { afsSn: '' })}
      </h1>
      {props.status === 'loading' && !refund ? <PageLoader /> : null}
      {props.status === 'loadFailed' ? (
        <div className="refund-card">
          <Alert>{text(props.loadError ?? { id: m.missing.id })}</Alert>
          <div className="refund-actions">
            {props.onRetry ? (
              <button type="button" className="button" onClick={props.onRetry}>
                {intl.formatMessage(c.retry)}
              </button>
            ) : null}
            <Link className="button" to="/member/order/aftersales">
              {intl.formatMessage(c.allRequests)}
            </Link>
          </div>
        </div>
      ) : null}
      {refund && props.status !== 'loadFailed' ? <DetailBody {...props} refund={refund} /> : null}
    </section>
  )
}

function DetailBody(props: RefundDetailViewProps & { refund: RefundDetail }) {
  const intl = useIntl()
  const text = useViewText()
  const { refund } = props
  const summaryId = useId()
  const stepsId = useId()
  const historyId = useId()
  const actionsBusy = props.withdrawing || props.shipping || props.busy
  return (
    <>
      <section className="refund-card" aria-labelledby={stepsId}>
        <h2 id={stepsId}>{intl.formatMessage(m.stepsHeading)}</h2>
        <RefundSteps steps={props.steps} label={intl.formatMessage(m.stepsHeading)} />
        {refund.refuseReason && props.isRefusal(refund.state) ? (
          <p className="refund-refusal">
            <strong>{intl.formatMessage(m.refuseReason)}:</strong> {refund.refuseReason}
          </p>
        ) : null}
        {props.actionError ? <Alert>{text(props.actionError)}</Alert> : null}
        {props.canReapply || props.canWithdraw ? (
          <div className="refund-actions">
            {props.canReapply ? (
              <Link className="button button--primary" to={reapplyHref(refund.afsSn)}>
                {intl.formatMessage(m.reapply)}
              </Link>
            ) : null}
            {props.canWithdraw ? (
              <button type="button" className="button" disabled={actionsBusy} onClick={props.onWithdraw}>
                {intl.formatMessage(m.withdraw)}
              </button>
            ) : null}
          </div>
        ) : null}
        <div role="status" className="refund-status">
          {props.withdrawing ? intl.formatMessage(m.withdrawing) : null}
        </div>
      </section>

      {refund.type === 'return' && (props.canShipReturn || refund.returnLogistics) ? (
        <ReturnSection {...props} />
      ) : null}

      <section className="refund-card" aria-labelledby={summaryId}>
        <h2 id={summaryId}>{intl.formatMessage(m.summaryHeading)}</h2>
        <dl className="refund-facts">
          <div>
            <dt>{intl.formatMessage(m.afsSn)}</dt>
            <dd>{refund.afsSn}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(c.orderSn)}</dt>
            <dd>
              <Link to={`/member/order/detail?orderSn=${encodeURIComponent(refund.orderSn)}`}>
                {refund.orderSn}
              </Link>
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage(c.store)}</dt>
            <dd>{refund.storeName}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(m.type)}</dt>
            <dd>{intl.formatMessage(refundTypeShortMessages[refund.type])}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(m.state)}</dt>
            <dd>
              <RefundStateBadge state={refund.state} fallback={refund.stateValue} />
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage(m.amount)}</dt>
            <dd>{formatMoney(refund.amount)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(m.account)}</dt>
            <dd>{refund.refundAccountLabel}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(m.reason)}</dt>
            <dd>{refund.reason}</dd>
          </div>
          {refund.description ? (
            <div>
              <dt>{intl.formatMessage(m.description)}</dt>
              <dd>{refund.description}</dd>
            </div>
          ) : null}
          <div>
            <dt>{intl.formatMessage(m.createTime)}</dt>
            <dd>{formatDateTime(refund.createTime)}</dd>
          </div>
        </dl>
        <ProductsTable products={refund.productList} caption={intl.formatMessage(c.products)} />
      </section>

      <section className="refund-card" aria-labelledby={historyId}>
        <h2 id={historyId}>{intl.formatMessage(m.historyHeading)}</h2>
        <ol className="refund-history">
          {[...refund.history].reverse().map((entry, index) => (
            <HistoryItem
              key={`${entry.time}-${entry.state}-${index}`}
              entry={entry}
              isRefusal={props.isRefusal}
            />
          ))}
        </ol>
      </section>

      <p>
        <Link to="/member/order/aftersales">{intl.formatMessage(c.allRequests)}</Link>
      </p>

      <ConfirmDialog
        open={props.confirmingWithdraw}
        title={intl.formatMessage(m.withdrawTitle)}
        message={intl.formatMessage(m.withdrawBody)}
        confirmLabel={intl.formatMessage(m.withdrawConfirm)}
        cancelLabel={intl.formatMessage(m.withdrawKeep)}
        onConfirm={props.onConfirmWithdraw}
        onCancel={props.onDismissWithdraw}
      />
    </>
  )
}

function HistoryItem({
  entry,
  isRefusal,
}: {
  entry: RefundHistoryEntry
  isRefusal: (state: string) => boolean
}) {
  const intl = useIntl()
  const step = refundStepMessage(entry.state)
  const actor = refundActorMessages[entry.actor]
  const refusal = isRefusal(entry.state)
  return (
    <li className="refund-history__item">
      <p className="refund-history__title">
        <strong>{step ? intl.formatMessage(step) : entry.state}</strong>{' '}
        <span className="refund-muted">
          {intl.formatMessage(m.historyActor, {
            actor: intl.formatMessage(actor),
            time: formatDateTime(entry.time),
          })}
        </span>
      </p>
      {entry.note && entry.note !== entry.reason ? <p>{entry.note}</p> : null}
      <dl className="refund-facts refund-facts--compact">
        {entry.amount !== undefined ? (
          <div>
            <dt>{intl.formatMessage(m.amount)}</dt>
            <dd>{formatMoney(entry.amount)}</dd>
          </div>
        ) : null}
        {entry.reason ? (
          <div>
            <dt>{intl.formatMessage(refusal ? m.refuseReason : m.reason)}</dt>
            <dd>{entry.reason}</dd>
          </div>
        ) : null}
        {entry.description ? (
          <div>
            <dt>{intl.formatMessage(m.description)}</dt>
            <dd>{entry.description}</dd>
          </div>
        ) : null}
      </dl>
      {entry.images && entry.images.length > 0 ? (
        <ul className="refund-images" aria-label={intl.formatMessage(m.images)}>
          {entry.images.map((src, index) => (
            <li key={`${src}-${index}`}>
              <Picture
                className="refund-images__image"
                src={src}
                alt={intl.formatMessage(m.imageAlt, { index: index + 1 })}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}

function ReturnSection(props: RefundDetailViewProps & { refund: RefundDetail }) {
  const intl = useIntl()
  const headingId = useId()
  const { refund } = props
  return (
    <section className="refund-card" aria-labelledby={headingId} id={RETURN_SECTION_ID} tabIndex={-1}>
      <h2 id={headingId}>{intl.formatMessage(m.returnHeading)}</h2>
      <dl className="refund-facts">
        <div>
          <dt>{intl.formatMessage(m.returnAddress)}</dt>
          <dd>{refund.returnAddress}</dd>
        </div>
      </dl>
      {refund.returnLogistics ? (
        <p>
          {intl.formatMessage(m.returnSent, {
            carrier: refund.returnLogistics.carrier,
            trackingNumber: refund.returnLogistics.trackingNumber,
            time: formatDateTime(refund.returnLogistics.time),
          })}
        </p>
      ) : null}
      {props.canShipReturn ? <ReturnForm {...props} /> : null}
    </section>
  )
}

function ReturnForm(props: RefundDetailViewProps) {
  const intl = useIntl()
  const baseId = useId()
  const formik = useFormik<ReturnLogisticsFormValues>({
    initialValues: { expressId: '', trackingNumber: '' },
    initialTouched: props.showAllErrors ? { expressId: true, trackingNumber: true } : {},
    validateOnMount: props.showAllErrors ?? false,
    validationSchema: returnLogisticsSchema(props.carriers.map((carrier) => carrier.expressId)),
    onSubmit: (values, helpers) => {
      helpers.setSubmitting(false)
      props.onSubmitReturn({ expressId: values.expressId, trackingNumber: values.trackingNumber.trim() })
    },
  })
  type Field = keyof ReturnLogisticsFormValues
  const errorOf = (field: Field) => {
    const id = formik.touched[field] ? formik.errors[field] : undefined
    return id ? intl.formatMessage({ id }) : null
  }
  const describedBy = (field: Field, hint?: string) =>
    [hint, errorOf(field) ? `${baseId}-${field}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <form className="refund-form" noValidate onSubmit={formik.handleSubmit} aria-busy={props.shipping}>
      <p className="refund-muted">{intl.formatMessage(m.returnInstructions)}</p>
      <div className="refund-form__field">
        <label htmlFor={`${baseId}-expressId`}>{intl.formatMessage(m.carrier)}</label>
        <select
          id={`${baseId}-expressId`}
          name="expressId"
          className="refund-form__input"
          value={formik.values.expressId}
          disabled={props.shipping}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-invalid={errorOf('expressId') ? true : undefined}
          aria-describedby={describedBy('expressId')}
        >
          <option value="">{intl.formatMessage(m.carrierPlaceholder)}</option>
          {props.carriers.map((carrier) => (
            <option key={carrier.expressId} value={String(carrier.expressId)}>
              {carrier.expressName}
            </option>
          ))}
        </select>
        <p id={`${baseId}-expressId-error`} className="refund-form__error">
          {errorOf('expressId')}
        </p>
      </div>
      <div className="refund-form__field">
        <label htmlFor={`${baseId}-trackingNumber`}>{intl.formatMessage(m.trackingNumber)}</label>
        <input
          id={`${baseId}-trackingNumber`}
          name="trackingNumber"
          className="refund-form__input refund-form__input--short"
          autoComplete="off"
          value={formik.values.trackingNumber}
          disabled={props.shipping}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-invalid={errorOf('trackingNumber') ? true : undefined}
          aria-describedby={describedBy('trackingNumber', `${baseId}-trackingNumber-hint`)}
        />
        <p id={`${baseId}-trackingNumber-hint`} className="refund-muted">
          {intl.formatMessage(m.trackingHint)}
        </p>
        <p id={`${baseId}-trackingNumber-error`} className="refund-form__error">
          {errorOf('trackingNumber')}
        </p>
      </div>
      <div className="refund-actions">
        <button type="submit" className="button button--primary" disabled={props.shipping || props.busy}>
          {intl.formatMessage(m.sendReturn)}
        </button>
      </div>
      <div role="status" className="refund-status">
        {props.shipping ? intl.formatMessage(m.sendingReturn) : null}
      </div>
    </form>
  )
}
