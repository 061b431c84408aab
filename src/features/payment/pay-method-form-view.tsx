// The fields of each payment method (SPEC.md §5): pay password for balance and credit, bank card, top-up
// voucher, wire transfer with its payment proof, e-payment. Plain: values, problems and callbacks come in.
import type { Message } from '../../api/message'
import { useId, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { PayInfo, PayMethodCode } from '../../api/payment'
import { BankAccountDetails } from '../../components/bank-account'
import { FilePicker } from '../../components/file-picker'
import { useToastText } from '../../components/notifications'
import { formatMoney } from '../../i18n/format'
import { paymentMessages as m } from './messages'
import { Picture } from '../../components/picture'

/** What the buyer typed (the machine keeps it across refusals). */
export interface PayFormValues {
  payPwd: string
  cardNumber: string
  cardHolder: string
  cardExpiry: string
  cardCvv: string
  voucherNumber: string
  voucherPin: string
}

export type PayFormField = keyof PayFormValues

export type FieldMessages = Partial<Record<PayFormField | 'proof', Message>>

export interface MethodFormProps {
  method: PayMethodCode
  info: PayInfo
  values: PayFormValues
  problems: FieldMessages
  disabled: boolean
  uploading: boolean
  proof: { url: string; name: string } | null
  /** "¿Olvidó la contraseña de pago?" leads here (the reset page, back to this payment). */
  resetPayPasswordHref?: string
  onChange: (field: PayFormField, value: string) => void
  onBlur: (field: PayFormField) => void
  onProofSelected: (file: File) => void
  onProofRemoved: () => void
  onCopy: (text: string) => void
}

interface FieldProps {
  field: PayFormField
  label: string
  hint?: string
  type?: 'text' | 'password'
  inputMode?: 'numeric' | 'text'
  autoComplete?: string
  maxLength?: number
  props: MethodFormProps
}

function TextField({
  field,
  label,
  hint,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
  props,
}: FieldProps) {
  const id = useId()
  const text = useToastText()
  const problem = props.problems[field]
  const describedBy = [hint ? `${id}-hint` : null, problem ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="payment-form__field">
      <label className="payment-form__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={field}
        className="payment-form__input"
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete ?? 'off'}
        maxLength={maxLength}
        value={props.values[field]}
        disabled={props.disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => props.onChange(field, event.target.value)}
        onBlur={() => props.onBlur(field)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="payment-form__hint">
          {hint}
        </p>
      ) : null}
      {/* the slot is always there, so a message appearing does not move the button (TOOLCHAIN gotcha 5) */}
      <p id={`${id}-error`} className="payment-form__error">
        {problem ? text(problem) : null}
      </p>
    </div>
  )
}

function PayPasswordField({ props, children }: { props: MethodFormProps; children?: ReactNode }) {
  const intl = useIntl()
  return (
    <>
      {children}
      {props.info.hasPayPassword ? null : (
        <p className="payment-form__note">
          {intl.formatMessage(m.noPayPassword)}{' '}
          <Link to="/member/pwd/pay">{intl.formatMessage(m.setPayPassword)}</Link>
        </p>
      )}
      <TextField
        field="payPwd"
        label={intl.formatMessage(m.payPassword)}
        hint={intl.formatMessage(m.payPasswordHint)}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        props={props}
      />
      {props.info.hasPayPassword && props.resetPayPasswordHref ? (
        <p className="payment-form__note">
          <Link to={props.resetPayPasswordHref}>{intl.formatMessage(m.forgotPayPassword)}</Link>
        </p>
      ) : null}
    </>
  )
}

/**
 * "Recargar" (issue 12 item 2): the top-up page with what the balance still lacks (whole USD, SPEC.md §5
 * 1-5000) and the way back to this payment.
 */
export function rechargeHref(info: { paySn: string; needPay: number; balanceAvailable: number }): string {
  const back = `/buy/pay?paySn=${encodeURIComponent(info.paySn)}`
  const short = Math.min(5000, Math.ceil(info.needPay - info.balanceAvailable))
  const amount = short >= 1 ? `&amount=${short}` : ''
  return `/member/recharge?returnUrl=${encodeURIComponent(back)}${amount}`
}

function BalanceForm(props: MethodFormProps) {
  const intl = useIntl()
  return (
    <PayPasswordField props={props}>
      <p className="payment-form__line">
        {intl.formatMessage(m.balanceAvailable, { amount: formatMoney(props.info.balanceAvailable) })}{' '}
        <Link to={rechargeHref(props.info)}>{intl.formatMessage(m.recharge)}</Link>
      </p>
    </PayPasswordField>
  )
}

function CreditForm(props: MethodFormProps) {
  const intl = useIntl()
  return (
    <PayPasswordField props={props}>
      <p className="payment-form__line">
        {intl.formatMessage(m.creditAvailable, {
          available: formatMoney(props.info.credit.available),
          limit: formatMoney(props.info.credit.limit),
        })}
      </p>
    </PayPasswordField>
  )
}

function CardForm(props: MethodFormProps) {
  const intl = useIntl()
  return (
    <div className="payment-form__grid">
      <TextField
        field="cardNumber"
        label={intl.formatMessage(m.cardNumber)}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        props={props}
      />
      <TextField
        field="cardHolder"
        label={intl.formatMessage(m.cardHolder)}
        autoComplete="cc-name"
        maxLength={50}
        props={props}
      />
      <TextField
        field="cardExpiry"
        label={intl.formatMessage(m.cardExpiry)}
        inputMode="numeric"
        autoComplete="cc-exp"
        maxLength={5}
        props={props}
      />
      <TextField
        field="cardCvv"
        label={intl.formatMessage(m.cardCvv)}
        type="password"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        props={props}
      />
    </div>
  )
}

function VoucherForm(props: MethodFormProps) {
  const intl = useIntl()
  return (
    <>
      <p className="payment-form__line">{intl.formatMessage(m.voucherNote)}</p>
      <div className="payment-form__grid">
        <TextField
          field="voucherNumber"
          label={intl.formatMessage(m.voucherNumber)}
          inputMode="numeric"
          maxLength={23}
          props={props}
        />
        <TextField
          field="voucherPin"
          label={intl.formatMessage(m.voucherPin)}
          type="password"
          inputMode="numeric"
          maxLength={19}
          props={props}
        />
      </div>
    </>
  )
}

function TransferForm(props: MethodFormProps) {
  const intl = useIntl()
  const text = useToastText()
  const bank = props.info.bankAccount
  const problem = props.problems.proof
  return (
    <>
      <p className="payment-form__line">
        {intl.formatMessage(m.transferIntro, {
          amount: formatMoney(props.info.needPay),
          paySn: props.info.paySn,
        })}
      </p>
      {bank ? <BankAccountDetails account={bank} onCopy={props.onCopy} /> : null}
      <div className="payment-form__field">
        <FilePicker
          label={intl.formatMessage(m.proofLabel)}
          accept="image/png,image/jpeg"
          summary={props.proof ? props.proof.name : undefined}
          error={problem ? text(problem) : null}
          disabled={props.disabled || props.uploading}
          onPick={([file]) => {
            if (file) props.onProofSelected(file)
          }}
        />
        {props.uploading ? (
          <p className="payment-form__note" role="status">
            {intl.formatMessage(m.proofUploading)}
          </p>
        ) : null}
        {props.proof ? (
          <figure className="payment-proof">
            <Picture
              className="payment-proof__image"
              src={props.proof.url}
              alt={intl.formatMessage(m.proofAlt)}
            />
            <figcaption>
              {intl.formatMessage(m.proofAttached, { name: props.proof.name })}{' '}
              <button
                type="button"
                className="payment-button payment-button--small"
                disabled={props.disabled}
                onClick={props.onProofRemoved}
              >
                {intl.formatMessage(m.proofRemove)}
              </button>
            </figcaption>
          </figure>
        ) : null}
      </div>
    </>
  )
}

function TropipayForm() {
  const intl = useIntl()
  return <p className="payment-form__line">{intl.formatMessage(m.tropipayNote)}</p>
}

export function PayMethodFormView(props: MethodFormProps) {
  switch (props.method) {
    case 'balance':
      return <BalanceForm {...props} />
    case 'credit':
      return <CreditForm {...props} />
    case 'card':
      return <CardForm {...props} />
    case 'voucher':
      return <VoucherForm {...props} />
    case 'transfer':
      return <TransferForm {...props} />
    case 'tropipay':
      return <TropipayForm />
  }
}
