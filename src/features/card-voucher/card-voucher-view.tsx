// /shopping/card (issue 12 item 3; SPEC.md §2, §5 card 19 digits and PIN 16, §8): the "Vincular tarjeta" form,
// checked on blur and change with the rule set the mock uses; the credit of a bound card with a way to the
// wallet; the member's bound cards (last four digits only) with paging. Plain view: Formik keeps what was
// typed, so a refusal of the rules or of the server loses nothing.
import { isText } from '../../api/message'
import { useFormik } from 'formik'
import { useRefusalClearsOnEdit } from '../../components/use-refusal-clears-on-edit'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { ValidationError } from 'yup'
import type { ErrorMessage } from '../../api/errors'
import { Pager } from '../../components/pager'
import { formatDateTime, formatMoney } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import {
  CARD_NUMBER_LENGTH,
  CARD_PIN_LENGTH,
  cardBindMessages,
  cardBindSchema,
  type CardBindValues,
} from '../../schemas/card-voucher.schema'
import { cardVoucherMessages as m } from './messages'
import './card-voucher.css'

export type CardFormStatus = 'editing' | 'binding' | 'bound'
export type CardListStatus = 'loading' | 'shown' | 'failed'

export interface BoundCardRow {
  bindSn: string
  cardNumberMasked: string
  value: number
  boundAt: string
}

export interface BoundCardResult extends BoundCardRow {
  balanceAfter: number
}

export interface CardVoucherViewProps {
  formStatus: CardFormStatus
  submitError: ErrorMessage | null
  bound: BoundCardResult | null
  listStatus: CardListStatus
  listError: ErrorMessage | null
  cards: BoundCardRow[]
  page: number
  pageSize: number
  total: number
  onSubmit: (values: CardBindValues) => void
  onAnother: () => void
  onPageChange: (page: number, pageSize: number) => void
  onRetryList: () => void
  /** a field changed while a refusal shows: the owner drops the refusal (issue 25 item 7) */
  onEdited?: () => void
  /** stories: start with these values, every field touched */
  initialValues?: CardBindValues
}

const ruleById = new Map<string, Message>(
  (Object.values(cardBindMessages) as Message[]).map((message) => [message.id, message]),
)

function errorsOf(values: CardBindValues): Partial<Record<keyof CardBindValues, string>> {
  try {
    cardBindSchema.validateSync(values, { abortEarly: false })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const errors: Record<string, string> = {}
    for (const inner of error.inner) if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message
    return errors
  }
}

function useMessageText() {
  const intl = useIntl()
  return (message: ErrorMessage | null | undefined): string | null => {
    if (!message) return null
    if (isText(message)) return message.text
    // a dictionary id of the request layer chosen at run time: not extracted from here
    const descriptor = { id: message.id }
    return intl.formatMessage(descriptor)
  }
}

const FIELDS = [
  { name: 'cardNumber', label: m.cardNumber, hint: m.cardNumberHint, length: CARD_NUMBER_LENGTH },
  { name: 'cardPin', label: m.cardPin, hint: m.cardPinHint, length: CARD_PIN_LENGTH },
] as const

function BindForm(props: CardVoucherViewProps) {
  const intl = useIntl()
  const messageText = useMessageText()
  const id = useId()
  const binding = props.formStatus === 'binding'
  const initial = props.initialValues ?? { cardNumber: '', cardPin: '' }
  const formik = useFormik<CardBindValues>({
    initialValues: initial,
    initialTouched: props.initialValues ? { cardNumber: true, cardPin: true } : {},
    initialErrors: props.initialValues ? errorsOf(initial) : {},
    validate: errorsOf,
    onSubmit: (values) => props.onSubmit(values),
  })
  useRefusalClearsOnEdit(formik.values, props.submitError !== null, () => props.onEdited?.())
  const ruleText = (field: keyof CardBindValues) => {
    const messageId = formik.touched[field] ? formik.errors[field] : undefined
    const rule = messageId ? ruleById.get(messageId) : undefined
    return rule ? intl.formatMessage(rule) : (messageId ?? null)
  }
  return (
    <form
      className="card-voucher__form"
      noValidate
      onSubmit={formik.handleSubmit}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{intl.formatMessage(m.formTitle)}</h2>
      {FIELDS.map((field) => {
        const inputId = `${id}-${field.name}`
        const error = ruleText(field.name)
        return (
          <div key={field.name} className="card-voucher__field">
            <label htmlFor={inputId}>{intl.formatMessage(field.label)}</label>
            <p id={`${inputId}-hint`} className="card-voucher__hint">
              {intl.formatMessage(field.hint)}
            </p>
            <input
              id={inputId}
              name={field.name}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              // room for grouping spaces; the rule, not the input, refuses a wrong length
              maxLength={field.length + 8}
              value={formik.values[field.name]}
              readOnly={binding}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${inputId}-hint ${inputId}-error`}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
            {/* reserved even when empty, so a message never moves the button */}
            <p id={`${inputId}-error`} className="card-voucher__error" role="alert">
              {error}
            </p>
          </div>
        )
      })}
      <p className="card-voucher__error" role="alert">
        {messageText(props.submitError)}
      </p>
      <button type="submit" className="button button--primary" disabled={binding} aria-busy={binding}>
        {intl.formatMessage(binding ? m.submitting : m.submit)}
      </button>
    </form>
  )
}

function BoundPanel({ bound, onAnother }: { bound: BoundCardResult; onAnother: () => void }) {
  const intl = useIntl()
  const id = useId()
  return (
    <section className="card-voucher__bound" aria-labelledby={`${id}-title`}>
      {/* announced when it replaces the form */}
      <div role="status">
        <h2 id={`${id}-title`}>{intl.formatMessage(m.boundTitle)}</h2>
      </div>
      <dl className="card-voucher__facts">
        <dt>{intl.formatMessage(m.boundCard)}</dt>
        <dd>{bound.cardNumberMasked}</dd>
        <dt>{intl.formatMessage(m.boundValue)}</dt>
        <dd>{formatMoney(bound.value)}</dd>
        <dt>{intl.formatMessage(m.balanceAfter)}</dt>
        <dd data-testid="balance-after">{formatMoney(bound.balanceAfter)}</dd>
        <dt>{intl.formatMessage(m.bindSn)}</dt>
        <dd>{bound.bindSn}</dd>
      </dl>
      <p className="card-voucher__actions">
        <Link className="button button--primary" to="/member/wallet">
          {intl.formatMessage(m.toWallet)}
        </Link>
        <button type="button" className="button" onClick={onAnother}>
          {intl.formatMessage(m.another)}
        </button>
      </p>
    </section>
  )
}

function BoundCardList(props: CardVoucherViewProps) {
  const intl = useIntl()
  const messageText = useMessageText()
  const id = useId()
  return (
    <section
      className="card-voucher__list"
      aria-labelledby={`${id}-title`}
      aria-busy={props.listStatus === 'loading'}
    >
      <h2 id={`${id}-title`}>{intl.formatMessage(m.listTitle)}</h2>
      {props.listStatus === 'failed' ? (
        <>
          <p role="alert">{messageText(props.listError) ?? intl.formatMessage(m.listFailed)}</p>
          <button type="button" className="button" onClick={props.onRetryList}>
            {intl.formatMessage(m.retry)}
          </button>
        </>
      ) : props.listStatus === 'loading' && props.cards.length === 0 ? (
        <p>{intl.formatMessage(m.loading)}</p>
      ) : props.total === 0 ? (
        <p>{intl.formatMessage(m.empty)}</p>
      ) : (
        <>
          <table className="card-voucher__table">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.columnCard)}</th>
                <th scope="col">{intl.formatMessage(m.columnValue)}</th>
                <th scope="col">{intl.formatMessage(m.columnBoundAt)}</th>
                <th scope="col">{intl.formatMessage(m.columnBindSn)}</th>
              </tr>
            </thead>
            <tbody>
              {props.cards.map((card) => (
                <tr key={card.bindSn}>
                  <td>{card.cardNumberMasked}</td>
                  <td className="card-voucher__amount">{formatMoney(card.value)}</td>
                  <td>{formatDateTime(card.boundAt)}</td>
                  <td>{card.bindSn}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={props.page} limit={props.pageSize} total={props.total} onChange={props.onPageChange} />
        </>
      )}
    </section>
  )
}

export function CardVoucherView(props: CardVoucherViewProps) {
  const intl = useIntl()
  return (
    <div className="page card-voucher">
      <h1>{intl.formatMessage(m.title)}</h1>
      <p>{intl.formatMessage(m.intro)}</p>
      {props.formStatus === 'bound' && props.bound ? (
        <BoundPanel bound={props.bound} onAnother={props.onAnother} />
      ) : (
        <BindForm {...props} />
      )}
      <BoundCardList {...props} />
    </div>
  )
}
