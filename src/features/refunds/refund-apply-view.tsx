// /member/order/refund/apply?orderSn (and ?afsSn, "Volver a solicitar"): the refund request form — type
// (only the types the order admits), amount prefilled with the maximum, reason, description (≤ 200, with a
// counter), up to 5 proof images, refund account (the payment account preselected). SPEC.md §4, §5, §9.
// Issue 16 item 7: the lines and units refunded (the amount follows what they cost, capped by what is left to
// refund), "Mercancía recibida / no recibida" for a refund only once goods were shipped, and the reason list of
// the type and goods state.
// Plain view: the route owns the refund-apply machine; the fields live in Formik and are checked with the same
// rules as the machine's guard and the mock backend (refund-form.ts).
import type { Message } from '../../api/message'
import { useFormik } from 'formik'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { GoodsState, Reason, RefundableLine, RefundAccount, RefundType } from '../../api/after-sales'
import type { OrderLine } from '../../api/orders'
import { ImagePicker } from '../../components/image-picker'
import { PageLoader } from '../../components/page-loader'
import { formatMoney } from '../../i18n/format'
import { MAX_REFUND_IMAGES } from '../../lib/order-constants'
import { refundReasonKey, type RefundReasonKey } from '../../schemas/refund.schema'
import { refundApplyMessages as m, refundCommonMessages as c, refundTypeMessages } from './messages'
import { Alert, useViewText } from './refund-parts'
import { RefundLinesField, type RefundLineFormValue } from './refund-lines-field'
import './refunds.css'

export const DESCRIPTION_MAX = 200

/** An amount as the field shows it (two decimals, decimal comma). */
const amountText = (amount: number) => amount.toFixed(2).replace('.', ',')

/** What the buyer types (the refund-apply machine's RefundFormValues). */
export interface RefundFormValues {
  type: RefundType | ''
  lines: RefundLineFormValue[]
  goodsState: GoodsState | ''
  amount: string
  reasonId: string
  description: string
  refundAccount: string
}

type RefundField = keyof RefundFormValues

/** What the form shows (the refund-apply machine's RefundFormModel). */
export interface RefundFormModel {
  mode: 'apply' | 'reapply'
  orderSn: string
  afsSn: string | null
  storeName: string
  productList: readonly OrderLine[]
  lines: readonly RefundableLine[]
  linesFixed: boolean
  goodsStates: readonly GoodsState[]
  maxAmount: number
  accounts: readonly RefundAccount[]
  types: readonly RefundType[]
  reasons: Partial<Record<RefundReasonKey, readonly Reason[]>>
  initialValues: RefundFormValues
}

export interface PickedImage {
  url: string
  name: string
}

/** The rules' problems by field, as dictionary ids ({} when the values can be sent). */
export type RefundFormValidate = (values: RefundFormValues) => Partial<Record<string, string>>

export type RefundApplyStatus =
  'loading' | 'loadFailed' | 'notReapplicable' | 'editing' | 'uploading' | 'submitting'

export interface RefundApplyViewProps {
  mode: 'apply' | 'reapply'
  status: RefundApplyStatus
  form: RefundFormModel | null
  images: readonly PickedImage[]
  /** the same rules as the machine's guard and the mock backend */
  validate: RefundFormValidate
  /** what the amount may be for the chosen lines (their cost, capped by what is left to refund) */
  amountCap: (values: Pick<RefundFormValues, 'lines'>) => number
  imageError: Message | null
  loadError: Message | null
  /** the server's refusal of the last request */
  error: Message | null
  /** the refund being reapplied (link back to it) */
  afsSn?: string | null
  onImagesAdded: (files: File[]) => void
  onImageRemoved: (index: number) => void
  onSubmit: (values: RefundFormValues) => void
  /** read again; without it no button is shown */
  onRetry?: () => void
  /** stories: every field's problem shown at once */
  showAllErrors?: boolean
  /** stories: values other than the form's initial ones */
  initialValues?: Partial<RefundFormValues>
}

const detailHref = (afsSn: string) => `/member/order/refund/detail?afsSn=${encodeURIComponent(afsSn)}`
const orderHref = (orderSn: string) => `/member/order/detail?orderSn=${encodeURIComponent(orderSn)}`

export function RefundApplyView(props: RefundApplyViewProps) {
  const intl = useIntl()
  const text = useViewText()
  const titleId = useId()
  const title = intl.formatMessage(props.mode === 'reapply' ? m.reapplyTitle : m.title)
  return (
    <section className="refund-page" aria-labelledby={titleId} aria-busy={props.status === 'loading'}>
      <h1 id={titleId}>{title}</h1>
      {props.status === 'loading' ? <PageLoader /> : null}
      {props.status === 'loadFailed' ? (
        <div className="refund-card">
          <Alert>{text(props.loadError ?? { id: m.missingOrder.id })}</Alert>
          <div className="refund-actions">
            {props.onRetry ? (
              <button type="button" className="button" onClick={props.onRetry}>
                {intl.formatMessage(c.retry)}
              </button>
            ) : null}
            <Link className="button" to="/member/order/list">
              {intl.formatMessage(c.myOrders)}
            </Link>
          </div>
        </div>
      ) : null}
      {props.status === 'notReapplicable' ? (
        <div className="refund-card">
          <Alert>{intl.formatMessage(m.notReapplicable)}</Alert>
          <div className="refund-actions">
            {props.afsSn ? (
              <Link className="button button--primary" to={detailHref(props.afsSn)}>
                {intl.formatMessage(m.viewRequest)}
              </Link>
            ) : null}
            <Link className="button" to="/member/order/aftersales">
              {intl.formatMessage(c.allRequests)}
            </Link>
          </div>
        </div>
      ) : null}
      {props.form &&
      (props.status === 'editing' || props.status === 'uploading' || props.status === 'submitting') ? (
        <>
          <OrderSummary form={props.form} />
          <RefundForm {...props} form={props.form} />
        </>
      ) : null}
    </section>
  )
}

function OrderSummary({ form }: { form: RefundFormModel }) {
  const intl = useIntl()
  const headingId = useId()
  return (
    <section className="refund-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(m.orderHeading, { orderSn: form.orderSn })}</h2>
      <dl className="refund-facts">
        <div>
          <dt>{intl.formatMessage(c.store)}</dt>
          <dd>{form.storeName}</dd>
        </div>
      </dl>
      <p>
        <Link to={orderHref(form.orderSn)}>{intl.formatMessage(m.backToOrder)}</Link>
      </p>
    </section>
  )
}

function RefundForm(props: RefundApplyViewProps & { form: RefundFormModel }) {
  const intl = useIntl()
  const text = useViewText()
  const baseId = useId()
  const headingId = useId()
  const { form } = props
  const submitting = props.status === 'submitting'
  const uploading = props.status === 'uploading'
  const formik = useFormik<RefundFormValues>({
    initialValues: { ...form.initialValues, ...props.initialValues },
    initialTouched: props.showAllErrors
      ? {
          type: true,
          goodsState: true,
          amount: true,
          reasonId: true,
          description: true,
          refundAccount: true,
          ...Object.fromEntries(form.lines.map((line) => [`line-${line.orderProductId}`, true])),
        }
      : {},
    validateOnMount: props.showAllErrors ?? false,
    validate: (values) => {
      const problems = { ...props.validate(values) }
      // the images are checked when they are picked
      delete problems.images
      return problems
    },
    onSubmit: (values, helpers) => {
      helpers.setSubmitting(false)
      props.onSubmit(values)
    },
  })
  const ids = (field: RefundField) => ({
    input: `${baseId}-${field}`,
    error: `${baseId}-${field}-error`,
    hint: `${baseId}-${field}-hint`,
  })
  const touched = formik.touched as Record<string, unknown>
  const errors = formik.errors as Record<string, unknown>
  const errorAt = (key: string, shown: boolean): string | null => {
    const id = shown ? errors[key] : undefined
    return typeof id === 'string' ? intl.formatMessage({ id }) : null
  }
  const errorOf = (field: RefundField): string | null =>
    errorAt(field, Boolean(touched[field]) || formik.submitCount > 0)
  const lineError = (orderProductId: number) =>
    errorAt(`line-${orderProductId}`, Boolean(touched[`line-${orderProductId}`]) || formik.submitCount > 0)
  /** The lines changed: the amount follows what the chosen units cost (capped by what is left). */
  const changeLines = (lines: RefundLineFormValue[]) => {
    // one update: two setFieldValue calls would each validate, the last one with the lines of before
    void formik.setValues({ ...formik.values, lines, amount: amountText(props.amountCap({ lines })) })
  }
  const describedBy = (field: RefundField, hint = true) =>
    [hint ? ids(field).hint : null, errorOf(field) ? ids(field).error : null].filter(Boolean).join(' ') ||
    undefined
  const fieldError = (field: RefundField) => (
    <p id={ids(field).error} className="refund-form__error">
      {errorOf(field)}
    </p>
  )
  const goodsState: GoodsState | '' = formik.values.type === 'return' ? 'received' : formik.values.goodsState
  const reasons =
    formik.values.type && goodsState
      ? (form.reasons[refundReasonKey(formik.values.type, goodsState)] ?? [])
      : []
  const asksGoodsState = formik.values.type === 'refund' && form.goodsStates.length > 1
  const cap = props.amountCap(formik.values)

  return (
    <form
      className="refund-card refund-form"
      noValidate
      aria-labelledby={headingId}
      aria-busy={submitting || uploading}
      onSubmit={formik.handleSubmit}
    >
      <h2 id={headingId}>{intl.formatMessage(m.formHeading)}</h2>

      <fieldset className="refund-form__field" aria-describedby={describedBy('type')}>
        <legend>{intl.formatMessage(m.typeLegend)}</legend>
        <div className="refund-form__options">
          {form.types.map((type) => (
            <label key={type} className="refund-form__option">
              <input
                type="radio"
                name="type"
                value={type}
                checked={formik.values.type === type}
                disabled={submitting}
                onChange={() => {
                  // the reasons differ by type and goods state (105 not received, 106 received, 107 return)
                  if (formik.values.type === type) return
                  const goodsState =
                    type === 'return' ? 'received' : form.goodsStates.length === 1 ? form.goodsStates[0]! : ''
                  void formik.setValues({ ...formik.values, type, goodsState, reasonId: '' })
                }}
              />
              {intl.formatMessage(refundTypeMessages[type])}
            </label>
          ))}
        </div>
        <p id={ids('type').hint} className="refund-muted">
          {form.mode === 'reapply'
            ? intl.formatMessage(m.typeFixed)
            : form.types.includes('return')
              ? null
              : intl.formatMessage(m.returnUnavailable)}
        </p>
        {fieldError('type')}
      </fieldset>

      <RefundLinesField
        lines={form.lines}
        productList={form.productList}
        values={formik.values.lines}
        fixed={form.linesFixed}
        disabled={submitting}
        error={errorOf('lines')}
        lineError={lineError}
        onToggle={(index, selected) => {
          changeLines(formik.values.lines.map((line, at) => (at === index ? { ...line, selected } : line)))
          void formik.setFieldTouched('lines', true, false)
        }}
        onQuantity={(index, quantity) => {
          // a line's quantity is checked as it is typed (no work on blur: the next click is not disturbed)
          const line = formik.values.lines[index]
          if (line) void formik.setFieldTouched(`line-${line.orderProductId}`, true, false)
          changeLines(formik.values.lines.map((value, at) => (at === index ? { ...value, quantity } : value)))
        }}
      />

      {asksGoodsState ? (
        <fieldset className="refund-form__field" aria-describedby={describedBy('goodsState')}>
          <legend>{intl.formatMessage(m.goodsStateLegend)}</legend>
          <div className="refund-form__options">
            {form.goodsStates.map((state) => (
              <label key={state} className="refund-form__option">
                <input
                  type="radio"
                  name="goodsState"
                  value={state}
                  checked={formik.values.goodsState === state}
                  disabled={submitting}
                  onChange={() => {
                    if (formik.values.goodsState !== state)
                      void formik.setValues({ ...formik.values, goodsState: state, reasonId: '' })
                  }}
                />
                {intl.formatMessage(state === 'received' ? m.goodsReceived : m.goodsNotReceived)}
              </label>
            ))}
          </div>
          <p id={ids('goodsState').hint} className="refund-muted">
            {intl.formatMessage(m.goodsStateHint)}
          </p>
          {fieldError('goodsState')}
        </fieldset>
      ) : null}

      <div className="refund-form__field">
        <label htmlFor={ids('amount').input}>{intl.formatMessage(m.amount)}</label>
        <input
          id={ids('amount').input}
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="refund-form__input refund-form__input--short"
          value={formik.values.amount}
          disabled={submitting}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-invalid={errorOf('amount') ? true : undefined}
          aria-describedby={describedBy('amount')}
        />
        <p id={ids('amount').hint} className="refund-muted">
          {cap < form.maxAmount
            ? intl.formatMessage(m.amountLinesHint, { max: formatMoney(cap) })
            : intl.formatMessage(m.amountHint, { max: formatMoney(form.maxAmount) })}
        </p>
        {fieldError('amount')}
      </div>

      <div className="refund-form__field">
        <label htmlFor={ids('reasonId').input}>{intl.formatMessage(m.reason)}</label>
        <select
          id={ids('reasonId').input}
          name="reasonId"
          className="refund-form__input"
          value={formik.values.reasonId}
          disabled={submitting}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-invalid={errorOf('reasonId') ? true : undefined}
          aria-describedby={describedBy('reasonId', false)}
        >
          <option value="">{intl.formatMessage(m.reasonPlaceholder)}</option>
          {reasons.map((reason) => (
            <option key={reason.reasonId} value={String(reason.reasonId)}>
              {reason.content}
            </option>
          ))}
        </select>
        {fieldError('reasonId')}
      </div>

      <div className="refund-form__field">
        <label htmlFor={ids('description').input}>{intl.formatMessage(m.description)}</label>
        <textarea
          id={ids('description').input}
          name="description"
          rows={4}
          className="refund-form__input"
          value={formik.values.description}
          disabled={submitting}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-invalid={errorOf('description') ? true : undefined}
          aria-describedby={describedBy('description')}
        />
        <p id={ids('description').hint} className="refund-muted">
          {intl.formatMessage(m.descriptionCount, {
            count: formik.values.description.length,
            max: DESCRIPTION_MAX,
          })}
        </p>
        {fieldError('description')}
      </div>

      <div className="refund-form__field">
        <ImagePicker
          label={intl.formatMessage(m.images)}
          files={props.images}
          max={MAX_REFUND_IMAGES}
          onAdd={props.onImagesAdded}
          onRemove={props.onImageRemoved}
          error={props.imageError ? text(props.imageError) : null}
          busy={uploading}
          disabled={uploading || submitting}
        />
      </div>

      <div className="refund-form__field">
        <label htmlFor={ids('refundAccount').input}>{intl.formatMessage(m.account)}</label>
        <select
          id={ids('refundAccount').input}
          name="refundAccount"
          className="refund-form__input"
          value={formik.values.refundAccount}
          disabled={submitting}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-invalid={errorOf('refundAccount') ? true : undefined}
          aria-describedby={describedBy('refundAccount')}
        >
          {form.accounts.map((account) => (
            <option key={account.key} value={account.key}>
              {account.label}
            </option>
          ))}
        </select>
        <p id={ids('refundAccount').hint} className="refund-muted">
          {intl.formatMessage(m.accountHint)}
        </p>
        {fieldError('refundAccount')}
      </div>

      <div className="refund-actions">
        <button type="submit" className="button button--primary" disabled={submitting || uploading}>
          {intl.formatMessage(m.submit)}
        </button>
        {form.afsSn ? (
          <Link className="button" to={detailHref(form.afsSn)}>
            {intl.formatMessage(m.viewRequest)}
          </Link>
        ) : null}
      </div>
      <div role="status" className="refund-status">
        {submitting ? intl.formatMessage(m.sending) : uploading ? intl.formatMessage(m.waitImages) : null}
      </div>
      {props.error ? <Alert>{text(props.error)}</Alert> : null}
    </form>
  )
}
