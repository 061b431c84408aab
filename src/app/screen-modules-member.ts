// The route table's lazy screens (src/app/screen-modules.ts): The member centre: records, orders, refunds, security, invoices, contracts, credit and messages.
import { screenModules } from './screen-module'

export const collect = screenModules(
  () => import('../features/collect/collect-route'),
  'CollectRoute',
  () => import('../features/collect/collect-loader'),
  'collectLoader',
)
export const footprint = screenModules(
  () => import('../features/collect/footprint-route'),
  'FootprintRoute',
  () => import('../features/collect/footprint-loader'),
  'footprintLoader',
)
export const addresses = screenModules(
  () => import('../features/member-records/addresses-route'),
  'AddressesRoute',
)
export const orderList = screenModules(
  () => import('../features/orders/order-list-route'),
  'OrderListRoute',
  () => import('../features/orders/order-list-loader'),
  'orderListLoader',
)
export const quoteOrders = screenModules(
  () => import('../features/quote-orders/quote-orders-route'),
  'QuoteOrdersRoute',
  () => import('../features/quote-orders/quote-orders-loader'),
  'quoteOrdersLoader',
)
export const refundApply = screenModules(
  () => import('../features/refunds/refund-apply-route'),
  'RefundApplyRoute',
)
export const refundDetail = screenModules(
  () => import('../features/refunds/refund-detail-route'),
  'RefundDetailRoute',
)
export const evaluationList = screenModules(
  () => import('../features/evaluation/evaluation-list-route'),
  'EvaluationListRoute',
  () => import('../features/evaluation/evaluation-list-loader'),
  'evaluationListLoader',
)
export const aftersalesList = screenModules(
  () => import('../features/refunds/aftersales-list-route'),
  'AftersalesListRoute',
  () => import('../features/refunds/aftersales-list-loader'),
  'aftersalesListLoader',
)
export const orderLogistics = screenModules(
  () => import('../features/orders/order-logistics-route'),
  'OrderLogisticsRoute',
  () => import('../features/orders/order-logistics-loader'),
  'orderLogisticsLoader',
)
export const orderDetail = screenModules(
  () => import('../features/orders/order-detail-route'),
  'OrderDetailRoute',
  () => import('../features/orders/order-detail-loader'),
  'orderDetailLoader',
)
export const evaluate = screenModules(() => import('../features/evaluation/evaluate-route'), 'EvaluateRoute')
export const account = screenModules(
  () => import('../features/member/account-route'),
  'AccountRoute',
  () => import('../features/member/account-loader'),
  'accountLoader',
)
export const mobile = screenModules(() => import('../features/member/security-route'), 'MobileRoute')
export const email = screenModules(() => import('../features/member/security-route'), 'EmailRoute')
export const loginPassword = screenModules(
  () => import('../features/member/security-route'),
  'LoginPasswordRoute',
)
export const payPassword = screenModules(
  () => import('../features/member/security-route'),
  'PayPasswordRoute',
)
export const payPasswordReset = screenModules(
  () => import('../features/member/security-route'),
  'PayPasswordResetRoute',
)
export const profile = screenModules(() => import('../features/member/profile-route'), 'ProfileRoute')
export const invoiceHeaders = screenModules(
  () => import('../features/member-records/invoice-routes'),
  'InvoiceHeadersRoute',
)
export const invoiceAddresses = screenModules(
  () => import('../features/member-records/invoice-routes'),
  'InvoiceAddressesRoute',
)
export const invoiceAdd = screenModules(
  () => import('../features/member-records/invoice-routes'),
  'InvoiceAddRoute',
)
export const invoiceInfo = screenModules(
  () => import('../features/member-records/invoice-routes'),
  'InvoiceInfoRoute',
  () => import('../features/member-records/invoice-info-loader'),
  'invoiceInfoLoader',
)
export const contractList = screenModules(
  () => import('../features/contracts/contract-list-route'),
  'ContractListRoute',
)
export const creditIndex = screenModules(
  () => import('../features/credit/credit-index-route'),
  'CreditIndexRoute',
)
export const creditPay = screenModules(() => import('../features/credit/credit-pay-route'), 'CreditPayRoute')
export const contractDetail = screenModules(
  () => import('../features/contracts/contract-detail-route'),
  'ContractDetailRoute',
)
export const contractAdd = screenModules(
  () => import('../features/contracts/contract-add-route'),
  'ContractAddRoute',
)
export const contractAuthen = screenModules(
  () => import('../features/contracts/contract-sign-route'),
  'ContractAuthenRoute',
)
export const memberArticle = screenModules(
  () => import('../features/messages/member-article-route'),
  'MemberArticleRoute',
  () => import('../features/messages/member-article-loader'),
  'memberArticleLoader',
)
export const messageList = screenModules(
  () => import('../features/messages/message-list-route'),
  'MessageListRoute',
)
export const messageSettings = screenModules(
  () => import('../features/messages/message-settings-route'),
  'MessageSettingsRoute',
)
