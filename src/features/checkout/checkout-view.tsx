// The checkout /buy/confirm (issue 5 item 4; SPEC.md §2, §3, §5, §8; REFERENCE.md §2): delivery address, invoice,
// the lines of each store with its coupon, purchase-order number and note, points, the totals the server
// computed, the shopping agreement and "Enviar pedido"; the stock/promotion problem dialog and the address
// dialog. Plain props, one group per section: the route owns the checkout machine.
import type { Message } from '../../api/message'
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import type { CheckoutData } from '../../api/checkout'
import { AddressDialog } from '../../components/address-dialog'
import { CheckoutAddressSection, type CheckoutAddressProps } from './checkout-address-section'
import { CheckoutInvoiceSection, type CheckoutInvoiceProps } from './checkout-invoice-section'
import { useText, type CheckoutStatus } from './checkout-parts'
import {
  CheckoutPlatformCouponsSection,
  type CheckoutPlatformCouponsProps,
} from './checkout-platform-coupons-section'
import { CheckoutPointsSection, type CheckoutPointsProps } from './checkout-points-section'
import { CheckoutPriceChangesSection, type CheckoutPriceChange } from './checkout-price-changes-section'
import { CheckoutProblemDialog, type CheckoutProblemProps } from './checkout-problem-dialog'
import { CheckoutStoreSection, type CheckoutStoresProps } from './checkout-store-section'
import { CheckoutSummarySection, type CheckoutSummaryProps } from './checkout-summary-section'
import { checkoutMessages as m } from './messages'
import './checkout.css'

export interface CheckoutViewProps {
  status: CheckoutStatus
  /** the buyer came from "Comprar ahora": the way back is the product, not the cart */
  buyNow: boolean
  checkout: CheckoutData | null
  /** the server is pricing the current selection */
  recalculating: boolean
  loadError: Message | null
  blocked: Message | null
  onRetry: () => void
  /** back to the cart or the product */
  onBack: () => void
  address: CheckoutAddressProps
  invoice: CheckoutInvoiceProps
  stores: CheckoutStoresProps
  points: CheckoutPointsProps
  summary: CheckoutSummaryProps
  problemDialog: CheckoutProblemProps
  /** platform coupons beside the store ones (issue 16 item 4); absent in stories of other parts */
  platformCoupons?: CheckoutPlatformCouponsProps
  /** lines priced otherwise than the buyer saw them on a page from the cache (issue 26); none by default */
  priceChanges?: readonly CheckoutPriceChange[]
}

export function CheckoutView(props: CheckoutViewProps) {
  const { status, checkout, recalculating, address } = props
  const text = useText()
  const back = props.buyNow ? m.backToProduct : m.backToCart
  const showForm =
    checkout !== null && (status === 'ready' || status === 'submitting' || status === 'submitFailed')
  const editable = status === 'ready'
  return (
    <div
      className="checkout-page"
      aria-busy={status === 'loading' || recalculating || status === 'submitting'}
    >
      <h1>
        <FormattedMessage {...m.title} />
      </h1>
      {status === 'loading' && (
        <p role="status" className="checkout-page__state">
          <FormattedMessage {...m.loading} />
        </p>
      )}
      {status === 'loadFailed' && (
        <div role="alert" className="checkout-page__state">
          <p>{props.loadError ? text(props.loadError) : <FormattedMessage {...m.loadFailed} />}</p>
          <button type="button" className="button" onClick={props.onRetry}>
            <FormattedMessage {...m.retry} />
          </button>
        </div>
      )}
      {status === 'blocked' && (
        <div role="alert" className="checkout-page__state">
          <p>{props.blocked ? text(props.blocked) : null}</p>
          <button type="button" className="button button--primary" onClick={props.onBack}>
            <FormattedMessage {...back} />
          </button>
        </div>
      )}
      {showForm && checkout && <CheckoutPriceChangesSection changes={props.priceChanges ?? []} />}
      {showForm && checkout && (
        <div className="checkout-layout">
          <div className="checkout-layout__main">
            <CheckoutAddressSection
              address={address}
              reserved={checkout.stockType === 'reserved'}
              status={status}
              recalculating={recalculating}
            />
            <CheckoutInvoiceSection invoice={props.invoice} editable={editable} />
            {checkout.storeGroupList.map((group) => (
              <CheckoutStoreSection
                key={group.storeId}
                group={group}
                stores={props.stores}
                editable={editable}
              />
            ))}
            {props.platformCoupons ? (
              <CheckoutPlatformCouponsSection
                checkout={checkout}
                coupons={props.platformCoupons}
                editable={editable}
              />
            ) : null}
            <CheckoutPointsSection points={props.points} rule={checkout.integralRule} editable={editable} />
          </div>
          <div className="checkout-layout__side">
            <CheckoutSummarySection
              summary={props.summary}
              checkout={checkout}
              shipTo={
                address.addresses.find((entry) => entry.addressId === address.selectedId) ?? checkout.address
              }
              status={status}
              recalculating={recalculating}
            />
            {!props.buyNow && (
              <p className="checkout-layout__back">
                <Link to="/cart/index">
                  <FormattedMessage {...m.backToCart} />
                </Link>
              </p>
            )}
          </div>
        </div>
      )}
      <CheckoutProblemDialog
        dialog={props.problemDialog}
        checkout={checkout}
        buyNow={props.buyNow}
        onBack={props.onBack}
      />
      {address.dialog && (
        <AddressDialog
          mode={address.dialog.mode}
          values={address.dialog.values}
          saving={address.dialog.saving}
          error={address.dialog.error}
          onSave={address.onSave}
          onCancel={address.onCancel}
        />
      )}
    </div>
  )
}
