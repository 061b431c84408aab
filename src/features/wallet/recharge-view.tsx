// /member/recharge (issue 12 item 2; SPEC.md §2, §4, §5; GLOSSARY "Importe de recarga", "Recargar",
// "Pendiente de confirmación", "Confirmada"): the top-up form (amount, wire transfer with a voucher image or
// e-payment) and each state of a top-up — pending, confirmed, declined, e-payment not completed. After a
// confirmed top-up the buyer can go back to the payment he came from. Plain view: the route owns the machine.
import { useId, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { PlatformBankAccount, Recharge, RechargeMethod } from '../../api/wallet'
import { BankAccountDetails } from '../../components/bank-account'
import { FilePicker } from '../../components/file-picker'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { rechargeMessages as r, walletMessages as m } from './messages'
import { METHOD_LABEL, StateBadge, useViewText, type ViewMessage } from './wallet-parts'
import './wallet.css'

export type RechargeStage =
  'form' | 'loading' | 'loadFailed' | 'pending' | 'confirmed' | 'declined' | 'failed' | 'redirecting'

export interface RechargeFormState {
  amount: string
  method: RechargeMethod
  voucher: { name: string; url: string } | null
  fieldErrors: { amount?: ViewMessage; voucher?: ViewMessage }
  formError: ViewMessage | null
  /** what the form is waiting for, if anything */
  busy: 'checking' | 'uploading' | 'submitting' | null
}

export interface RechargeViewProps {
  stage: RechargeStage
  form: RechargeFormState
  record: Recharge | null
  /** where a transfer goes (the same account the order payment shows); null while unread or unreadable */
  bankAccount: PlatformBankAccount | null
  onCopy(text: string): void
  loadError: ViewMessage | null
  /** the payment the buyer came from (already checked by safeRedirect), shown once the money is in */
  returnHref: string | null
  onAmountChange(value: string): void
  onAmountBlur(): void
  onMethodChange(method: RechargeMethod): void
  onVoucherPick(file: File): void
  onVoucherRemove(): void
  onSubmit(): void
  onRestart(): void
  onRetry(): void
}

const METHODS: RechargeMethod[] = ['transfer', 'tropipay']

function RechargeForm(props: RechargeViewProps) {
  const intl = useIntl()
  const text = useViewText()
  const id = useId()
  const { form } = props
  const amountError = form.fieldErrors.amount
  const voucherError = form.fieldErrors.voucher
  function submit(event: FormEvent) {
    event.preventDefault()
    props.onSubmit()
  }
  return (
    <form className="recharge-form" noValidate onSubmit={submit}>
      <p>{intl.formatMessage(r.intro)}</p>
      <div className="recharge-field">
        <label htmlFor={`${id}-amount`}>{intl.formatMessage(r.amount)}</label>
        <input
          id={`${id}-amount`}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          value={form.amount}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={`${id}-amount-hint${amountError ? ` ${id}-amount-error` : ''}`}
          onChange={(event) => props.onAmountChange(event.target.value)}
          onBlur={props.onAmountBlur}
        />
        <span id={`${id}-amount-hint`} className="recharge-hint">
          {intl.formatMessage(r.amountHint)}
        </span>
        {/* always drawn, one line kept: a message that appeared on blur would move "Recargar" from under the
            pointer between mousedown and click (TOOLCHAIN.md gotcha 5) */}
        <span id={`${id}-amount-error`} className="recharge-error recharge-error--field" role="alert">
          {amountError ? text(amountError) : null}
        </span>
      </div>
      <fieldset className="recharge-field">
        <legend>{intl.formatMessage(r.method)}</legend>
        {METHODS.map((method) => (
          <label key={method} className="recharge-method">
            <input
              type="radio"
              name="payMethod"
              value={method}
              checked={form.method === method}
              onChange={() => props.onMethodChange(method)}
            />
            {intl.formatMessage(METHOD_LABEL[method])}
          </label>
        ))}
        <p className="recharge-hint">
          {intl.formatMessage(form.method === 'transfer' ? r.transferHint : r.tropipayHint)}
        </p>
      </fieldset>
      {form.method === 'transfer' && props.bankAccount ? (
        <BankAccountDetails account={props.bankAccount} onCopy={props.onCopy} />
      ) : null}
      {form.method === 'transfer' ? (
        <FilePicker
          label={intl.formatMessage(r.voucher)}
          accept="image/png,image/jpeg"
          summary={
            form.voucher ? intl.formatMessage(r.voucherAttached, { name: form.voucher.name }) : undefined
          }
          hint={intl.formatMessage(r.voucherHint)}
          error={voucherError ? text(voucherError) : null}
          onPick={([file]) => {
            if (file) props.onVoucherPick(file)
          }}
        >
          {form.voucher ? (
            <p className="recharge-voucher">
              <button type="button" className="button" onClick={props.onVoucherRemove}>
                {intl.formatMessage(r.voucherRemove)}
              </button>
            </p>
          ) : null}
        </FilePicker>
      ) : null}
      {form.formError ? (
        <p className="recharge-error" role="alert">
          {text(form.formError)}
        </p>
      ) : null}
      <p role="status" className="recharge-status">
        {form.busy === 'checking' || form.busy === 'uploading'
          ? intl.formatMessage(r.checking)
          : form.busy === 'submitting'
            ? intl.formatMessage(r.submitting)
            : null}
      </p>
      <button
        type="submit"
        className="button button--primary"
        aria-disabled={form.busy !== null || undefined}
      >
        {intl.formatMessage(r.submit)}
      </button>
    </form>
  )
}

function RecordFacts({ record }: { record: Recharge }) {
  const intl = useIntl()
  return (
    <dl className="recharge-facts">
      <div>
        <dt>{intl.formatMessage(m.rechargeSn)}</dt>
        <dd>{record.rechargeSn}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(m.amount)}</dt>
        <dd>{formatMoney(record.amount)}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(m.method)}</dt>
        <dd>{intl.formatMessage(METHOD_LABEL[record.payMethod])}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(m.createTime)}</dt>
        <dd>{formatDateTime(record.createTime)}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(m.state)}</dt>
        <dd>
          <StateBadge state={record.payState} />
        </dd>
      </div>
    </dl>
  )
}

const OUTCOME = {
  pending: [r.pendingTitle, r.pendingIntro],
  confirmed: [r.confirmedTitle, r.confirmedIntro],
  declined: [r.declinedTitle, r.declinedIntro],
  failed: [r.failedTitle, r.failedIntro],
} as const

function Outcome(props: RechargeViewProps & { stage: keyof typeof OUTCOME }) {
  const intl = useIntl()
  const [title, intro] = OUTCOME[props.stage]
  return (
    <div className={`recharge-outcome recharge-outcome--${props.stage}`}>
      <h2>{intl.formatMessage(title)}</h2>
      <p role={props.stage === 'pending' ? undefined : 'status'}>{intl.formatMessage(intro)}</p>
      {props.record ? <RecordFacts record={props.record} /> : null}
      {props.record?.rejectReason ? (
        <p className="wallet-reason">
          {intl.formatMessage(m.rejectReason, { reason: props.record.rejectReason })}
        </p>
      ) : null}
      <p className="recharge-actions">
        {props.stage === 'confirmed' && props.returnHref ? (
          <Link className="button button--primary" to={props.returnHref}>
            {intl.formatMessage(r.backToPayment)}
          </Link>
        ) : null}
        <Link className="button" to="/member/wallet">
          {intl.formatMessage(r.toWallet)}
        </Link>
        {props.stage !== 'pending' ? (
          <button type="button" className="button" onClick={props.onRestart}>
            {intl.formatMessage(r.again)}
          </button>
        ) : null}
      </p>
    </div>
  )
}

export function RechargeView(props: RechargeViewProps) {
  const intl = useIntl()
  const text = useViewText()
  const titleId = useId()
  let body: React.ReactNode
  switch (props.stage) {
    case 'form':
      body = <RechargeForm {...props} />
      break
    case 'loading':
      body = <p role="status">{intl.formatMessage(r.loading)}</p>
      break
    case 'redirecting':
      body = <p role="status">{intl.formatMessage(r.redirecting)}</p>
      break
    case 'loadFailed':
      body = (
        <div role="alert" className="wallet-alert">
          <p>{props.loadError ? text(props.loadError) : intl.formatMessage(r.loadFailed)}</p>
          <button type="button" className="button" onClick={props.onRetry}>
            {intl.formatMessage(r.retry)}
          </button>
        </div>
      )
      break
    default:
      body = <Outcome {...props} stage={props.stage} />
  }
  return (
    <section className="wallet recharge" aria-labelledby={titleId}>
      <h1 id={titleId}>{intl.formatMessage(r.title)}</h1>
      {body}
    </section>
  )
}
