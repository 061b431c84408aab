// Every default (happy-path) handler of the mock backend. Tests add faults with server.use().
import { faultHandler } from '../faults'
import { routeTable } from '../lib/route-table'
import { addressHandlers } from './addresses'
import { afterSalesHandlers } from './after-sales'
import { afterSalesReturnHandlers } from './after-sales-returns'
import { accountHandlers } from './account'
import { authHandlers } from './auth'
import { cardVoucherHandlers } from './card-vouchers'
import { cartHandlers } from './cart'
import { catalogueHandlers } from './catalogue'
import { checkoutHandlers } from './checkout'
import { contentHandlers } from './content'
import { flowControlHandlers } from './flow-control'
import { freightHandlers } from './freight'
import { goodsDetailHandlers } from './goods-detail'
import { goodsHandlers } from './goods'
import { imageHandlers } from './images'
import { invoiceHandlers } from './invoices'
import { memberHandlers } from './member'
import { memberCouponHandlers } from './member-coupons'
import { memberHomeHandlers } from './member-home'
import { memberListHandlers } from './member-lists'
import { memberSecurityHandlers } from './member-security'
import { messageHandlers } from './messages'
import { mockControlHandlers } from './mock-control'
import { orderActionHandlers } from './order-actions'
import { orderControlHandlers } from './order-control'
import { orderHandlers } from './orders'
import { orderToolHandlers } from './order-tools'
import { payRequestHandlers } from './pay-request'
import { paymentControlHandlers } from './payment-control'
import { paymentHandlers } from './payment'
import { quickOrderHandlers } from './quick-order'
import { reviewControlHandlers } from './review-control'
import { storeHandlers } from './stores'
import { systemHandlers } from './system'
import { uploadHandlers } from './uploads'
import { contractHandlers } from './contracts'
import { pointHandlers } from './points'
import { pointControlHandlers } from './point-control'
import { creditHandlers } from './credit'
import { walletHandlers } from './wallet'
import { walletControlHandlers } from './wallet-control'

/** Every handler of the mock backend, one per operation (tests check each against the OpenAPI document). */
export const apiHandlers = [
  ...authHandlers,
  ...accountHandlers,
  ...memberHandlers,
  ...memberHomeHandlers,
  ...creditHandlers,
  ...memberSecurityHandlers,
  ...messageHandlers,
  ...cartHandlers,
  ...catalogueHandlers,
  ...contentHandlers,
  ...memberCouponHandlers,
  ...goodsDetailHandlers,
  ...freightHandlers,
  ...goodsHandlers,
  ...storeHandlers,
  ...memberListHandlers,
  ...systemHandlers,
  ...quickOrderHandlers,
  ...addressHandlers,
  ...invoiceHandlers,
  ...contractHandlers,
  ...pointHandlers,
  ...checkoutHandlers,
  ...orderHandlers,
  ...orderActionHandlers,
  ...orderToolHandlers,
  ...afterSalesHandlers,
  ...afterSalesReturnHandlers,
  ...paymentHandlers,
  ...cardVoucherHandlers,
  ...uploadHandlers,
  ...payRequestHandlers,
  ...walletHandlers,
  ...mockControlHandlers,
  ...paymentControlHandlers,
  ...walletControlHandlers,
  ...orderControlHandlers,
  ...reviewControlHandlers,
  ...flowControlHandlers,
  ...pointControlHandlers,
  ...imageHandlers,
]

/** What msw runs: injected faults first (mock control panel), then one table lookup for the API. */
export const handlers = [faultHandler, ...routeTable(apiHandlers)]
