// The lazy modules of the route table (SPEC.md §2), apart from it (router.tsx): each screen's route component
// and, for a screen that reads data, its loader in a module of its own. The router loads both at once, so the
// request starts as soon as the small loader chunk is in, not after the screen's chunk (view, machines,
// forms) has downloaded (issue 14 item 3, docs/decisions/009-route-loader-modules.md). A loader module never
// imports its screen's view or route (src/app/screen-modules.test.ts). Each `import()` is written out so that
// Vite keeps every screen, and every loader, in its own chunk.
import type { ComponentType } from 'react'
import type { LoaderFunction } from 'react-router'

export interface ScreenModules {
  Component: () => Promise<ComponentType>
  loader?: () => Promise<LoaderFunction>
}

/** The names of a module's exports whose values are a T. */
type ExportOf<M, T> = { [K in keyof M]: M[K] extends T ? K : never }[keyof M]

/** A screen's route component and, when it reads data, its loader: each from its own lazily imported module. */
function screenModules<C, L>(
  component: () => Promise<C>,
  componentName: ExportOf<C, ComponentType>,
  loader?: () => Promise<L>,
  loaderName?: ExportOf<L, LoaderFunction>,
): ScreenModules {
  return {
    Component: () => component().then((module) => module[componentName] as ComponentType),
    ...(loader && loaderName !== undefined
      ? { loader: () => loader().then((module) => module[loaderName] as LoaderFunction) }
      : {}),
  }
}

export const index = screenModules(
  () => import('../features/home/index-route'),
  'IndexRoute',
  () => import('../features/home/index-loader'),
  'indexLoader',
)
export const login = screenModules(() => import('../features/auth/login-route'), 'LoginRoute')
export const replenish = screenModules(() => import('../features/auth/replenish-route'), 'ReplenishRoute')
export const forgotPassword = screenModules(
  () => import('../features/auth/forgot-password-route'),
  'ForgotPasswordRoute',
)
export const memberHome = screenModules(
  () => import('../features/member/member-home-route'),
  'MemberHomeRoute',
  () => import('../features/member/member-home-loader'),
  'memberHomeLoader',
)
export const discount = screenModules(
  () => import('../features/catalogue/goods-list-route'),
  'DiscountRoute',
  () => import('../features/catalogue/goods-list-loader'),
  'discountLoader',
)
export const topic = screenModules(
  () => import('../features/content/topic-route'),
  'TopicRoute',
  () => import('../features/content/topic-loader'),
  'topicLoader',
)
export const coupon = screenModules(
  () => import('../features/content/coupon-route'),
  'CouponRoute',
  () => import('../features/content/coupon-loader'),
  'couponLoader',
)
export const memberCoupons = screenModules(
  () => import('../features/member-coupons/member-coupons-route'),
  'MemberCouponsRoute',
)
export const category = screenModules(
  () => import('../features/catalogue/category-route'),
  'CategoryRoute',
  () => import('../features/catalogue/category-loader'),
  'categoryLoader',
)
export const goodsList = screenModules(
  () => import('../features/catalogue/goods-list-route'),
  'GoodsListRoute',
  () => import('../features/catalogue/goods-list-loader'),
  'goodsListLoader',
)
export const brand = screenModules(
  () => import('../features/catalogue/brand-route'),
  'BrandRoute',
  () => import('../features/catalogue/brand-loader'),
  'brandLoader',
)
export const series = screenModules(
  () => import('../features/catalogue/series-route'),
  'SeriesRoute',
  () => import('../features/catalogue/series-loader'),
  'seriesLoader',
)
export const contrast = screenModules(
  () => import('../features/goods/contrast-route'),
  'ContrastRoute',
  () => import('../features/goods/contrast-loader'),
  'contrastLoader',
)
export const goodsDetail = screenModules(
  () => import('../features/goods/goods-detail-route'),
  'GoodsDetailRoute',
)
export const newGoods = screenModules(
  () => import('../features/catalogue/goods-list-route'),
  'NewGoodsRoute',
  () => import('../features/catalogue/goods-list-loader'),
  'newGoodsLoader',
)
export const register = screenModules(() => import('../features/auth/register-route'), 'RegisterRoute')
export const contentPage = screenModules(
  () => import('../features/content/content-page-route'),
  'ContentPageRoute',
  () => import('../features/content/content-page-loader'),
  'contentPageLoader',
)
export const bindMobile = screenModules(() => import('../features/auth/bind-mobile-route'), 'BindMobileRoute')
export const informationHome = screenModules(
  () => import('../features/content/information-route'),
  'InformationHomeRoute',
  () => import('../features/content/information-loader'),
  'informationHomeLoader',
)
export const informationList = screenModules(
  () => import('../features/content/information-route'),
  'InformationListRoute',
  () => import('../features/content/information-loader'),
  'informationListLoader',
)
export const informationDetail = screenModules(
  () => import('../features/content/information-route'),
  'InformationDetailRoute',
  () => import('../features/content/information-loader'),
  'informationDetailLoader',
)
export const storeList = screenModules(
  () => import('../features/stores/store-list-route'),
  'StoreListRoute',
  () => import('../features/stores/store-list-loader'),
  'storeListLoader',
)
export const storeHome = screenModules(
  () => import('../features/store/store-home-route'),
  'StoreHomeRoute',
  () => import('../features/store/store-home-loader'),
  'storeHomeLoader',
)
export const storeGoods = screenModules(
  () => import('../features/store/store-goods-route'),
  'StoreGoodsRoute',
  () => import('../features/store/store-goods-loader'),
  'storeGoodsLoader',
)
export const storeNews = screenModules(
  () => import('../features/store/store-news-route'),
  'StoreNewsRoute',
  () => import('../features/store/store-news-loader'),
  'storeNewsLoader',
)
export const storeNewsInfo = screenModules(
  () => import('../features/store/store-news-info-route'),
  'StoreNewsInfoRoute',
  () => import('../features/store/store-news-info-loader'),
  'storeNewsInfoLoader',
)
export const storeIntroduce = screenModules(
  () => import('../features/store/store-introduce-route'),
  'StoreIntroduceRoute',
  () => import('../features/store/store-introduce-loader'),
  'storeIntroduceLoader',
)
export const cart = screenModules(() => import('../features/cart/cart-route'), 'CartRoute')
export const sampleCart = screenModules(() => import('../features/cart/sample-cart-route'), 'SampleCartRoute')
// issue 28 item 3: sample applications
export const sampleApply = screenModules(
  () => import('../features/samples/sample-apply-route'),
  'SampleApplyRoute',
)
export const sampleHistory = screenModules(
  () => import('../features/samples/sample-history-route'),
  'SampleHistoryRoute',
)
export const sampleDetail = screenModules(
  () => import('../features/samples/sample-detail-route'),
  'SampleDetailRoute',
)
// issue 27 item 5: designers — the certification, and the designer applications an enterprise decides
export const applyDesigner = screenModules(
  () => import('../features/designers/apply-designer-route'),
  'ApplyDesignerRoute',
)
export const designerInfo = screenModules(
  () => import('../features/designers/designer-info-route'),
  'DesignerInfoRoute',
)
export const desAppList = screenModules(
  () => import('../features/designers/des-app-list-route'),
  'DesAppListRoute',
)
export const desAppDetail = screenModules(
  () => import('../features/designers/des-app-detail-route'),
  'DesAppDetailRoute',
)
// issue 27 leftovers: a designer applying to join an enterprise
export const memberApply = screenModules(
  () => import('../features/designers/member-apply-route'),
  'MemberApplyRoute',
)
// issue 27 items 1 and 2: sub-accounts, the spending approval and the permissions
export const subAccountList = screenModules(
  () => import('../features/sub-accounts/sub-account-list-route'),
  'SubAccountListRoute',
)
export const createSub = screenModules(
  () => import('../features/sub-accounts/create-sub-route'),
  'CreateSubRoute',
)
export const permission = screenModules(
  () => import('../features/sub-accounts/permission-route'),
  'PermissionRoute',
)
// issue 27 item 3: material codes and their .xls import
export const materialCodes = screenModules(
  () => import('../features/material-codes/material-codes-route'),
  'MaterialCodesRoute',
)
// issue 27 items 4 and 7: member authentication and the buyer customs registration
export const memberAuthen = screenModules(
  () => import('../features/identity/member-authen-route'),
  'MemberAuthenRoute',
)
export const customsRegistration = screenModules(
  () => import('../features/identity/customs-route'),
  'CustomsRoute',
)
// issue 27 item 6: projects and frequent-purchase lists
export const projectList = screenModules(
  () => import('../features/projects/project-list-route'),
  'ProjectListRoute',
)
export const projectDetail = screenModules(
  () => import('../features/projects/project-detail-route'),
  'ProjectDetailRoute',
)
export const regularList = screenModules(
  () => import('../features/projects/regular-list-route'),
  'RegularListRoute',
)
// issue 28 item 5: replacement search
export const replacementSearch = screenModules(
  () => import('../features/replacement/replacement-routes'),
  'ReplacementSearchRoute',
)
export const replacementList = screenModules(
  () => import('../features/replacement/replacement-routes'),
  'ReplacementListRoute',
)
// issue 28 item 4: designer optimisation
export const optimizeIndex = screenModules(
  () => import('../features/optimize/optimize-routes'),
  'OptimizeRoute',
)
export const optimizeHistory = screenModules(
  () => import('../features/optimize/optimize-routes'),
  'OptimizeHistoryRoute',
)
export const optimizeDetail = screenModules(
  () => import('../features/optimize/optimize-routes'),
  'OptimizeDetailRoute',
)
// issue 29 item 1: the chat with suppliers and the platform service
export const chat = screenModules(() => import('../features/chat/chat-route'), 'ChatRoute')
export const faq = screenModules(
  () => import('../features/content/faq-route'),
  'FaqRoute',
  () => import('../features/content/faq-loader'),
  'faqLoader',
)
export const quickOrder = screenModules(
  () => import('../features/quick-order/quick-order-route'),
  'QuickOrderRoute',
)
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
// issue 28 item 1: inquiries and quotes (RFQ); their contracts are the contract screens'
export const rfqLanding = screenModules(() => import('../features/rfq/rfq-landing-view'), 'RfqLandingView')
export const inquiryPublish = screenModules(
  () => import('../features/rfq/inquiry-publish-route'),
  'InquiryPublishRoute',
)
export const inquiryList = screenModules(() => import('../features/rfq/rfq-list-routes'), 'InquiryListRoute')
export const quoteList = screenModules(() => import('../features/rfq/rfq-list-routes'), 'QuoteListRoute')
export const inquiryDetail = screenModules(
  () => import('../features/rfq/rfq-detail-routes'),
  'InquiryDetailRoute',
)
export const quoteDetail = screenModules(
  () => import('../features/rfq/rfq-detail-routes'),
  'QuoteDetailRoute',
)
// issue 28 item 1: the supplier's side (/inquiry/supplier/*)
export const supplierInquiry = screenModules(
  () => import('../features/rfq/supplier-routes'),
  'SupplierInquiryRoute',
)
export const supplierQuote = screenModules(
  () => import('../features/rfq/supplier-routes'),
  'SupplierQuoteRoute',
)
export const supplierInitContract = screenModules(
  () => import('../features/contracts/supplier-contract-route'),
  'SupplierInitContractRoute',
)
export const supplierContractInfo = screenModules(
  () => import('../features/contracts/supplier-contract-route'),
  'SupplierContractInfoRoute',
)
export const quoteContracts = screenModules(
  () => import('../features/contracts/quote-contracts-route'),
  'QuoteContractsRoute',
)
// issue 28 item 2: tenders (licitaciones)
const tenderRoutes = () => import('../features/tenders/tender-routes')
const tenders = (name: ExportOf<Awaited<ReturnType<typeof tenderRoutes>>, ComponentType>) =>
  screenModules(tenderRoutes, name)
export const tenderHall = tenders('TenderHallRoute')
export const tenderMore = tenders('TenderMoreRoute')
export const tenderFinished = tenders('TenderFinishedRoute')
export const tenderDetail = tenders('TenderDetailRoute')
export const tenderWinNotice = tenders('TenderWinNoticeRoute')
export const tenderTerminationNotice = tenders('TenderTerminationNoticeRoute')
export const tenderOpening = tenders('TenderOpeningRoute')
export const tenderWonList = tenders('TenderWonListRoute')
export const tenderTerminatedList = tenders('TenderTerminatedListRoute')
export const memberTenders = tenders('MemberTenderRoute')
export const tenderInvitations = tenders('TenderInvitationRoute')
