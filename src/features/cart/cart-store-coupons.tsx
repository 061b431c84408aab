// The store coupon popover of a cart store header (issue 16 item 4; REFERENCE.md cart: "coupon popover
// (coupon/storeCouponList storeId, pageSize 6) if hasCoupon"). A disclosure: the button opens a panel under
// the header with the store's coupons and their "Recibir" buttons; the button or "Cerrar cupones" closes it.
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { StoreCouponList, type StoreCouponListProps } from '../../components/store-coupons'
import { cartCouponMessages as m } from './cart-coupon-messages'

export interface CartStoreCouponsProps {
  /** the store whose popover is open, if any */
  openStoreId: number | null
  onToggle: (storeId: number | null) => void
  list: StoreCouponListProps
}

export function CartStoreCoupons({
  storeId,
  storeName,
  coupons,
}: {
  storeId: number
  storeName: string
  coupons: CartStoreCouponsProps
}) {
  const intl = useIntl()
  const panelId = useId()
  const open = coupons.openStoreId === storeId
  return (
    <div className="cart-store-coupons">
      <button
        type="button"
        className="button cart-store-coupons__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => coupons.onToggle(open ? null : storeId)}
      >
        <FormattedMessage {...m.coupons} />
      </button>
      {open ? (
        <section
          id={panelId}
          className="cart-store-coupons__panel"
          aria-label={intl.formatMessage(m.couponsLabel, { store: storeName })}
        >
          <StoreCouponList {...coupons.list} headingLevel={3} />
          <button
            type="button"
            className="button cart-store-coupons__close"
            onClick={() => coupons.onToggle(null)}
          >
            <FormattedMessage {...m.close} />
          </button>
        </section>
      ) : null}
    </div>
  )
}
