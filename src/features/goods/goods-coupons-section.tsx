// The store's coupons on the product detail (issue 16 item 4; REFERENCE.md "up to 4 chips, dialog with
// receive"): chips near the price, and a dialog listing every coupon with its "Recibir" button. Nothing is
// shown while the list loads or when the store has no coupon. Plain props; the route owns the flow.
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Dialog } from '../../components/dialog'
import { CouponChips, StoreCouponList, type StoreCouponListProps } from '../../components/store-coupons'
import { goodsCouponMessages as m } from './coupon-messages'
import './goods-coupons.css'

export type GoodsCouponsProps = StoreCouponListProps

export function GoodsCouponsSection({
  storeName,
  coupons,
}: {
  storeName: string
  coupons: GoodsCouponsProps
}) {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  const list = coupons.coupons
  if (!list || list.length === 0) return null
  return (
    <section className="goods-coupons" aria-labelledby="goods-coupons-title">
      <h2 id="goods-coupons-title" className="goods-coupons__title">
        <FormattedMessage {...m.title} />
      </h2>
      <CouponChips coupons={list} />
      <button type="button" className="button goods-coupons__open" onClick={() => setOpen(true)}>
        <FormattedMessage {...m.open} />
      </button>
      <Dialog
        open={open}
        title={intl.formatMessage(m.dialogTitle, { store: storeName })}
        closeLabel={intl.formatMessage(m.close)}
        onClose={() => setOpen(false)}
        width={560}
      >
        <StoreCouponList {...coupons} headingLevel={3} />
      </Dialog>
    </section>
  )
}
