// The one route table (SPEC.md §2). Every route of the spec is here with its guard (§6). A screen that a
// later issue builds renders the "feature under upgrade" page; its issue adds the screen module to the lazy
// modules below and replaces `screen(path, title)` with `screen(path, title, { lazy: … })` here and nowhere else.
import type { ComponentType } from 'react'
import {
  createBrowserRouter,
  redirect,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router'
import { memberOf, session } from '../api/session'
import { FeatureUpgradePage } from '../components/feature-upgrade-page'
import { PageLoader } from '../components/page-loader'
import { NotFoundView } from '../features/errors/not-found-view'
import { RouteErrorView } from '../features/errors/route-error-view'
import type { Message } from '../lib/intl'
import { lazyScreen } from './lazy-screen'
import { routeTitles } from './route-titles'
import { AppLayout } from './app-layout'

export type MemberType = 1 | 2 | 3

export interface RouteHandle {
  title: Message
  auth: boolean
  memberTypes?: MemberType[]
}

type LazyModule = { Component: ComponentType; loader?: LoaderFunction }

/** The names of a module's exports whose values are a T. */
type ExportOf<M, T> = { [K in keyof M]: M[K] extends T ? K : never }[keyof M]

interface ScreenOptions {
  auth?: boolean
  memberTypes?: MemberType[]
  lazy?: () => Promise<LazyModule>
}

const loginRedirect = (request: Request) => {
  const url = new URL(request.url)
  return redirect(`/login?redirectUrl=${encodeURIComponent(url.pathname + url.search)}`)
}

/**
 * SPEC.md §6 route guard: login first, then the member types the route allows. SPEC.md §8: a session the
 * server declares invalid (state 266) while the guarded page's own data loads also leads to login — the
 * navigation has not committed yet, so the shell's watch of the current page cannot see it.
 */
export function guardLoader(handle: RouteHandle, inner?: RouteObject['loader']) {
  return async (args: LoaderFunctionArgs) => {
    if (!handle.auth) return typeof inner === 'function' ? inner(args) : null
    const member = memberOf(session.getSnapshot())
    if (!member) throw loginRedirect(args.request)
    if (handle.memberTypes && !handle.memberTypes.includes(member.memberType)) {
      throw redirect('/member/index')
    }
    if (typeof inner !== 'function') return null
    try {
      const data: unknown = await inner(args)
      if (!memberOf(session.getSnapshot())) throw loginRedirect(args.request)
      return data
    } catch (error) {
      // a redirect of the inner loader passes; a failure after the session ended (266) leads to login
      if (!(error instanceof Response) && !memberOf(session.getSnapshot())) throw loginRedirect(args.request)
      throw error
    }
  }
}

function screen(path: string, title: Message, options: ScreenOptions = {}): RouteObject {
  const handle: RouteHandle = { title, auth: options.auth ?? false, memberTypes: options.memberTypes }
  if (!options.lazy)
    return { path, handle, loader: guardLoader(handle), element: <FeatureUpgradePage title={title} /> }
  const load = options.lazy
  return {
    path,
    handle,
    lazy: async () => {
      const module = await lazyScreen(load)
      return { Component: module.Component, loader: guardLoader(handle, module.loader) }
    },
  }
}

/**
 * A screen module loaded on first visit: the route component (and the loader, if the screen has one) that it
 * exports. Each `import()` below is written out so that Vite keeps every screen in its own chunk.
 */
function lazyRoute<M>(
  load: () => Promise<M>,
  component: ExportOf<M, ComponentType>,
  loader?: ExportOf<M, LoaderFunction>,
): () => Promise<LazyModule> {
  return () =>
    load().then((module) => ({
      Component: module[component] as ComponentType,
      loader: loader === undefined ? undefined : (module[loader] as LoaderFunction),
    }))
}

const index = lazyRoute(() => import('../features/home/index-route'), 'IndexRoute', 'indexLoader')
const login = lazyRoute(() => import('../features/auth/login-route'), 'LoginRoute')
const replenish = lazyRoute(() => import('../features/auth/replenish-route'), 'ReplenishRoute')
const forgotPassword = lazyRoute(
  () => import('../features/auth/forgot-password-route'),
  'ForgotPasswordRoute',
)
const memberHome = lazyRoute(
  () => import('../features/member/member-home-route'),
  'MemberHomeRoute',
  'memberHomeLoader',
)
const discount = lazyRoute(
  () => import('../features/catalogue/goods-list-route'),
  'DiscountRoute',
  'discountLoader',
)
const topic = lazyRoute(() => import('../features/content/topic-route'), 'TopicRoute', 'topicLoader')
const coupon = lazyRoute(() => import('../features/content/coupon-route'), 'CouponRoute', 'couponLoader')
const memberCoupons = lazyRoute(
  () => import('../features/member-coupons/member-coupons-route'),
  'MemberCouponsRoute',
)
const category = lazyRoute(
  () => import('../features/catalogue/category-route'),
  'CategoryRoute',
  'categoryLoader',
)
const goodsList = lazyRoute(
  () => import('../features/catalogue/goods-list-route'),
  'GoodsListRoute',
  'goodsListLoader',
)
const brand = lazyRoute(() => import('../features/catalogue/brand-route'), 'BrandRoute', 'brandLoader')
const series = lazyRoute(() => import('../features/catalogue/series-route'), 'SeriesRoute', 'seriesLoader')
const contrast = lazyRoute(
  () => import('../features/goods/contrast-route'),
  'ContrastRoute',
  'contrastLoader',
)
const goodsDetail = lazyRoute(() => import('../features/goods/goods-detail-route'), 'GoodsDetailRoute')
const newGoods = lazyRoute(
  () => import('../features/catalogue/goods-list-route'),
  'NewGoodsRoute',
  'newGoodsLoader',
)
const register = lazyRoute(() => import('../features/auth/register-route'), 'RegisterRoute')
const contentPage = lazyRoute(
  () => import('../features/content/content-page-route'),
  'ContentPageRoute',
  'contentPageLoader',
)
const bindMobile = lazyRoute(() => import('../features/auth/bind-mobile-route'), 'BindMobileRoute')
const informationHome = lazyRoute(
  () => import('../features/content/information-route'),
  'InformationHomeRoute',
  'informationHomeLoader',
)
const informationList = lazyRoute(
  () => import('../features/content/information-route'),
  'InformationListRoute',
  'informationListLoader',
)
const informationDetail = lazyRoute(
  () => import('../features/content/information-route'),
  'InformationDetailRoute',
  'informationDetailLoader',
)
const storeList = lazyRoute(
  () => import('../features/stores/store-list-route'),
  'StoreListRoute',
  'storeListLoader',
)
const storeHome = lazyRoute(
  () => import('../features/store/store-home-route'),
  'StoreHomeRoute',
  'storeHomeLoader',
)
const storeGoods = lazyRoute(
  () => import('../features/store/store-goods-route'),
  'StoreGoodsRoute',
  'storeGoodsLoader',
)
const storeNews = lazyRoute(
  () => import('../features/store/store-news-route'),
  'StoreNewsRoute',
  'storeNewsLoader',
)
const storeNewsInfo = lazyRoute(
  () => import('../features/store/store-news-info-route'),
  'StoreNewsInfoRoute',
  'storeNewsInfoLoader',
)
const storeIntroduce = lazyRoute(
  () => import('../features/store/store-introduce-route'),
  'StoreIntroduceRoute',
  'storeIntroduceLoader',
)
const cart = lazyRoute(() => import('../features/cart/cart-route'), 'CartRoute')
const sampleCart = lazyRoute(() => import('../features/cart/sample-cart-route'), 'SampleCartRoute')
const faq = lazyRoute(() => import('../features/content/faq-route'), 'FaqRoute', 'faqLoader')
const quickOrder = lazyRoute(() => import('../features/quick-order/quick-order-route'), 'QuickOrderRoute')
const collect = lazyRoute(() => import('../features/collect/collect-route'), 'CollectRoute', 'collectLoader')
const footprint = lazyRoute(
  () => import('../features/collect/footprint-route'),
  'FootprintRoute',
  'footprintLoader',
)
const addresses = lazyRoute(() => import('../features/member-records/addresses-route'), 'AddressesRoute')
const orderList = lazyRoute(
  () => import('../features/orders/order-list-route'),
  'OrderListRoute',
  'orderListLoader',
)
const quoteOrders = lazyRoute(
  () => import('../features/quote-orders/quote-orders-route'),
  'QuoteOrdersRoute',
  'quoteOrdersLoader',
)
const refundApply = lazyRoute(() => import('../features/refunds/refund-apply-route'), 'RefundApplyRoute')
const refundDetail = lazyRoute(() => import('../features/refunds/refund-detail-route'), 'RefundDetailRoute')
const evaluationList = lazyRoute(
  () => import('../features/evaluation/evaluation-list-route'),
  'EvaluationListRoute',
  'evaluationListLoader',
)
const aftersalesList = lazyRoute(
  () => import('../features/refunds/aftersales-list-route'),
  'AftersalesListRoute',
  'aftersalesListLoader',
)
const orderLogistics = lazyRoute(
  () => import('../features/orders/order-logistics-route'),
  'OrderLogisticsRoute',
  'orderLogisticsLoader',
)
const orderDetail = lazyRoute(
  () => import('../features/orders/order-detail-route'),
  'OrderDetailRoute',
  'orderDetailLoader',
)
const evaluate = lazyRoute(() => import('../features/evaluation/evaluate-route'), 'EvaluateRoute')
const account = lazyRoute(() => import('../features/member/account-route'), 'AccountRoute', 'accountLoader')
const mobile = lazyRoute(() => import('../features/member/security-route'), 'MobileRoute')
const email = lazyRoute(() => import('../features/member/security-route'), 'EmailRoute')
const loginPassword = lazyRoute(() => import('../features/member/security-route'), 'LoginPasswordRoute')
const payPassword = lazyRoute(() => import('../features/member/security-route'), 'PayPasswordRoute')
const payPasswordReset = lazyRoute(() => import('../features/member/security-route'), 'PayPasswordResetRoute')
const profile = lazyRoute(() => import('../features/member/profile-route'), 'ProfileRoute')
const invoiceHeaders = lazyRoute(
  () => import('../features/member-records/invoice-routes'),
  'InvoiceHeadersRoute',
)
const invoiceAddresses = lazyRoute(
  () => import('../features/member-records/invoice-routes'),
  'InvoiceAddressesRoute',
)
const invoiceAdd = lazyRoute(() => import('../features/member-records/invoice-routes'), 'InvoiceAddRoute')
const invoiceInfo = lazyRoute(
  () => import('../features/member-records/invoice-routes'),
  'InvoiceInfoRoute',
  'invoiceInfoLoader',
)
const contractList = lazyRoute(() => import('../features/contracts/contract-list-route'), 'ContractListRoute')
const creditIndex = lazyRoute(() => import('../features/credit/credit-index-route'), 'CreditIndexRoute')
const creditPay = lazyRoute(() => import('../features/credit/credit-pay-route'), 'CreditPayRoute')
const contractDetail = lazyRoute(
  () => import('../features/contracts/contract-detail-route'),
  'ContractDetailRoute',
)
const contractAdd = lazyRoute(() => import('../features/contracts/contract-add-route'), 'ContractAddRoute')
const contractAuthen = lazyRoute(
  () => import('../features/contracts/contract-sign-route'),
  'ContractAuthenRoute',
)
const memberArticle = lazyRoute(
  () => import('../features/messages/member-article-route'),
  'MemberArticleRoute',
  'memberArticleLoader',
)
const messageList = lazyRoute(() => import('../features/messages/message-list-route'), 'MessageListRoute')
const messageSettings = lazyRoute(
  () => import('../features/messages/message-settings-route'),
  'MessageSettingsRoute',
)
const checkout = lazyRoute(() => import('../features/checkout/checkout-route'), 'CheckoutRoute')
const createRequest = lazyRoute(
  () => import('../features/pay-request/create-request-route'),
  'CreateRequestRoute',
)
const pay = lazyRoute(() => import('../features/payment/pay-route'), 'PayRoute')
const cardVoucher = lazyRoute(() => import('../features/card-voucher/card-voucher-route'), 'CardVoucherRoute')
const waitFor = lazyRoute(() => import('../features/payment/wait-for-route'), 'WaitForRoute')
const requestResult = lazyRoute(
  () => import('../features/pay-request/request-result-route'),
  'RequestResultRoute',
  'requestResultLoader',
)
const payerList = lazyRoute(
  () => import('../features/pay-request/request-list-route'),
  'PayerListRoute',
  'payerListLoader',
)
const applicantDetail = lazyRoute(
  () => import('../features/pay-request/request-detail-route'),
  'ApplicantDetailRoute',
)
const applicantList = lazyRoute(
  () => import('../features/pay-request/request-list-route'),
  'ApplicantListRoute',
  'applicantListLoader',
)
const payerPay = lazyRoute(() => import('../features/pay-request/payer-pay-route'), 'PayerPayRoute')
const payerDetail = lazyRoute(
  () => import('../features/pay-request/request-detail-route'),
  'PayerDetailRoute',
)
const contractAgreement = lazyRoute(
  () => import('../features/contracts/contract-sign-route'),
  'ContractAgreementRoute',
)
const previewFile = lazyRoute(
  () => import('../features/contracts/preview-file-route'),
  'PreviewFileRoute',
  'previewFileLoader',
)
const pointMall = lazyRoute(
  () => import('../features/points/point-mall-routes'),
  'PointMallRoute',
  'pointMallLoader',
)
const pointList = lazyRoute(
  () => import('../features/points/point-mall-routes'),
  'PointListRoute',
  'pointListLoader',
)
const pointDetail = lazyRoute(
  () => import('../features/points/point-mall-routes'),
  'PointDetailRoute',
  'pointDetailLoader',
)
const pointConfirm = lazyRoute(() => import('../features/points/point-redeem-routes'), 'PointConfirmRoute')
const pointPay = lazyRoute(() => import('../features/points/point-redeem-routes'), 'PointPayRoute')
const myPoint = lazyRoute(
  () => import('../features/points/point-member-routes'),
  'MyPointRoute',
  'myPointLoader',
)
const pointOrderList = lazyRoute(
  () => import('../features/points/point-member-routes'),
  'PointOrderListRoute',
  'pointOrderListLoader',
)
const pointOrderDetail = lazyRoute(
  () => import('../features/points/point-member-routes'),
  'PointOrderDetailRoute',
)
// issue 12 item 2: the wallet
const wallet = lazyRoute(() => import('../features/wallet/wallet-route'), 'WalletRoute', 'walletLoader')
const recharge = lazyRoute(() => import('../features/wallet/recharge-route'), 'RechargeRoute')
const tropipayFail = lazyRoute(() => import('../features/payment/tropipay-return-route'), 'TropipayFailRoute')
const tropipaySuccess = lazyRoute(
  () => import('../features/payment/tropipay-return-route'),
  'TropipaySuccessRoute',
)

export const screens: RouteObject[] = [
  screen('index', routeTitles.index, { lazy: index }),
  screen('login', routeTitles.login, { lazy: login }),
  screen('replenish', routeTitles.replenish, { lazy: replenish }),
  screen('pwd/forget', routeTitles.pwdForget, { lazy: forgotPassword }),
  screen('member/index', routeTitles.memberIndex, { auth: true, lazy: memberHome }),
  screen('discount', routeTitles.discount, { lazy: discount }),
  screen('topic', routeTitles.topic, { lazy: topic }),
  screen('coupon', routeTitles.coupon, { lazy: coupon }),
  screen('goods/category', routeTitles.goodsCategory, { lazy: category }),
  screen('goods/list', routeTitles.goodsList, { lazy: goodsList }),
  screen('brand', routeTitles.brand, { lazy: brand }),
  screen('goods/series', routeTitles.goodsSeries, { lazy: series }),
  screen('goods/contrast', routeTitles.goodsContrast, { lazy: contrast }),
  screen('goods/detail', routeTitles.goodsDetail, { lazy: goodsDetail }),
  screen('goods/new', routeTitles.goodsNew, { lazy: newGoods }),
  screen('register', routeTitles.register, { lazy: register }),
  screen('agreement', routeTitles.agreement, { lazy: contentPage }),
  screen('bindMobile', routeTitles.bindMobile, { lazy: bindMobile }),
  screen('information', routeTitles.information, { lazy: informationHome }),
  screen('information/list', routeTitles.informationList, { lazy: informationList }),
  screen('information/detail', routeTitles.informationDetail, { lazy: informationDetail }),
  screen('store/list', routeTitles.storeList, { lazy: storeList }),
  screen('store/index', routeTitles.storeIndex, { lazy: storeHome }),
  screen('store/goods', routeTitles.storeGoods, { lazy: storeGoods }),
  screen('store/product', routeTitles.storeProduct, { lazy: storeGoods }),
  screen('store/new', routeTitles.storeNew, { lazy: storeGoods }),
  screen('store/article/list', routeTitles.storeArticleList, { lazy: storeNews }),
  screen('store/news', routeTitles.storeNews, { lazy: storeNews }),
  screen('store/news/info', routeTitles.storeNewsInfo, { lazy: storeNewsInfo }),
  screen('store/introduce', routeTitles.storeIntroduce, { lazy: storeIntroduce }),
  screen('store/hotFactory', routeTitles.storeHotFactory, { lazy: storeList }),
  screen('cart/index', routeTitles.cartIndex, { lazy: cart }),
  screen('cart/request', routeTitles.cartRequest, { lazy: sampleCart }),
  screen('point/index', routeTitles.pointIndex, { lazy: pointMall }),
  screen('point/list', routeTitles.pointList, { lazy: pointList }),
  screen('point/detail', routeTitles.pointDetail, { lazy: pointDetail }),
  screen('article', routeTitles.article, { lazy: contentPage }),
  screen('introduce/introduce_advantage', routeTitles.introduceIntroduceAdvantage, { lazy: contentPage }),
  screen('introduce/introduce_company', routeTitles.introduceIntroduceCompany, { lazy: contentPage }),
  screen('introduce/introduce_about', routeTitles.introduceIntroduceAbout, { lazy: contentPage }),
  screen('introduce/introduce_question', routeTitles.introduceIntroduceQuestion, { lazy: faq }),
  screen('introduce/introduce_guide', routeTitles.introduceIntroduceGuide, { lazy: contentPage }),
  screen('introduce/introduce_wallet', routeTitles.introduceIntroduceWallet, { lazy: contentPage }),
  screen('legal/privacy', routeTitles.legalPrivacy, { lazy: contentPage }),
  screen('legal/shipping', routeTitles.legalShipping, { lazy: contentPage }),
  screen('legal/refund', routeTitles.legalRefund, { lazy: contentPage }),
  screen('legal/terms', routeTitles.legalTerms, { lazy: contentPage }),
  screen('legal/instructions', routeTitles.legalInstructions, { lazy: contentPage }),
  screen('bid/index', routeTitles.bidIndex),
  screen('bid/more', routeTitles.bidMore),
  screen('bid/more_terBid', routeTitles.bidMoreTerBid),
  screen('bid/detail', routeTitles.bidDetail),
  screen('bid/winbidNoti', routeTitles.bidWinbidNoti),
  screen('bid/terbidNoti', routeTitles.bidTerbidNoti),
  screen('prototype/quickOrder', routeTitles.prototypeQuickOrder, { auth: true, lazy: quickOrder }),
  screen('prototype/optimize/index', routeTitles.prototypeOptimizeIndex),
  screen('prototype/optimize/history', routeTitles.prototypeOptimizeHistory),
  screen('prototype/optimize/hisDetail', routeTitles.prototypeOptimizeHisDetail, { auth: true }),
  screen('prototype/replacement/search', routeTitles.prototypeReplacementSearch),
  screen('prototype/replacement/list', routeTitles.prototypeReplacementList),
  screen('prototype/sample/apply', routeTitles.prototypeSampleApply),
  screen('prototype/sample/history', routeTitles.prototypeSampleHistory),
  screen('prototype/sample/detail', routeTitles.prototypeSampleDetail),
  screen('inquiry/index', routeTitles.inquiryIndex),
  screen('inquiry/supplier/init_contract', routeTitles.inquirySupplierInitContract),
  screen('inquiry/purchaser/init_inquiry', routeTitles.inquiryPurchaserInitInquiry),
  screen('member/bid', routeTitles.memberBid),
  screen('member/collect', routeTitles.memberCollect, { auth: true, lazy: collect }),
  screen('member/footprint', routeTitles.memberFootprint, { auth: true, lazy: footprint }),
  screen('member/address/list', routeTitles.memberAddressList, { auth: true, lazy: addresses }),
  screen('member/order/list', routeTitles.memberOrderList, { auth: true, lazy: orderList }),
  screen('member/order/quoteOrder', routeTitles.memberOrderQuoteOrder, { auth: true, lazy: quoteOrders }),
  screen('member/order/refund/apply', routeTitles.memberOrderRefundApply, { auth: true, lazy: refundApply }),
  screen('member/order/refund/detail', routeTitles.memberOrderRefundDetail, {
    auth: true,
    lazy: refundDetail,
  }),
  screen('member/order/evaluation', routeTitles.memberOrderEvaluation, { auth: true, lazy: evaluationList }),
  screen('member/order/aftersales', routeTitles.memberOrderAftersales, { auth: true, lazy: aftersalesList }),
  screen('member/order/logistics', routeTitles.memberOrderLogistics, { auth: true, lazy: orderLogistics }),
  screen('member/order/info', routeTitles.memberOrderInfo, { auth: true, lazy: orderDetail }),
  screen('member/order/detail', routeTitles.memberOrderDetail, { auth: true, lazy: orderDetail }),
  screen('member/order/evaluate', routeTitles.memberOrderEvaluate, { auth: true, lazy: evaluate }),
  screen('member/sample/list', routeTitles.memberSampleList, { auth: true, memberTypes: [2] }),
  screen('member/project/list', routeTitles.memberProjectList, { auth: true }),
  screen('member/project/detail', routeTitles.memberProjectDetail, { auth: true }),
  screen('member/apply', routeTitles.memberApply, { auth: true, memberTypes: [2] }),
  screen('member/applyInfo', routeTitles.memberApplyInfo, { auth: true, memberTypes: [2] }),
  screen('member/regular/list', routeTitles.memberRegularList, { auth: true }),
  screen('member/coupon', routeTitles.memberCoupon, { auth: true, lazy: memberCoupons }),
  screen('member/balance', routeTitles.memberBalance, { auth: true, lazy: wallet }),
  screen('member/account', routeTitles.memberAccount, { auth: true, lazy: account }),
  screen('member/authen', routeTitles.memberAuthen, { auth: true, memberTypes: [1, 3] }),
  screen('member/phone', routeTitles.memberPhone, { auth: true, lazy: mobile }),
  screen('member/email', routeTitles.memberEmail, { auth: true, lazy: email }),
  screen('member/pwd/login', routeTitles.memberPwdLogin, { auth: true, lazy: loginPassword }),
  screen('member/pwd/pay', routeTitles.memberPwdPay, { auth: true, lazy: payPassword }),
  screen('member/pwd/reset', routeTitles.memberPwdReset, { auth: true, lazy: payPasswordReset }),
  screen('member/info', routeTitles.memberInfo, { auth: true, lazy: profile }),
  screen('member/recharge', routeTitles.memberRecharge, { auth: true, lazy: recharge }),
  screen('member/myPoint', routeTitles.memberMyPoint, { auth: true, lazy: myPoint }),
  screen('member/pointOrder/list', routeTitles.memberPointOrderList, { auth: true, lazy: pointOrderList }),
  screen('member/pointOrder/detail', routeTitles.memberPointOrderDetail, {
    auth: true,
    lazy: pointOrderDetail,
  }),
  screen('member/subAccount', routeTitles.memberSubAccount, { auth: true, memberTypes: [3] }),
  screen('member/createSub', routeTitles.memberCreateSub, { auth: true, memberTypes: [3] }),
  screen('member/matCode', routeTitles.memberMatCode, { auth: true, memberTypes: [3] }),
  screen('member/desApp/list', routeTitles.memberDesAppList, { auth: true, memberTypes: [3] }),
  screen('member/desApp/detail', routeTitles.memberDesAppDetail, { auth: true, memberTypes: [3] }),
  screen('member/permission', routeTitles.memberPermission, { auth: true, memberTypes: [1, 3] }),
  // SPEC.md §2 lists /member/invoice with its sub-pages only: the bare path opens the headers
  { path: 'member/invoice', loader: () => redirect('/member/invoice/header') },
  screen('member/invoice/header', routeTitles.memberInvoiceHeader, { auth: true, lazy: invoiceHeaders }),
  screen('member/invoice/address', routeTitles.memberInvoiceAddress, { auth: true, lazy: invoiceAddresses }),
  screen('member/invoice/add', routeTitles.memberInvoiceAdd, { auth: true, lazy: invoiceAdd }),
  screen('member/invoice/info', routeTitles.memberInvoiceInfo, { auth: true, lazy: invoiceInfo }),
  screen('member/contract/index', routeTitles.memberContractIndex, { auth: true, lazy: contractList }),
  screen('member/contract/detail', routeTitles.memberContractDetail, { auth: true, lazy: contractDetail }),
  screen('member/contract/add', routeTitles.memberContractAdd, { auth: true, lazy: contractAdd }),
  screen('member/contract/authen', routeTitles.memberContractAuthen, { auth: true, lazy: contractAuthen }),
  screen('member/request/info', routeTitles.memberRequestInfo, { auth: true }),
  screen('member/credit/index', routeTitles.memberCreditIndex, { auth: true, lazy: creditIndex }),
  screen('member/credit/pay', routeTitles.memberCreditPay, { auth: true, lazy: creditPay }),
  screen('member/article', routeTitles.memberArticle, { auth: true, lazy: memberArticle }),
  screen('member/wallet', routeTitles.memberWallet, { auth: true, lazy: wallet }),
  screen('member/inquiry/myQuo', routeTitles.memberInquiryMyQuo, { auth: true }),
  screen('member/inquiry/myInq', routeTitles.memberInquiryMyInq, { auth: true }),
  screen('member/inquiry/myCon', routeTitles.memberInquiryMyCon, { auth: true }),
  screen('member/bidInvite', routeTitles.memberBidInvite, { auth: true, memberTypes: [3] }),
  screen('msg/list', routeTitles.msgList, { auth: true, lazy: messageList }),
  screen('msg/setting', routeTitles.msgSetting, { auth: true, lazy: messageSettings }),
  screen('buy/confirm', routeTitles.buyConfirm, { auth: true, lazy: checkout }),
  screen('buy/request', routeTitles.buyRequest, { auth: true, lazy: createRequest }),
  screen('buy/pay', routeTitles.buyPay, { auth: true, lazy: pay }),
  screen('buy/waitFor', routeTitles.buyWaitFor, { auth: true, lazy: waitFor }),
  screen('buy/another/result', routeTitles.buyAnotherResult, { auth: true, lazy: requestResult }),
  screen('buy/another/anotherFor', routeTitles.buyAnotherAnotherFor, { auth: true, lazy: payerList }),
  screen('buy/another/detail', routeTitles.buyAnotherDetail, { auth: true, lazy: applicantDetail }),
  screen('buy/another/list', routeTitles.buyAnotherList, { auth: true, lazy: applicantList }),
  screen('buy/another/pay', routeTitles.buyAnotherPay, { auth: true, lazy: payerPay }),
  screen('buy/another/pay/detail', routeTitles.buyAnotherPayDetail, { auth: true, lazy: payerDetail }),
  screen('point/order/confirm', routeTitles.pointOrderConfirm, { auth: true, lazy: pointConfirm }),
  screen('point/pay', routeTitles.pointPay, { auth: true, lazy: pointPay }),
  screen('service', routeTitles.service, { auth: true }),
  screen('contract/agreement', routeTitles.contractAgreement, { auth: true, lazy: contractAgreement }),
  screen('applyDesigner', routeTitles.applyDesigner, { auth: true }),
  screen('previewFile', routeTitles.previewFile, { auth: true, lazy: previewFile }),
  screen('tropipay/fail', routeTitles.tropipayFail, { auth: true, lazy: tropipayFail }),
  screen('tropipay/success', routeTitles.tropipaySuccess, { auth: true, lazy: tropipaySuccess }),
  screen('shopping/card', routeTitles.shoppingCard, { auth: true, lazy: cardVoucher }),
  screen('bid/openBid', routeTitles.bidOpenBid, { auth: true }),
  screen('bid/winBid', routeTitles.bidWinBid, { auth: true }),
  screen('bid/terBid', routeTitles.bidTerBid, { auth: true }),
  screen('inquiry/purchaser/quo_info', routeTitles.inquiryPurchaserQuoInfo, { auth: true }),
  screen('inquiry/purchaser/contract_quo', routeTitles.inquiryPurchaserContractQuo, { auth: true }),
  screen('inquiry/supplier/inq_info', routeTitles.inquirySupplierInqInfo, { auth: true }),
  screen('inquiry/purchaser/inq_info', routeTitles.inquiryPurchaserInqInfo, { auth: true }),
  screen('inquiry/supplier/quo_info', routeTitles.inquirySupplierQuoInfo, { auth: true }),
  screen('inquiry/supplier/contract_info', routeTitles.inquirySupplierContractInfo, { auth: true }),
  screen('inquiry/purchaser/contract_info', routeTitles.inquiryPurchaserContractInfo, { auth: true }),
]

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteErrorView standalone />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      // redirects keep the query: /store/detail?vid=… and a third-party callback's ?code=…&state=…
      { index: true, loader: ({ request }) => redirect(`/index${new URL(request.url).search}`) },
      {
        path: 'store/detail',
        loader: ({ request }) => redirect(`/store/index${new URL(request.url).search}`),
      },
      ...screens.map((route) => ({ ...route, errorElement: <RouteErrorView /> })),
      { path: '*', element: <NotFoundView /> },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
