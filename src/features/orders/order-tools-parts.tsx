// "Cambiar dirección" and "Eliminar pedido" of an order (issue 16 item 6): the buttons of a card or a detail,
// and the dialogs of the order-tools flow (choose a new address, confirm the deletion, a refusal). Plain: the
// route maps its actor's state to these props; which order offers what comes from order-tools.ts.
import { useId, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ErrorMessage } from '../../api/errors'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Dialog } from '../../components/dialog'
import { errorText } from './order-action-parts'
import type { OrderToolKind } from './order-tools'
import { orderToolMessages as t } from './order-tools.messages'

const LABELS = { changeAddress: t.changeAddress, delete: t.delete } as const

export function OrderToolButtons({
  orderSn,
  tools,
  onTool,
}: {
  orderSn: string
  tools: OrderToolKind[]
  onTool: (kind: OrderToolKind, orderSn: string) => void
}) {
  return (
    <>
      {tools.map((kind) => (
        <button key={kind} type="button" className="button" onClick={() => onTool(kind, orderSn)}>
          <FormattedMessage {...LABELS[kind]} />{' '}
          <span className="visually-hidden">
            <FormattedMessage {...t.ofOrder} values={{ orderSn }} />
          </span>
        </button>
      ))}
    </>
  )
}

export type OrderToolsPhase =
  | 'idle'
  | 'loadingAddresses'
  | 'choosingAddress'
  | 'savingAddress'
  | 'confirmingDelete'
  | 'deleting'
  | 'done'
  | 'failed'

export interface AddressOptionView {
  addressId: number
  memberName: string
  place: string
  detailAddress: string
  /** the order's address now */
  current: boolean
  /** a paid order may move here (same freight region) */
  allowed: boolean
}

export interface OrderToolDialogsProps {
  phase: OrderToolsPhase
  orderSn: string | null
  addresses: AddressOptionView[]
  /** the order's freight is paid: only its freight region is allowed */
  paid: boolean
  choiceError: ErrorMessage | null
  error: ErrorMessage | null
  outcome: { kind: 'addressChanged' | 'deleted'; orderSn: string } | null
  onChooseAddress: (addressId: number | null) => void
  onConfirmDelete: () => void
  onDismiss: () => void
}

function AddressDialog(props: OrderToolDialogsProps) {
  const intl = useIntl()
  const ids = useId()
  const current = props.addresses.find((address) => address.current)?.addressId ?? null
  const [chosen, setChosen] = useState<number | null>(current)
  const loading = props.phase === 'loadingAddresses'
  const saving = props.phase === 'savingAddress'
  function submit(event: FormEvent) {
    event.preventDefault()
    if (!saving) props.onChooseAddress(chosen)
  }
  return (
    <Dialog
      open
      width={560}
      title={<FormattedMessage {...t.addressTitle} values={{ orderSn: props.orderSn }} />}
      onClose={saving ? undefined : props.onDismiss}
      closeLabel={intl.formatMessage(t.close)}
    >
      {loading ? (
        <p role="status">
          <FormattedMessage {...t.loadingAddresses} />
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="order-muted" id={`${ids}-hint`}>
            <FormattedMessage {...(props.paid ? t.addressPaidHint : t.addressUnpaidHint)} />
          </p>
          {props.addresses.length <= 1 ? (
            <p>
              <FormattedMessage {...t.addressNone} />
            </p>
          ) : null}
          <fieldset
            className="order-dialog__reasons"
            aria-describedby={`${ids}-hint${props.choiceError ? ` ${ids}-error` : ''}`}
          >
            <legend>
              <FormattedMessage {...t.addressLegend} />
            </legend>
            {props.addresses.map((address) => (
              <label key={address.addressId} className="order-dialog__reason">
                <input
                  type="radio"
                  name={`${ids}-address`}
                  value={address.addressId}
                  checked={chosen === address.addressId}
                  onChange={() => setChosen(address.addressId)}
                />
                <span>
                  {address.memberName} · {address.place}
                  <span className="order-muted"> · {address.detailAddress}</span>
                  {address.current ? (
                    <>
                      {' '}
                      <FormattedMessage {...t.addressCurrent} />
                    </>
                  ) : !address.allowed ? (
                    <>
                      {' '}
                      <FormattedMessage {...t.addressOtherRegion} />
                    </>
                  ) : null}
                </span>
              </label>
            ))}
          </fieldset>
          {props.choiceError ? (
            <p id={`${ids}-error`} className="order-field-error" role="alert">
              {errorText(intl, props.choiceError)}
            </p>
          ) : null}
          <div className="dialog__actions">
            <button type="button" className="button" onClick={props.onDismiss} disabled={saving}>
              <FormattedMessage {...t.keepAddress} />
            </button>
            <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
              <FormattedMessage {...(saving ? t.savingAddress : t.saveAddress)} />
            </button>
          </div>
        </form>
      )}
    </Dialog>
  )
}

function DeleteDialog(props: OrderToolDialogsProps) {
  const intl = useIntl()
  return (
    <ConfirmDialog
      open
      title={intl.formatMessage(t.deleteTitle, { orderSn: props.orderSn })}
      message={intl.formatMessage(t.deleteText)}
      confirmLabel={intl.formatMessage(t.deleteConfirm)}
      cancelLabel={intl.formatMessage(t.keepOrder)}
      busy={props.phase === 'deleting'}
      busyLabel={intl.formatMessage(t.deleting)}
      onConfirm={props.onConfirmDelete}
      onCancel={props.onDismiss}
    />
  )
}

/** The flow's dialogs, and a live region announcing a changed address or a deleted order. */
export function OrderToolDialogs(props: OrderToolDialogsProps) {
  const intl = useIntl()
  const { phase, outcome } = props
  const status =
    phase === 'done' && outcome
      ? intl.formatMessage(outcome.kind === 'deleted' ? t.deleted : t.addressChanged, {
          orderSn: outcome.orderSn,
        })
      : ''
  return (
    <>
      <p role="status" className={status ? 'order-action-status' : 'visually-hidden'}>
        {status}
      </p>
      {phase === 'loadingAddresses' || phase === 'choosingAddress' || phase === 'savingAddress' ? (
        <AddressDialog key={`${props.orderSn ?? ''}-${phase === 'loadingAddresses'}`} {...props} />
      ) : null}
      {phase === 'confirmingDelete' || phase === 'deleting' ? <DeleteDialog {...props} /> : null}
      {phase === 'failed' && props.error ? (
        <Dialog
          open
          role="alertdialog"
          title={<FormattedMessage {...t.failureTitle} />}
          onClose={props.onDismiss}
          actions={
            <button type="button" className="button button--primary" onClick={props.onDismiss}>
              <FormattedMessage {...t.close} />
            </button>
          }
        >
          <p>{errorText(intl, props.error)}</p>
        </Dialog>
      ) : null}
    </>
  )
}
