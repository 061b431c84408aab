// /member/credit/pay?billSn=… (issue 12 item 4; SPEC.md §2, §5, §8; GLOSSARY.md "Pagar factura"): the bill with
// what it still owes and its due date, and paying it from the prepaid balance (pay password) or by e-payment
// (TropiPay, through the gateway and back here). Refusals are shown in Spanish next to the form and nothing typed
// is lost. Plain props: the route owns the credit-pay actor.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { CreditBillDetail, CreditSummary } from '../../api/credit'
import type { ErrorMessage } from '../../api/errors'
import { formatMoney } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import type { BillPayMethod, BillPayValues } from '../../schemas/credit-bill.schema'
import { BillStateBadge, LoadFailed, dayOf, useSay } from './credit-parts'
import { creditMessages as m } from './messages'

export type CreditPayStage =
  'loading' | 'loadFailed' | 'form' | 'paying' | 'paid' | 'notPayable' | 'redirecting'

export interface CreditPayViewProps {
  stage: CreditPayStage
  billSn: string
  summary: CreditSummary | null
  bill: CreditBillDetail | null
  values: BillPayValues
  /** message id of the pay password's broken rule */
  fieldError: string | null
  formError: ErrorMessage | null
  loadError: ErrorMessage | null
  /** message id of why a method cannot pay this bill (the balance that does not cover it, SPEC.md §5) */
  methodProblems: Partial<Record<BillPayMethod, string>>
  /** the pay password page with the way back here */
  setPayPasswordHref: string
  onMethod(method: BillPayMethod): void
  onPasswordChange(value: string): void
  onPasswordBlur(): void
  onSubmit(): void
  onRetry(): void
}

const METHODS: { method: BillPayMethod; label: Message }[] = [
  { method: 'balance', label: m.methodBalance },
  { method: 'tropipay', label: m.methodTropipay },
]

export function CreditPayView(props: CreditPayViewProps) {
  const { stage, bill } = props
  if (stage === 'loading')
    return (
      <Page title={m.payTitle}>
        <p role="status">
          <FormattedMessage {...m.loading} />
        </p>
      </Page>
    )
  if (stage === 'loadFailed' || !bill)
    return (
      <Page title={m.payTitle}>
        <LoadFailed error={props.loadError} onRetry={props.onRetry} />
        <BackLink />
      </Page>
    )
  if (stage === 'paid')
    return (
      <Page title={m.paidTitle}>
        <p role="status">
          <FormattedMessage {...m.paidText} values={{ billSn: bill.billSn }} />
        </p>
        <BillFacts bill={bill} />
        <BackLink />
      </Page>
    )
  if (stage === 'notPayable')
    return (
      <Page title={m.notPayableTitle}>
        <p>
          <FormattedMessage {...m.notPayableText} />
        </p>
        <BillFacts bill={bill} />
        <BackLink />
      </Page>
    )
  return (
    <Page title={m.payTitle}>
      <BillFacts bill={bill} balance={props.summary?.balanceAvailable} />
      <PayForm {...props} bill={bill} />
      <BackLink />
    </Page>
  )
}

function Page({ title, children }: { title: Message; children: React.ReactNode }) {
  return (
    <div className="page credit credit-pay">
      <h1>
        <FormattedMessage {...title} />
      </h1>
      {children}
    </div>
  )
}

function BackLink() {
  return (
    <p>
      <Link to="/member/credit/index">
        <FormattedMessage {...m.backToCredit} />
      </Link>
    </p>
  )
}

function BillFacts({ bill, balance }: { bill: CreditBillDetail; balance?: number }) {
  return (
    <dl className="credit__figures">
      <div>
        <dt>
          <FormattedMessage {...m.bill} />
        </dt>
        <dd>{bill.billSn}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage {...m.period} />
        </dt>
        <dd>{bill.period}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage {...m.dueDate} />
        </dt>
        <dd>{dayOf(bill.dueTime)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage {...m.colState} />
        </dt>
        <dd>
          <BillStateBadge state={bill.state} />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage {...m.toPay} />
        </dt>
        <dd>{formatMoney(bill.outstanding)}</dd>
      </div>
      {balance !== undefined ? (
        <div>
          <dt>
            <FormattedMessage {...m.balance} />
          </dt>
          <dd>{formatMoney(balance)}</dd>
        </div>
      ) : null}
    </dl>
  )
}

function PayForm(props: CreditPayViewProps & { bill: CreditBillDetail }) {
  const intl = useIntl()
  const say = useSay()
  const busy = props.stage === 'paying' || props.stage === 'redirecting'
  const hasPayPassword = props.summary?.hasPayPassword ?? true
  return (
    <form
      className="credit-pay__form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault()
        props.onSubmit()
      }}
    >
      <fieldset>
        <legend>
          <FormattedMessage {...m.method} />
        </legend>
        {METHODS.map(({ method, label }) => {
          const problem = props.methodProblems[method]
          const reasonId = `credit-pay-${method}-reason`
          return (
            <div key={method} className="credit-pay__method">
              <label className="radio">
                <input
                  type="radio"
                  name="payMethod"
                  value={method}
                  checked={props.values.payMethod === method}
                  disabled={problem !== undefined}
                  aria-describedby={problem ? reasonId : undefined}
                  onChange={() => props.onMethod(method)}
                />
                {intl.formatMessage(label)}
              </label>
              {problem ? (
                <span id={reasonId} className="credit-pay__reason">
                  {intl.formatMessage({ id: problem })}{' '}
                  <Link to="/member/recharge">{intl.formatMessage(m.topUp)}</Link>
                </span>
              ) : null}
            </div>
          )
        })}
      </fieldset>
      {props.values.payMethod === 'balance' ? (
        hasPayPassword ? (
          <label>
            <FormattedMessage {...m.payPwd} />
            <input
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              value={props.values.payPwd}
              aria-invalid={props.fieldError ? true : undefined}
              aria-describedby={props.fieldError ? 'credit-pay-pwd-error' : undefined}
              onChange={(event) => props.onPasswordChange(event.target.value)}
              onBlur={props.onPasswordBlur}
            />
            {props.fieldError ? (
              <span id="credit-pay-pwd-error" className="field-error">
                {intl.formatMessage({ id: props.fieldError })}
              </span>
            ) : null}
          </label>
        ) : (
          <p>
            <FormattedMessage {...m.noPayPassword} />{' '}
            <Link to={props.setPayPasswordHref}>{intl.formatMessage(m.setPayPassword)}</Link>
          </p>
        )
      ) : null}
      <p className="credit-pay__error" role="alert">
        {say(props.formError)}
      </p>
      {props.formError && props.values.payMethod === 'balance' ? (
        <p>
          <Link to="/member/recharge">{intl.formatMessage(m.topUp)}</Link>
        </p>
      ) : null}
      <p>
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          <FormattedMessage {...(busy ? m.paying : m.submit)} />
        </button>
      </p>
      <p role="status">{props.stage === 'redirecting' ? intl.formatMessage(m.redirecting) : null}</p>
    </form>
  )
}
