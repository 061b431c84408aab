// /member/order/evaluate?orderSn — "Valorar pedido" (issue 6 item 6; SPEC.md §2, §5, §9): the order (store,
// lines), a star rating (radio group "Puntuación", 1 to 5), a comment of at most 500 characters with its
// counter, up to 5 photos (png/jpg ≤ 1 MB, src/components/image-picker) and "Publicar valoración". Plain view:
// the route owns the evaluate machine; stars and text live in Formik (checked with evaluationSchema), the
// photos in the machine. A refusal of the server is shown above the button and everything stays as it was.
import { useFormik } from 'formik'
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { ValidationError } from 'yup'
import type { ErrorMessage } from '../../api/errors'
import type { OrderSummary } from '../../api/orders'
import { StoreLink } from '../../components/entity-links'
import { ImagePicker, type ImagePickerFile } from '../../components/image-picker'
import { PageLoader } from '../../components/page-loader'
import { formatDateTime } from '../../i18n/format'
import { MAX_REVIEW_IMAGES } from '../../lib/order-constants'
import { evaluationSchema } from '../../schemas/evaluation.schema'
import { OrderLines, evaluationsHref, orderDetailHref, useErrorText } from './evaluation-parts'
import { evaluationCommonMessages as c, evaluateMessages as m } from './messages'

export type EvaluateStatus =
  'loading' | 'loadFailed' | 'notEvaluable' | 'editing' | 'uploading' | 'submitting' | 'failed' | 'done'

export interface EvaluateFormValues {
  score: number
  content: string
}

export interface EvaluateViewProps {
  status: EvaluateStatus
  order: OrderSummary | null
  loadError: ErrorMessage | null
  /** The server's refusal of the last submission (status failed). */
  submitError: ErrorMessage | null
  photos: readonly ImagePickerFile[]
  /** The last refused photo: a rule ("Como máximo 5 imágenes.", 1 MB, png/jpg) or the server. */
  photoError: ErrorMessage | null
  onAddPhotos: (files: File[]) => void
  onRemovePhoto: (index: number) => void
  onSubmit: (values: EvaluateFormValues) => void
  /** Read the order again; without it no button is shown. */
  onRetry?: () => void
  /** Stories and tests: start with these values, every field touched and validated. */
  initialValues?: { score?: number | null; content?: string }
  showAllErrors?: boolean
}

export const CONTENT_MAX = 500
const STARS = [1, 2, 3, 4, 5] as const

interface FormValues {
  score: number | null
  content: string
}

type FormErrors = Partial<Record<keyof FormValues, string>>

/** The shared rules of src/schemas/evaluation.schema.ts on stars and text (the machine checks the photos). */
function validate(values: FormValues): FormErrors {
  try {
    evaluationSchema.validateSync(
      { score: values.score ?? undefined, content: values.content, images: [] },
      { abortEarly: false },
    )
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const errors: FormErrors = {}
    for (const inner of error.inner) {
      const path = inner.path as keyof FormValues
      if ((path === 'score' || path === 'content') && !errors[path]) errors[path] = inner.message
    }
    return errors
  }
}

function OrderSummaryCard({ order }: { order: OrderSummary }) {
  const intl = useIntl()
  const headingId = useId()
  return (
    <section className="evaluation-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="evaluation-card__title">
        <FormattedMessage {...c.orderHeading} values={{ orderSn: order.orderSn }} />
      </h2>
      <p className="evaluation-card__meta">
        <span>
          <FormattedMessage {...c.store} />: <StoreLink storeId={order.storeId}>{order.storeName}</StoreLink>
        </span>
        <span aria-hidden="true"> · </span>
        <span>{intl.formatMessage(c.createdAt, { date: formatDateTime(order.createTime) })}</span>
      </p>
      <OrderLines orderSn={order.orderSn} lines={order.productList} />
    </section>
  )
}

function StarRating({
  value,
  error,
  disabled,
  onChange,
  onBlur,
}: {
  value: number | null
  error: string | null
  disabled: boolean
  onChange: (score: number) => void
  onBlur: () => void
}) {
  const intl = useIntl()
  const id = useId()
  return (
    <fieldset
      className="star-rating"
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={`${id}-error`}
      aria-invalid={error ? true : undefined}
      aria-required="true"
      disabled={disabled}
    >
      <legend id={`${id}-legend`} className="evaluation-field__label">
        {intl.formatMessage(m.score)}
      </legend>
      <div className="star-rating__options">
        {STARS.map((score) => (
          <label
            key={score}
            className={`star-rating__option${value !== null && score <= value ? ' is-on' : ''}`}
          >
            <input
              className="star-rating__input"
              type="radio"
              name={`${id}-score`}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              onBlur={onBlur}
            />
            <span className="star-rating__star" aria-hidden="true">
              ★
            </span>
            <span className="visually-hidden">{intl.formatMessage(m.star, { count: score })}</span>
          </label>
        ))}
        {value !== null ? (
          <span className="star-rating__value" aria-hidden="true">
            {intl.formatMessage(m.star, { count: value })}
          </span>
        ) : null}
      </div>
      <p id={`${id}-error`} className="evaluation-error" role="alert">
        {error}
      </p>
    </fieldset>
  )
}

function EvaluateForm(props: EvaluateViewProps) {
  const intl = useIntl()
  const errorText = useErrorText()
  const id = useId()
  const busy = props.status === 'uploading' || props.status === 'submitting' || props.status === 'done'
  const sending = props.status === 'submitting' || props.status === 'done'
  const formik = useFormik<FormValues>({
    initialValues: {
      score: props.initialValues?.score ?? null,
      content: props.initialValues?.content ?? '',
    },
    initialTouched: props.showAllErrors ? { score: true, content: true } : {},
    initialErrors: props.showAllErrors
      ? validate({
          score: props.initialValues?.score ?? null,
          content: props.initialValues?.content ?? '',
        })
      : {},
    validate,
    onSubmit: (values) => {
      if (values.score !== null) props.onSubmit({ score: values.score, content: values.content })
    },
  })
  const shown = (field: keyof FormValues) => {
    const message = formik.touched[field] ? formik.errors[field] : undefined
    // a rule's message id (src/schemas/evaluation.schema.ts): not extracted from here
    const descriptor = message ? { id: message } : null
    return descriptor ? intl.formatMessage(descriptor) : null
  }
  const contentError = shown('content')
  return (
    <form
      className="evaluation-form"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={formik.handleSubmit}
    >
      <h2 id={`${id}-heading`} className="evaluation-card__title">
        {intl.formatMessage(m.formHeading)}
      </h2>
      <StarRating
        value={formik.values.score}
        error={shown('score')}
        disabled={sending}
        onChange={(score) => {
          void formik.setFieldTouched('score', true, false)
          void formik.setFieldValue('score', score)
        }}
        onBlur={() => void formik.setFieldTouched('score', true)}
      />
      <div className="evaluation-field">
        <label htmlFor={`${id}-content`} className="evaluation-field__label">
          {intl.formatMessage(m.content)}
        </label>
        <p id={`${id}-content-hint`} className="evaluation-muted">
          {intl.formatMessage(m.contentHint)}
        </p>
        <textarea
          id={`${id}-content`}
          name="content"
          rows={5}
          maxLength={CONTENT_MAX}
          value={formik.values.content}
          disabled={sending}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={`${id}-content-hint ${id}-content-counter ${id}-content-error`}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
        <p id={`${id}-content-counter`} className="evaluation-counter">
          {intl.formatMessage(m.counter, { count: formik.values.content.length, max: CONTENT_MAX })}
        </p>
        <p id={`${id}-content-error`} className="evaluation-error" role="alert">
          {contentError}
        </p>
      </div>
      <ImagePicker
        label={intl.formatMessage(m.photos)}
        files={props.photos}
        max={MAX_REVIEW_IMAGES}
        onAdd={props.onAddPhotos}
        onRemove={props.onRemovePhoto}
        error={errorText(props.photoError)}
        busy={props.status === 'uploading'}
        disabled={sending}
      />
      <div className="evaluation-form__footer">
        <p className="evaluation-error" role="alert">
          {errorText(props.submitError)}
        </p>
        {props.status === 'uploading' ? (
          <p className="evaluation-muted">{intl.formatMessage(m.waitPhotos)}</p>
        ) : null}
        {sending ? (
          <p className="evaluation-muted" role="status">
            {intl.formatMessage(m.submitting)}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {intl.formatMessage(m.submit)}
        </button>
      </div>
    </form>
  )
}

function StatePage({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <div className="page page--narrow state-page">
      <h1>{title}</h1>
      {children}
      <div className="state-page__actions">{actions}</div>
    </div>
  )
}

export function EvaluateView(props: EvaluateViewProps) {
  const intl = useIntl()
  const errorText = useErrorText()
  const { order } = props
  if (props.status === 'loading') return <PageLoader />
  if (props.status === 'loadFailed' || !order)
    return (
      <StatePage
        title={intl.formatMessage(m.loadFailedTitle)}
        actions={
          <>
            {props.onRetry ? (
              <button type="button" className="button button--primary" onClick={props.onRetry}>
                {intl.formatMessage(m.retry)}
              </button>
            ) : null}
            <Link className="button" to="/member/order/list">
              {intl.formatMessage(m.backToOrders)}
            </Link>
          </>
        }
      >
        <p role="alert">{errorText(props.loadError ?? { id: m.badOrderSn.id })}</p>
      </StatePage>
    )
  if (props.status === 'notEvaluable')
    return (
      <StatePage
        title={intl.formatMessage(order.evaluated ? m.alreadyEvaluatedTitle : m.notEvaluableTitle)}
        actions={
          <>
            {order.evaluated ? (
              <Link className="button button--primary" to={evaluationsHref('mine')}>
                {intl.formatMessage(m.toEvaluations)}
              </Link>
            ) : null}
            <Link className="button" to={orderDetailHref(order.orderSn)}>
              {intl.formatMessage(c.viewOrder)}{' '}
              <span className="visually-hidden">
                {intl.formatMessage(c.viewOrderHidden, { orderSn: order.orderSn })}
              </span>
            </Link>
          </>
        }
      >
        <p>
          {order.evaluated
            ? intl.formatMessage(m.alreadyEvaluated)
            : intl.formatMessage(m.notEvaluable, { state: order.orderStateValue })}
        </p>
      </StatePage>
    )
  return (
    <div className="page evaluation-page">
      <h1>{intl.formatMessage(m.title)}</h1>
      <OrderSummaryCard order={order} />
      <EvaluateForm {...props} />
    </div>
  )
}
