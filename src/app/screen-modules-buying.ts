// The route table's lazy screens (src/app/screen-modules.ts): Checkout, payment, third-party payment, the points mall and the wallet.
import { screenModules } from './screen-module'

export const checkout = screenModules(() => import('../features/checkout/checkout-route'), 'CheckoutRoute')
export const createRequest = screenModules(
  () => import('../features/pay-request/create-request-route'),
  'CreateRequestRoute',
)
export const pay = screenModules(() => import('../features/payment/pay-route'), 'PayRoute')
export const cardVoucher = screenModules(
  () => import('../features/card-voucher/card-voucher-route'),
  'CardVoucherRoute',
)
export const waitFor = screenModules(() => import('../features/payment/wait-for-route'), 'WaitForRoute')
export const requestResult = screenModules(
  () => import('../features/pay-request/request-result-route'),
  'RequestResultRoute',
  () => import('../features/pay-request/request-result-loader'),
  'requestResultLoader',
)
export const payerList = screenModules(
  () => import('../features/pay-request/request-list-route'),
  'PayerListRoute',
  () => import('../features/pay-request/request-list-loader'),
  'payerListLoader',
)
export const applicantDetail = screenModules(
  () => import('../features/pay-request/request-detail-route'),
  'ApplicantDetailRoute',
)
export const applicantList = screenModules(
  () => import('../features/pay-request/request-list-route'),
  'ApplicantListRoute',
  () => import('../features/pay-request/request-list-loader'),
  'applicantListLoader',
)
export const payerPay = screenModules(
  () => import('../features/pay-request/payer-pay-route'),
  'PayerPayRoute',
)
export const payerDetail = screenModules(
  () => import('../features/pay-request/request-detail-route'),
  'PayerDetailRoute',
)
export const contractAgreement = screenModules(
  () => import('../features/contracts/contract-sign-route'),
  'ContractAgreementRoute',
)
export const previewFile = screenModules(
  () => import('../features/contracts/preview-file-route'),
  'PreviewFileRoute',
  () => import('../features/contracts/preview-file-loader'),
  'previewFileLoader',
)
export const pointMall = screenModules(
  () => import('../features/points/point-mall-routes'),
  'PointMallRoute',
  () => import('../features/points/point-mall-loader'),
  'pointMallLoader',
)
export const pointList = screenModules(
  () => import('../features/points/point-mall-routes'),
  'PointListRoute',
  () => import('../features/points/point-mall-loader'),
  'pointListLoader',
)
export const pointDetail = screenModules(
  () => import('../features/points/point-mall-routes'),
  'PointDetailRoute',
  () => import('../features/points/point-mall-loader'),
  'pointDetailLoader',
)
export const pointConfirm = screenModules(
  () => import('../features/points/point-redeem-routes'),
  'PointConfirmRoute',
)
export const pointPay = screenModules(() => import('../features/points/point-redeem-routes'), 'PointPayRoute')
export const myPoint = screenModules(
  () => import('../features/points/point-member-routes'),
  'MyPointRoute',
  () => import('../features/points/point-member-loader'),
  'myPointLoader',
)
export const pointOrderList = screenModules(
  () => import('../features/points/point-member-routes'),
  'PointOrderListRoute',
  () => import('../features/points/point-member-loader'),
  'pointOrderListLoader',
)
export const pointOrderDetail = screenModules(
  () => import('../features/points/point-member-routes'),
  'PointOrderDetailRoute',
)
// issue 12 item 2: the wallet
export const wallet = screenModules(
  () => import('../features/wallet/wallet-route'),
  'WalletRoute',
  () => import('../features/wallet/wallet-loader'),
  'walletLoader',
)
export const recharge = screenModules(() => import('../features/wallet/recharge-route'), 'RechargeRoute')
export const tropipayFail = screenModules(
  () => import('../features/payment/tropipay-return-route'),
  'TropipayFailRoute',
)
export const tropipaySuccess = screenModules(
  () => import('../features/payment/tropipay-return-route'),
  'TropipaySuccessRoute',
)
