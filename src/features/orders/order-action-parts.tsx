// The actions of an order (GLOSSARY.md labels) and the dialogs of the order-actions flow: choose a cancel reason,
// confirm receipt (with the automatic-confirmation countdown), the buy-again report and the failure of an action.
// Plain: the route maps its actor's state to these props; the links and buttons come from order-actions.ts.
import { useId, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import { Dialog } from '../../components/dialog'
import { orderActionMessages as a, orderMessages as m } from './messages'
import type { OrderAction, OrderButtonKind } from './order-actions'
import { DeadlineCountdown } from './order-countdown'
import type { ServerClock } from './order-labels'

/** Text of a server message or a dictionary id chosen at run time (not extracted from here). */
export function errorText(intl: IntlShape, message: ErrorMessage): string {
  return 'id' in message ? intl.formatMessage({ id: message.id }) : message.text
}

const LINK_LABELS = {
  pay: m.pay,
  payDeposit: a.payDeposit,
  payFinal: a.payFinal,
  evaluate: a.evaluate,
  refund: a.refund,
  viewRefund: a.viewRefund,
  logistics: a.logistics,
} as const

const BUTTON_LABELS = { cancel: a.cancel, confirmReceipt: a.confirmReceipt, buyAgain: a.buyAgain } as const

const PRIMARY = new Set(['pay', 'payDeposit', 'payFinal', 'confirmReceipt'])

export interface OrderActionButtonsProps {
  orderSn: string
  actions: OrderAction[]
  /** the action of this order in flight, shown busy */
  pending: OrderButtonKind | null
  onAction: (kind: OrderButtonKind, orderSn: string) => void
}

export function OrderActionButtons({ orderSn, actions, pending, onAction }: OrderActionButtonsProps) {
  const intl = useIntl()
  // "Pagar el pedido …" keeps its name of issue 5; the others say "… del pedido …"
  const hidden = (kind: OrderAction['kind']) =>
    intl.formatMessage(kind === 'pay' ? m.payHidden : a.ofOrder, { orderSn })
  return (
    <>
      {actions.map((action) => {
        const className = PRIMARY.has(action.kind) ? 'button button--primary' : 'button'
        if ('href' in action)
          return (
            <Link key={action.kind} className={className} to={action.href}>
              <FormattedMessage {...LINK_LABELS[action.kind]} />{' '}
              <span className="visually-hidden">{hidden(action.kind)}</span>
            </Link>
          )
        const busy = pending === action.kind
        return (
          <button
            key={action.kind}
            type="button"
            className={className}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onAction(action.kind, orderSn)
            }}
          >
            {busy && action.kind === 'buyAgain' ? (
              <FormattedMessage {...a.addingToCart} />
            ) : (
              <FormattedMessage {...BUTTON_LABELS[action.kind]} />
            )}{' '}
            <span className="visually-hidden">{hidden(action.kind)}</span>
          </button>
        )
      })}
    </>
  )
}

export type OrderActionsPhase =
  | 'idle'
  | 'loadingReasons'
  | 'choosingReason'
  | 'cancelling'
  | 'confirmingReceipt'
  | 'confirming'
  | 'addingToCart'
  | 'done'
  | 'failed'

export interface SkippedLineView {
  goodsName: string
  message: ErrorMessage
}

export type ActionOutcomeView =
  | { kind: 'cancelled'; orderSn: string }
  | { kind: 'received'; orderSn: string }
  | { kind: 'addedToCart'; orderSn: string; added: number; skipped: SkippedLineView[] }

export interface OrderActionDialogsProps {
  phase: OrderActionsPhase
  orderSn: string | null
  reasons: { reasonId: number; content: string }[]
  reasonError: ErrorMessage | null
  error: ErrorMessage | null
  /** lines the cart refused when nothing could be added */
  skipped: SkippedLineView[]
  outcome: ActionOutcomeView | null
  /** the automatic receipt confirmation of the order being confirmed */
  receiptDeadline: string | null
  clock: ServerClock | null
  onSubmitCancel: (reasonId: number | null) => void
  onDismissCancel: () => void
  onConfirmReceipt: () => void
  onDismissReceipt: () => void
  onDismissResult: () => void
  onGoToCart: () => void
}

function SkippedList({ lines }: { lines: SkippedLineView[] }) {
  const intl = useIntl()
  if (lines.length === 0) return null
  return (
    <>
      <p>
        <FormattedMessage {...a.skippedIntro} />
      </p>
      <ul className="order-dialog__list">
        {lines.map((line, index) => (
          <li key={`${index}-${line.goodsName}`}>
            <FormattedMessage
              {...a.skippedLine}
              values={{ name: line.goodsName, reason: errorText(intl, line.message) }}
            />
          </li>
        ))}
      </ul>
    </>
  )
}

function CancelDialog(props: OrderActionDialogsProps) {
  const intl = useIntl()
  const ids = useId()
  const [reasonId, setReasonId] = useState<number | null>(null)
  const loading = props.phase === 'loadingReasons'
  const cancelling = props.phase === 'cancelling'
  function submit(event: FormEvent) {
    event.preventDefault()
    props.onSubmitCancel(reasonId)
  }
  return (
    <Dialog
      open
      title={<FormattedMessage {...a.cancelTitle} values={{ orderSn: props.orderSn }} />}
      onClose={cancelling ? undefined : props.onDismissCancel}
      closeLabel={intl.formatMessage(a.close)}
    >
      {loading ? (
        <p role="status">
          <FormattedMessage {...a.loadingReasons} />
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <fieldset
            className="order-dialog__reasons"
            aria-describedby={props.reasonError ? `${ids}-error` : undefined}
          >
            <legend>
              <FormattedMessage {...a.reasonLegend} />
            </legend>
            {props.reasons.map((reason) => (
              <label key={reason.reasonId} className="order-dialog__reason">
                <input
                  type="radio"
                  name={`${ids}-reason`}
                  value={reason.reasonId}
                  checked={reasonId === reason.reasonId}
                  onChange={() => setReasonId(reason.reasonId)}
                />
                {reason.content}
              </label>
            ))}
          </fieldset>
          {props.reasonError ? (
            <p id={`${ids}-error`} className="order-field-error" role="alert">
              {errorText(intl, props.reasonError)}
            </p>
          ) : null}
          <div className="dialog__actions">
            <button type="button" className="button" onClick={props.onDismissCancel} disabled={cancelling}>
              <FormattedMessage {...a.keepOrder} />
            </button>
            <button type="submit" className="button button--primary" aria-disabled={cancelling || undefined}>
              <FormattedMessage {...(cancelling ? a.cancelling : a.cancelSubmit)} />
            </button>
          </div>
        </form>
      )}
    </Dialog>
  )
}

function ReceiptDialog(props: OrderActionDialogsProps) {
  const intl = useIntl()
  const confirming = props.phase === 'confirming'
  return (
    <Dialog
      open
      title={<FormattedMessage {...a.receiptTitle} values={{ orderSn: props.orderSn }} />}
      onClose={confirming ? undefined : props.onDismissReceipt}
      closeLabel={intl.formatMessage(a.close)}
      actions={
        <>
          <button type="button" className="button" onClick={props.onDismissReceipt} disabled={confirming}>
            <FormattedMessage {...a.notYet} />
          </button>
          <button
            type="button"
            className="button button--primary"
            aria-disabled={confirming || undefined}
            onClick={props.onConfirmReceipt}
          >
            <FormattedMessage {...(confirming ? a.confirming : a.receiptSubmit)} />
          </button>
        </>
      }
    >
      <p>
        <FormattedMessage {...a.receiptText} />
      </p>
      {props.receiptDeadline ? (
        <DeadlineCountdown name="receipt" deadline={props.receiptDeadline} clock={props.clock} />
      ) : null}
    </Dialog>
  )
}

/** The flow's dialogs, and a live region announcing a finished cancel or receipt confirmation. */
export function OrderActionDialogs(props: OrderActionDialogsProps) {
  const intl = useIntl()
  const { phase, outcome } = props
  const status =
    phase === 'done' && outcome?.kind === 'cancelled'
      ? intl.formatMessage(a.cancelled, { orderSn: outcome.orderSn })
      : phase === 'done' && outcome?.kind === 'received'
        ? intl.formatMessage(a.received, { orderSn: outcome.orderSn })
        : ''
  return (
    <>
      <p role="status" className={status ? 'order-action-status' : 'visually-hidden'}>
        {status}
      </p>
      {phase === 'loadingReasons' || phase === 'choosingReason' || phase === 'cancelling' ? (
        <CancelDialog key={props.orderSn ?? ''} {...props} />
      ) : null}
      {phase === 'confirmingReceipt' || phase === 'confirming' ? <ReceiptDialog {...props} /> : null}
      {phase === 'done' && outcome?.kind === 'addedToCart' && outcome.skipped.length > 0 ? (
        <Dialog
          open
          title={<FormattedMessage {...a.addedTitle} />}
          onClose={props.onDismissResult}
          actions={
            <>
              <button type="button" className="button" onClick={props.onDismissResult}>
                <FormattedMessage {...a.close} />
              </button>
              <button type="button" className="button button--primary" onClick={props.onGoToCart}>
                <FormattedMessage {...a.goToCart} />
              </button>
            </>
          }
        >
          <p>
            <FormattedMessage {...a.addedCount} values={{ count: outcome.added }} />
          </p>
          <SkippedList lines={outcome.skipped} />
        </Dialog>
      ) : null}
      {phase === 'failed' && props.error ? (
        <Dialog
          open
          role="alertdialog"
          title={<FormattedMessage {...a.failureTitle} />}
          onClose={props.onDismissResult}
          actions={
            <button type="button" className="button button--primary" onClick={props.onDismissResult}>
              <FormattedMessage {...a.close} />
            </button>
          }
        >
          <p>{errorText(intl, props.error)}</p>
          <SkippedList lines={props.skipped} />
        </Dialog>
      ) : null}
    </>
  )
}
