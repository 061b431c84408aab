// /member/order/evaluate?orderSn — "Valorar pedido" (issue 6 item 6; SPEC.md §2, §5, §9): the order (store,
// lines), a star rating (radio group "Puntuación", 1 to 5), a comment of at most 500 characters with its
// counter, up to 5 photos (png/jpg ≤ 1 MB, src/components/image-picker) and "Publicar valoración". Plain view:
// the route owns the evaluate machine; stars and text live in Formik (checked with evaluationSchema), the
// photos in the machine. A refusal of the server is shown above the button and everything stays as it was.
// Issue 16 item 8: the three store ratings and a score (default 5), text and photos per product line
// (./evaluate-scores.tsx), checked with the mock's own storeEvaluationSchema (./evaluate-form-rules.ts).
import { useFormik } from 'formik'
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import type { OrderSummary } from '../../api/orders'
import { StoreLink } from '../../components/entity-links'
import { ImagePicker, type ImagePickerFile } from '../../components/image-picker'
import { PageLoader } from '../../components/page-loader'
import { formatDateTime } from '../../i18n/format'
import { MAX_REVIEW_IMAGES } from '../../lib/order-constants'
import {
  CONTENT_MAX,
  initialFormValues,
  lineIdOf,
  submittedValues,
  validateEvaluation,
  type EvaluateFormValues,
  type FormErrors,
  type FormValues,
  type InitialFormValues,
} from './evaluate-form-rules'
import { ProductScoreFields, ProductScoreList, StoreScoreFields } from './evaluate-scores'
import { StarRating } from './star-rating'
import { OrderLines, evaluationsHref, orderDetailHref, useErrorText } from './evaluation-parts'
import { evaluationCommonMessages as c, evaluateMessages as m } from './messages'

export type EvaluateStatus =
  'loading' | 'loadFailed' | 'notEvaluable' | 'editing' | 'uploading' | 'submitting' | 'failed' | 'done'

export type { EvaluateFormValues } from './evaluate-form-rules'

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
  /** Each product line's photos and last refused photo, by orderProductId (issue 16 item 8). */
  productPhotos?: Readonly<Record<number, readonly ImagePickerFile[]>>
  productPhotoErrors?: Readonly<Record<number, ErrorMessage>>
  onAddProductPhotos?: (orderProductId: number, files: File[]) => void
  onRemoveProductPhoto?: (orderProductId: number, index: number) => void
  onSubmit: (values: EvaluateFormValues) => void
  /** Read the order again; without it no button is shown. */
  onRetry?: () => void
  /** Stories and tests: start with these values, every field touched and validated. */
  initialValues?: InitialFormValues
  showAllErrors?: boolean
}

export { CONTENT_MAX }

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

function EvaluateForm(props: EvaluateViewProps) {
  const intl = useIntl()
  const errorText = useErrorText()
  const id = useId()
  const busy = props.status === 'uploading' || props.status === 'submitting' || props.status === 'done'
  const sending = props.status === 'submitting' || props.status === 'done'
  const lines = props.order?.productList ?? []
  const validate = (values: FormValues) => validateEvaluation(lines, values)
  const initial = initialFormValues(lines, props.initialValues)
  const formik = useFormik<FormValues>({
    initialValues: initial,
    initialTouched: props.showAllErrors ? { score: true, content: true } : {},
    initialErrors: props.showAllErrors ? validate(initial) : {},
    validate,
    onSubmit: (values) => props.onSubmit(submittedValues(lines, values)),
  })
  const errors = formik.errors as FormErrors
  // a rule's message id (src/schemas/evaluation.schema.ts): not extracted from here
  const textOf = (message: string | undefined) => (message ? intl.formatMessage({ id: message }) : null)
  const shown = (field: 'score' | 'content') => textOf(formik.touched[field] ? errors[field] : undefined)
  /** The new fields start valid (5 stars): their messages show once the buyer sends or in stories. */
  const shownAt = (path: string) =>
    textOf(formik.submitCount > 0 || props.showAllErrors ? errors[path] : undefined)
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
        label={intl.formatMessage(m.score)}
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
      <StoreScoreFields
        values={formik.values.storeScores}
        errorOf={(key) => shownAt(`storeScores.${key}`)}
        disabled={sending}
        onChange={(key, score) => void formik.setFieldValue(`storeScores.${key}`, score)}
        onBlur={(key) => void formik.setFieldTouched(`storeScores.${key}`, true, false)}
      />
      {lines.length > 0 ? (
        <ProductScoreList>
          {lines.map((line, index) => {
            const lineId = lineIdOf(line)
            const photoError = props.productPhotoErrors?.[lineId]
            return (
              <ProductScoreFields
                key={lineId}
                line={line}
                name={`products.${index}`}
                value={formik.values.products[index] ?? { score: null, content: '' }}
                scoreError={shownAt(`productScores[${index}].score`)}
                contentError={shownAt(`productScores[${index}].content`)}
                photos={props.productPhotos?.[lineId] ?? []}
                photoError={photoError ? errorText(photoError) : null}
                uploading={props.status === 'uploading'}
                disabled={sending}
                onScore={(score) => void formik.setFieldValue(`products.${index}.score`, score)}
                onScoreBlur={() => void formik.setFieldTouched(`products.${index}.score`, true, false)}
                onContent={formik.handleChange}
                onContentBlur={formik.handleBlur}
                onAddPhotos={(files) => props.onAddProductPhotos?.(lineId, files)}
                onRemovePhoto={(photo) => props.onRemoveProductPhoto?.(lineId, photo)}
              />
            )
          })}
        </ProductScoreList>
      ) : null}
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
