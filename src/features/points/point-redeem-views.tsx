// /point/order/confirm and /point/pay (issue 12 item 5; SPEC.md §2, §5, §8): the redemption form (quantity,
// address from the member's addresses, points and cash due, the member's points) with the rule's Spanish
// messages in place, and the payment of the cash part from the prepaid balance with the pay password. Plain
// props: the routes own the pointRedeem and pointPay actors.
import { useId, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import type { PointConfirm, PointPayInfo } from '../../api/points'
import { formatCount, formatMoney } from '../../i18n/format'
import { pointMessages as m } from './messages'
import { LoadFailed, Loading, useSay } from './point-parts'
import { Picture } from '../../components/picture'

type FieldError = { id: string; values?: Record<string, unknown> } | undefined

export interface PointConfirmViewProps {
  status: 'loading' | 'loadFailed' | 'editing' | 'submitting' | 'redeemed'
  confirm: PointConfirm | null
  number: number
  addressId: number | null
  errors: { number?: FieldError; addressId?: FieldError; integral?: FieldError }
  error: ErrorMessage | null
  orderSn: string | null
  onNumber(value: number): void
  onAddress(addressId: number): void
  onSubmit(): void
  onRetry(): void
}

export function PointConfirmView(props: PointConfirmViewProps) {
  const intl = useIntl()
  const say = useSay()
  const quantityId = useId()
  const errorText = (field: FieldError) =>
    field ? intl.formatMessage({ id: field.id }, field.values as never) : null
  if (props.status === 'loading') return <Loading />
  if (props.status === 'loadFailed' || !props.confirm)
    return <LoadFailed error={props.error} onRetry={props.onRetry} />
  const { confirm } = props
  if (props.status === 'redeemed')
    return (
      <div className="page points-page">
        <h1>
          <FormattedMessage {...m.confirmTitle} />
        </h1>
        <p role="status">
          <FormattedMessage {...m.redeemed} values={{ orderSn: props.orderSn }} />
        </p>
        <Link to="/member/pointOrder/list">
          <FormattedMessage {...m.viewOrders} />
        </Link>
      </div>
    )
  const integral = props.number * confirm.goods.integralPrice
  const cash = Math.round(props.number * confirm.goods.cashPrice * 100) / 100
  const submit = (event: FormEvent) => {
    event.preventDefault()
    props.onSubmit()
  }
  const pointsError = errorText(props.errors.integral)
  return (
    <div className="page points-page">
      <h1>
        <FormattedMessage {...m.confirmTitle} />
      </h1>
      <form className="points-form" onSubmit={submit} noValidate>
        <div className="points-card">
          <Picture src={confirm.goods.image} alt="" width={120} height={120} />
          <span>{confirm.goods.goodsName}</span>
        </div>
        <label htmlFor={quantityId}>
          <FormattedMessage {...m.quantity} />
        </label>
        <input
          id={quantityId}
          type="number"
          min={1}
          max={confirm.maxNumber}
          value={props.number}
          aria-invalid={props.errors.number ? true : undefined}
          onChange={(event) => props.onNumber(Math.floor(Number(event.target.value)) || 0)}
        />
        {props.errors.number && <p className="points-field-error">{errorText(props.errors.number)}</p>}
        <fieldset>
          <legend>
            <FormattedMessage {...m.address} />
          </legend>
          {confirm.addresses.length === 0 && (
            <p>
              <FormattedMessage {...m.noAddress} />{' '}
              <Link to="/member/address/list">{intl.formatMessage(m.addresses)}</Link>
            </p>
          )}
          {confirm.addresses.map((address) => (
            <label key={address.addressId}>
              <span>
                <input
                  type="radio"
                  name="addressId"
                  checked={props.addressId === address.addressId}
                  onChange={() => props.onAddress(address.addressId)}
                />{' '}
                {address.memberName} · {address.telMobile} · {address.addressAll} {address.detailAddress}
              </span>
            </label>
          ))}
          {props.errors.addressId && (
            <p className="points-field-error">{errorText(props.errors.addressId)}</p>
          )}
        </fieldset>
        <p>
          <FormattedMessage {...m.totalPoints} values={{ points: formatCount(integral) }} />
        </p>
        {cash > 0 && (
          <p>
            <FormattedMessage {...m.totalCash} values={{ cash: formatMoney(cash) }} />
          </p>
        )}
        <p>
          <FormattedMessage {...m.memberPoints} values={{ points: formatCount(confirm.memberIntegral) }} />
        </p>
        {pointsError && (
          <p role="alert" className="points-field-error">
            {pointsError}
          </p>
        )}
        {props.error && (
          <p role="alert" className="points-error">
            {say(props.error)}
          </p>
        )}
        <button type="submit" disabled={props.status === 'submitting'}>
          <FormattedMessage {...m.submit} />
        </button>
      </form>
    </div>
  )
}

export interface PointPayViewProps {
  status: 'loading' | 'loadFailed' | 'ready' | 'paying' | 'paid'
  info: PointPayInfo | null
  passwordError: string | null
  error: ErrorMessage | null
  onPay(payPwd: string): void
  onRetry(): void
}

export function PointPayView(props: PointPayViewProps) {
  const intl = useIntl()
  const say = useSay()
  const passwordId = useId()
  const [payPwd, setPayPwd] = useState('')
  if (props.status === 'loading') return <Loading />
  if (props.status === 'loadFailed' || !props.info)
    return <LoadFailed error={props.error} onRetry={props.onRetry} />
  const { info } = props
  return (
    <div className="page points-page">
      <h1>
        <FormattedMessage {...m.payTitle} />
      </h1>
      <p>
        <FormattedMessage {...m.payOrder} values={{ orderSn: info.order.orderSn }} /> · {info.order.goodsName}
      </p>
      {props.status === 'paid' ? (
        <>
          <p role="status">
            <FormattedMessage {...m.paid} />
          </p>
          <Link to="/member/pointOrder/list">
            <FormattedMessage {...m.viewOrders} />
          </Link>
        </>
      ) : (
        <form
          className="points-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            props.onPay(payPwd)
          }}
        >
          <p>
            <FormattedMessage {...m.needPay} values={{ cash: formatMoney(info.needPay) }} />
          </p>
          <p>
            <FormattedMessage {...m.balance} values={{ cash: formatMoney(info.balanceAvailable) }} />{' '}
            <Link to="/member/recharge">{intl.formatMessage(m.recharge)}</Link>
          </p>
          {!info.hasPayPassword && <Link to="/member/pwd/pay">{intl.formatMessage(m.setPayPassword)}</Link>}
          <label htmlFor={passwordId}>
            <FormattedMessage {...m.payPassword} />
          </label>
          <input
            id={passwordId}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={payPwd}
            aria-invalid={props.passwordError ? true : undefined}
            onChange={(event) => setPayPwd(event.target.value)}
          />
          {props.passwordError && (
            <p className="points-field-error">{intl.formatMessage({ id: props.passwordError })}</p>
          )}
          {props.error && (
            <p role="alert" className="points-error">
              {say(props.error)}
            </p>
          )}
          <button type="submit" disabled={props.status === 'paying'}>
            <FormattedMessage {...m.pay} />
          </button>
        </form>
      )}
    </div>
  )
}
