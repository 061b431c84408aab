// /cart/index and, through the same screen, /cart/request: the route owns the cart machine and hands the view
// plain props (issue 5 items 1–2). The screen is keyed by the login state, so logging in reloads the server cart.
import { useSelector } from '@xstate/react'
import { useMemo, useState, useSyncExternalStore } from 'react'
import { useNavigate } from 'react-router'
import { cartBusyOf, cartMachine, cartStageOf } from '../../../machines/cart/cart.machine'
import type { CartKind } from '../../../machines/cart/cart-rules'
import { canSeePrices, memberOf, session } from '../../api/session'
import { useEuroRate } from '../../components/euro-reference'
import { loginPrompt } from '../../lib/login-prompt'
import { CartView } from './cart-view'
import { useFlowActor } from '../../lib/flow'
import { useStoreCoupons } from '../../flows/use-store-coupons'
import { CustomsNotice } from './customs-notice'
import { useCustomsReadiness } from './use-customs-readiness'

export function CartScreen({ kind }: { kind: CartKind }) {
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
  const loggedIn = memberOf(state) !== null
  return (
    <CartMachineScreen
      key={`${kind}-${loggedIn}`}
      kind={kind}
      loggedIn={loggedIn}
      showPrices={canSeePrices(state)}
    />
  )
}

interface CartMachineScreenProps {
  kind: CartKind
  loggedIn: boolean
  showPrices: boolean
}

function CartMachineScreen({ kind, loggedIn, showPrices }: CartMachineScreenProps) {
  const navigate = useNavigate()
  const machine = useMemo(
    () =>
      cartMachine.provide({
        actions: { goToCheckout: (_, params: { url: string }) => void navigate(params.url) },
      }),
    [navigate],
  )
  const actorRef = useFlowActor(machine, { input: { kind, loggedIn } })
  const status = useSelector(actorRef, cartStageOf)
  const cart = useSelector(actorRef, (s) => s.context.cart)
  const busy = useSelector(actorRef, cartBusyOf)
  const drafts = useSelector(actorRef, (s) => s.context.drafts)
  const lineErrors = useSelector(actorRef, (s) => s.context.lineErrors)
  const notice = useSelector(actorRef, (s) => s.context.notice)
  const loadError = useSelector(actorRef, (s) => s.context.loadError)
  const euroRate = useEuroRate()
  const send = actorRef.send
  const [couponStoreId, setCouponStoreId] = useState<number | null>(null)
  const couponList = useStoreCoupons(couponStoreId, loggedIn)

  return (
    <CartView
      kind={kind}
      status={status}
      cart={cart}
      loggedIn={loggedIn}
      showPrices={showPrices}
      euroRate={euroRate}
      busy={busy}
      drafts={drafts}
      lineErrors={lineErrors}
      notice={notice}
      loadError={loadError}
      onQuantityChange={(cartId, quantity) => send({ type: 'line.quantityChanged', cartId, quantity })}
      onToggleLine={(cartId, checked) => send({ type: 'line.toggled', cartId, checked })}
      onToggleStore={(storeId, checked) => send({ type: 'store.toggled', storeId, checked })}
      onToggleAll={(checked) => send({ type: 'all.toggled', checked })}
      onDelete={(cartIds) => send({ type: 'lines.deleted', cartIds })}
      onEmptyInvalid={() => send({ type: 'invalid.emptied' })}
      onMoveToFavourites={(cartIds) => send({ type: 'lines.movedToFavourites', cartIds })}
      onCheckout={() => send({ type: 'checkout.requested' })}
      onDismissNotice={() => send({ type: 'notice.dismissed' })}
      onRetry={() => send({ type: 'retry' })}
      // the modal leaves the buyer on this page: the screen is keyed by the login state, so the merged server
      // cart loads with its prices (SPEC.md §4 visitor cart sent at login, §6)
      onLogin={() => loginPrompt.open()}
      // before checkout, whether the buyer is ready for customs (issue 27 item 7)
      customsNotice={kind === 'cart' && loggedIn ? <CartCustomsNotice /> : null}
      storeCoupons={
        kind === 'cart' && loggedIn
          ? { openStoreId: couponStoreId, onToggle: setCouponStoreId, list: couponList }
          : undefined
      }
    />
  )
}

function CartCustomsNotice() {
  return <CustomsNotice ready={useCustomsReadiness()} />
}

export function CartRoute() {
  return <CartScreen kind="cart" />
}
