// /buy/pay (SPEC.md §2, §4, §5; issue 5 item 5): what is paid (orders, stores, goods, amount, receiver), the
// countdown of the payment window with the window's own texts (issue 15 item 10), the methods with the reason a method is unavailable, the chosen method's form and one
// "Pagar" button. A balance too short to pay offers "Recargar" beside its reason (issue 12 item 2): the
// balance's own form, where the link also is, cannot be opened then. Plain view: the route owns the payment machine and hands in props and callbacks.
import type { Message } from '../../api/message'
import { useId } from 'react'
import { useIntl, type MessageDescriptor } from 'react-intl'
import { Link } from 'react-router'
import type { PayInfo, PayMethod, PayMethodCode } from '../../api/payment'
import { StoreLink } from '../../components/entity-links'
import { useToastText } from '../../components/notifications'
import { formatCountdown, formatMoney } from '../../i18n/format'
import { paymentMessages as m } from './messages'
import {
  PayMethodFormView,
  rechargeHref,
  type FieldMessages,
  type PayFormField,
  type PayFormValues,
} from './pay-method-form-view'
import { PaymentWindowNote, type PaymentWindowProps } from './payment-window-view'
import './payment.css'

export type PayFormStatus =
  'loadingMethods' | 'methodsFailed' | 'choosing' | 'uploadingProof' | 'paying' | 'redirecting'

/** A sub-account's spending approval as the route reads it from the order-approval machine's meta. */
export interface ApprovalNoticeProps {
  label: MessageDescriptor
  payable: boolean
  awaitsDecision: boolean
  rejectReason: string | null
}

export interface PayViewProps {
  info: PayInfo
  formStatus: PayFormStatus
  /** Time left in the payment window (from the server's clock). */
  remainingMs: number
  /** The window the countdown counts (kind, length, end), from the same server deadline. */
  window: PaymentWindowProps
  methods: PayMethod[]
  method: PayMethodCode | null
  values: PayFormValues
  problems: FieldMessages
  proof: { url: string; name: string } | null
  /** The server's refusal of the last "Pagar", shown next to the button. */
  formError: Message | null
  methodsError: Message | null
  /** The caller pays another buyer's third-party request: no "Pago por un tercero" of their own. */
  thirdParty: boolean
  /** Why a method cannot pay now (funds, same payer: SPEC.md §5), checked on this page before "Pagar". */
  methodProblems?: Partial<Record<PayMethodCode, Message>>
  /** False when only this account may pay (a final payment whose deposit it paid): no third party. */
  offersThirdParty?: boolean
  /** "¿Olvidó la contraseña de pago?": the reset page, coming back to this payment. */
  resetPayPasswordHref?: string
  onSelectMethod: (method: PayMethodCode) => void
  onFieldChange: (field: PayFormField, value: string) => void
  onFieldBlur: (field: PayFormField) => void
  onProofSelected: (file: File) => void
  onProofRemoved: () => void
  onSubmit: () => void
  onRetryMethods: () => void
  onCopy: (text: string) => void
  /** A sub-account's order above its spending limit (issue 27 item 2): the approval's state, from its machine. */
  approval?: ApprovalNoticeProps | null
}

const METHOD_LABEL = {
  balance: m.methodBalance,
  credit: m.methodCredit,
  card: m.methodCard,
  transfer: m.methodTransfer,
  voucher: m.methodVoucher,
  tropipay: m.methodTropipay,
} as const

export function PayView(props: PayViewProps) {
  const intl = useIntl()
  const text = useToastText()
  const id = useId()
  const { info } = props
  const busy = props.formStatus === 'paying' || props.formStatus === 'redirecting'
  const request = info.payRequest ?? null
  const approval = props.approval ?? null
  const canPay =
    props.formStatus === 'choosing' && props.method !== null && (approval === null || approval.payable)

  return (
    <section className="payment payment-pay" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{intl.formatMessage(m.title)}</h1>

      {approval ? (
        <p
          className={`payment-notice${approval.payable ? '' : ' payment-notice--error'}`}
          role={approval.payable ? 'status' : 'alert'}
          data-testid="approval-notice"
        >
          {approval.awaitsDecision
            ? intl.formatMessage(m.approvalWaiting, { state: intl.formatMessage(approval.label) })
            : approval.payable
              ? intl.formatMessage(m.approvalApproved, { state: intl.formatMessage(approval.label) })
              : intl.formatMessage(m.approvalRejected, {
                  state: intl.formatMessage(approval.label),
                  reason: approval.rejectReason ?? '',
                })}
        </p>
      ) : null}
      {info.transferRejectReason ? (
        <p className="payment-notice payment-notice--error" role="alert">
          {intl.formatMessage(m.rejectedProof, { reason: info.transferRejectReason })}
        </p>
      ) : null}
      {props.thirdParty && request ? (
        <p className="payment-notice">
          {intl.formatMessage(m.payingFor, {
            name: request.applicant.memberName,
            company: request.applicant.companyName,
          })}
        </p>
      ) : null}
      {!props.thirdParty && request ? (
        <p className="payment-notice">
          {intl.formatMessage(m.requestActive, { state: request.stateValue })}{' '}
          <Link to={`/buy/another/detail?requestSn=${encodeURIComponent(request.requestSn)}`}>
            {intl.formatMessage(m.requestDetail)}
          </Link>
        </p>
      ) : null}

      <section className="payment-card" aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`}>{intl.formatMessage(m.summaryTitle)}</h2>
        <dl className="payment-summary">
          <div className="payment-summary__item">
            <dt>{intl.formatMessage(m.paySn)}</dt>
            <dd>{info.paySn}</dd>
          </div>
          <div className="payment-summary__item payment-summary__item--amount">
            <dt>{intl.formatMessage(m.needPay)}</dt>
            <dd>{formatMoney(info.needPay)}</dd>
          </div>
          <div className="payment-summary__item">
            <dt>{intl.formatMessage(m.receiver)}</dt>
            <dd>
              {info.receiverName}
              {info.receiverAddress ? ` — ${info.receiverAddress}` : ''}
            </dd>
          </div>
        </dl>
        <p className="payment-countdown">
          {intl.formatMessage(m.countdownLabel)}{' '}
          <span className="payment-countdown__time" role="timer">
            {formatCountdown(props.remainingMs)}
          </span>
        </p>
        <PaymentWindowNote className="payment-form__hint" window={props.window} />
        <table className="payment-orders">
          <caption>{intl.formatMessage(m.ordersCaption)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.orderSn)}</th>
              <th scope="col">{intl.formatMessage(m.store)}</th>
              <th scope="col">{intl.formatMessage(m.goods)}</th>
              <th scope="col">{intl.formatMessage(m.orderAmount)}</th>
            </tr>
          </thead>
          <tbody>
            {info.orderList.map((order) => (
              <tr key={order.orderSn}>
                <td>{order.orderSn}</td>
                <td>
                  <StoreLink storeId={order.storeId}>{order.storeName}</StoreLink>
                </td>
                <td>{order.goodsNames.join(', ')}</td>
                <td className="payment-orders__amount">{formatMoney(order.totalMoney)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <form
        className="payment-card payment-form"
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault()
          // a second click while paying does nothing (the machine ignores it too)
          if (!busy) props.onSubmit()
        }}
      >
        <fieldset className="payment-methods" disabled={busy}>
          <legend>
            <h2 className="payment-methods__title">{intl.formatMessage(m.methodsLegend)}</h2>
          </legend>
          {props.formStatus === 'loadingMethods' ? (
            <p role="status">{intl.formatMessage(m.loading)}</p>
          ) : null}
          {props.formStatus === 'methodsFailed' ? (
            <div className="payment-notice payment-notice--error">
              <p role="alert">
                {props.methodsError ? text(props.methodsError) : intl.formatMessage(m.methodsFailed)}
              </p>
              <button type="button" className="payment-button" onClick={props.onRetryMethods}>
                {intl.formatMessage(m.retry)}
              </button>
            </div>
          ) : null}
          {props.formStatus !== 'loadingMethods' && props.formStatus !== 'methodsFailed' ? (
            props.methods.length === 0 ? (
              <p>{intl.formatMessage(m.noMethods)}</p>
            ) : (
              <ul className="payment-methods__list">
                {props.methods.map((option) => {
                  const optionId = `${id}-method-${option.payMethod}`
                  const label = METHOD_LABEL[option.payMethod]
                  const problem = props.methodProblems?.[option.payMethod]
                  const enabled = option.enabled && !problem
                  const reason = problem ? text(problem) : option.disabledReason
                  return (
                    <li
                      key={option.payMethod}
                      className={`payment-methods__option${enabled ? '' : ' payment-methods__option--disabled'}`}
                    >
                      <input
                        id={optionId}
                        type="radio"
                        name="payMethod"
                        value={option.payMethod}
                        checked={props.method === option.payMethod}
                        disabled={!enabled}
                        aria-describedby={!enabled && reason ? `${optionId}-reason` : undefined}
                        onChange={() => props.onSelectMethod(option.payMethod)}
                      />
                      <label htmlFor={optionId}>
                        {label ? intl.formatMessage(label) : option.payMethodName}
                      </label>
                      {!enabled && reason ? (
                        <span id={`${optionId}-reason`} className="payment-methods__reason">
                          {reason}
                        </span>
                      ) : null}
                      {!enabled && option.payMethod === 'balance' && info.balanceAvailable < info.needPay ? (
                        <Link className="payment-methods__recharge" to={rechargeHref(info)}>
                          {intl.formatMessage(m.recharge)}
                        </Link>
                      ) : null}
                    </li>
                  )
                })}
              </ul>
            )
          ) : null}
          {info.depositPayer ? (
            <p className="payment-methods__payer">
              {intl.formatMessage(m.depositPayer, {
                name: info.depositPayer.memberName,
                email: info.depositPayer.email,
              })}
            </p>
          ) : null}
          {!props.thirdParty && props.offersThirdParty !== false ? (
            <p className="payment-methods__third">
              {intl.formatMessage(m.thirdPartyQuestion)}{' '}
              <Link to={`/buy/request?paySn=${encodeURIComponent(info.paySn)}`}>
                {intl.formatMessage(m.thirdPartyLink)}
              </Link>
            </p>
          ) : null}
        </fieldset>

        {props.method && props.formStatus !== 'loadingMethods' && props.formStatus !== 'methodsFailed' ? (
          <div className="payment-form__method">
            <PayMethodFormView
              method={props.method}
              info={info}
              values={props.values}
              problems={props.problems}
              disabled={busy}
              uploading={props.formStatus === 'uploadingProof'}
              proof={props.proof}
              resetPayPasswordHref={props.resetPayPasswordHref}
              onChange={props.onFieldChange}
              onBlur={props.onFieldBlur}
              onProofSelected={props.onProofSelected}
              onProofRemoved={props.onProofRemoved}
              onCopy={props.onCopy}
            />
          </div>
        ) : null}

        <p className="payment-form__error payment-form__error--form" role="alert">
          {props.formError ? text(props.formError) : null}
        </p>
        <p className="payment-form__status" role="status">
          {props.formStatus === 'paying' ? intl.formatMessage(m.paying) : null}
          {props.formStatus === 'redirecting' ? intl.formatMessage(m.redirecting) : null}
        </p>
        <button
          type="submit"
          className="payment-button payment-button--primary payment-button--pay"
          disabled={!canPay && !busy}
          aria-disabled={busy || undefined}
        >
          {intl.formatMessage(m.pay)}
        </button>
      </form>
    </section>
  )
}
