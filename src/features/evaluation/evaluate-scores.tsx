// The score sections of the evaluate form (issue 16 item 8; REFERENCE.md §4 Review; SPEC.md §5 at most 5 review
// images): "Valoración de la tienda" with three star ratings (Descripción del producto, Atención del proveedor,
// Velocidad de entrega) and, per order line, its score ("Puntuación de <producto>", default 5), a comment of at
// most 500 characters and up to 5 photos. Plain: the form owns the values, the machine the photos.
import { useId } from 'react'
import { useIntl } from 'react-intl'
import type { OrderLine } from '../../api/orders'
import { ImagePicker, type ImagePickerFile } from '../../components/image-picker'
import { lineName } from '../../components/line-name'
import { MAX_REVIEW_IMAGES } from '../../lib/order-constants'
import { CONTENT_MAX, STORE_SCORE_KEYS, type StoreScoreKey } from './evaluate-form-rules'
import { evaluateMessages as m, evaluateScoreMessages as s } from './messages'
import { StarRating } from './star-rating'

const STORE_LABELS = {
  description: s.description,
  service: s.service,
  delivery: s.delivery,
} as const

export function StoreScoreFields({
  values,
  errorOf,
  disabled,
  onChange,
  onBlur,
}: {
  values: Record<StoreScoreKey, number | null>
  /** The shown message of a field ("description", …), or null. */
  errorOf: (key: StoreScoreKey) => string | null
  disabled: boolean
  onChange: (key: StoreScoreKey, score: number) => void
  onBlur: (key: StoreScoreKey) => void
}) {
  const intl = useIntl()
  const id = useId()
  return (
    <section className="evaluation-scores" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="evaluation-scores__title">
        {intl.formatMessage(s.storeHeading)}
      </h3>
      <div className="evaluation-scores__grid">
        {STORE_SCORE_KEYS.map((key) => (
          <StarRating
            key={key}
            label={intl.formatMessage(STORE_LABELS[key])}
            value={values[key]}
            error={errorOf(key)}
            disabled={disabled}
            onChange={(score) => onChange(key, score)}
            onBlur={() => onBlur(key)}
          />
        ))}
      </div>
    </section>
  )
}

export interface ProductScoreFieldsProps {
  line: OrderLine
  /** Formik's field name of the line ("products.0"). */
  name: string
  value: { score: number | null; content: string }
  scoreError: string | null
  contentError: string | null
  photos: readonly ImagePickerFile[]
  photoError: string | null
  uploading: boolean
  disabled: boolean
  onScore: (score: number) => void
  onScoreBlur: () => void
  onContent: (event: React.ChangeEvent<HTMLTextAreaElement>) => void
  onContentBlur: (event: React.FocusEvent<HTMLTextAreaElement>) => void
  onAddPhotos: (files: File[]) => void
  onRemovePhoto: (index: number) => void
}

export function ProductScoreFields(props: ProductScoreFieldsProps) {
  const intl = useIntl()
  const id = useId()
  // two SKUs of one goods in an order: heading and labels show the spec values too (WCAG 2.4.6/4.1.2)
  const goods = lineName(intl, props.line)
  return (
    <li className="evaluation-product">
      <h4 className="evaluation-product__name">{goods}</h4>
      <StarRating
        label={intl.formatMessage(s.productScore, { goods })}
        value={props.value.score}
        error={props.scoreError}
        disabled={props.disabled}
        onChange={props.onScore}
        onBlur={props.onScoreBlur}
      />
      <div className="evaluation-field">
        <label htmlFor={`${id}-content`} className="evaluation-field__label">
          {intl.formatMessage(s.productContent, { goods })}
        </label>
        <textarea
          id={`${id}-content`}
          name={`${props.name}.content`}
          rows={3}
          maxLength={CONTENT_MAX}
          value={props.value.content}
          disabled={props.disabled}
          aria-invalid={props.contentError ? true : undefined}
          aria-describedby={`${id}-counter ${id}-error`}
          onChange={props.onContent}
          onBlur={props.onContentBlur}
        />
        <p id={`${id}-counter`} className="evaluation-counter">
          {intl.formatMessage(m.counter, { count: props.value.content.length, max: CONTENT_MAX })}
        </p>
        <p id={`${id}-error`} className="evaluation-error" role="alert">
          {props.contentError}
        </p>
      </div>
      <ImagePicker
        label={intl.formatMessage(s.productPhotos, { goods })}
        files={props.photos}
        max={MAX_REVIEW_IMAGES}
        onAdd={props.onAddPhotos}
        onRemove={props.onRemovePhoto}
        error={props.photoError}
        busy={props.uploading}
        disabled={props.disabled}
      />
    </li>
  )
}

export function ProductScoreList({ children }: { children: React.ReactNode }) {
  const intl = useIntl()
  const id = useId()
  return (
    <section className="evaluation-scores" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="evaluation-scores__title">
        {intl.formatMessage(s.productsHeading)}
      </h3>
      <p className="evaluation-muted">{intl.formatMessage(s.productsHint)}</p>
      <ul className="evaluation-products">{children}</ul>
    </section>
  )
}
