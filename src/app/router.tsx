// The one route table (SPEC.md §2). Every route of the spec is here with its guard (§6). A screen that a
// later issue builds renders the "feature under upgrade" page; its issue replaces `screen(path, title)`
// with `screen(path, title, { lazy: … })` here and nowhere else.
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router'
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

type LazyModule = { Component: React.ComponentType; loader?: RouteObject['loader'] }

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

export const screens: RouteObject[] = [
  screen('index', routeTitles.index, {
    lazy: () =>
      import('../features/home/index-route').then((m) => ({
        Component: m.IndexRoute,
        loader: m.indexLoader,
      })),
  }),
  screen('login', routeTitles.login, {
    lazy: () => import('../features/auth/login-route').then((m) => ({ Component: m.LoginRoute })),
  }),
  screen('replenish', routeTitles.replenish, {
    lazy: () => import('../features/auth/replenish-route').then((m) => ({ Component: m.ReplenishRoute })),
  }),
  screen('pwd/forget', routeTitles.pwdForget, {
    lazy: () =>
      import('../features/auth/forgot-password-route').then((m) => ({ Component: m.ForgotPasswordRoute })),
  }),
  screen('member/index', routeTitles.memberIndex, {
    auth: true,
    lazy: () =>
      import('../features/member/member-home-route').then((m) => ({
        Component: m.MemberHomeRoute,
        loader: m.memberHomeLoader,
      })),
  }),
  screen('discount', routeTitles.discount, {
    lazy: () =>
      import('../features/catalogue/goods-list-route').then((m) => ({
        Component: m.DiscountRoute,
        loader: m.discountLoader,
      })),
  }),
  screen('topic', routeTitles.topic, {
    lazy: () =>
      import('../features/content/topic-route').then((m) => ({
        Component: m.TopicRoute,
        loader: m.topicLoader,
      })),
  }),
  screen('coupon', routeTitles.coupon, {
    lazy: () =>
      import('../features/content/coupon-route').then((m) => ({
        Component: m.CouponRoute,
        loader: m.couponLoader,
      })),
  }),
  screen('goods/category', routeTitles.goodsCategory, {
    lazy: () =>
      import('../features/catalogue/category-route').then((m) => ({
        Component: m.CategoryRoute,
        loader: m.categoryLoader,
      })),
  }),
  screen('goods/list', routeTitles.goodsList, {
    lazy: () =>
      import('../features/catalogue/goods-list-route').then((m) => ({
        Component: m.GoodsListRoute,
        loader: m.goodsListLoader,
      })),
  }),
  screen('brand', routeTitles.brand, {
    lazy: () =>
      import('../features/catalogue/brand-route').then((m) => ({
        Component: m.BrandRoute,
        loader: m.brandLoader,
      })),
  }),
  screen('goods/series', routeTitles.goodsSeries, {
    lazy: () =>
      import('../features/catalogue/series-route').then((m) => ({
        Component: m.SeriesRoute,
        loader: m.seriesLoader,
      })),
  }),
  screen('goods/contrast', routeTitles.goodsContrast, {
    lazy: () =>
      import('../features/goods/contrast-route').then((m) => ({
        Component: m.ContrastRoute,
        loader: m.contrastLoader,
      })),
  }),
  screen('goods/detail', routeTitles.goodsDetail, {
    lazy: () =>
      import('../features/goods/goods-detail-route').then((m) => ({ Component: m.GoodsDetailRoute })),
  }),
  screen('goods/new', routeTitles.goodsNew, {
    lazy: () =>
      import('../features/catalogue/goods-list-route').then((m) => ({
        Component: m.NewGoodsRoute,
        loader: m.newGoodsLoader,
      })),
  }),
  screen('register', routeTitles.register, {
    lazy: () => import('../features/auth/register-route').then((m) => ({ Component: m.RegisterRoute })),
  }),
  screen('agreement', routeTitles.agreement, {
    lazy: () =>
      import('../features/content/content-page-route').then((m) => ({
        Component: m.ContentPageRoute,
        loader: m.contentPageLoader,
      })),
  }),
  screen('bindMobile', routeTitles.bindMobile, {
    lazy: () => import('../features/auth/bind-mobile-route').then((m) => ({ Component: m.BindMobileRoute })),
  }),
  screen('information', routeTitles.information, {
    lazy: () =>
      import('../features/content/information-route').then((m) => ({
        Component: m.InformationHomeRoute,
        loader: m.informationHomeLoader,
      })),
  }),
  screen('information/list', routeTitles.informationList, {
    lazy: () =>
      import('../features/content/information-route').then((m) => ({
        Component: m.InformationListRoute,
        loader: m.informationListLoader,
      })),
  }),
  screen('information/detail', routeTitles.informationDetail, {
    lazy: () =>
      import('../features/content/information-route').then((m) => ({
        Component: m.InformationDetailRoute,
        loader: m.informationDetailLoader,
      })),
  }),
  screen('store/list', routeTitles.storeList, {
    lazy: () =>
      import('../features/stores/store-list-route').then((m) => ({
        Component: m.StoreListRoute,
        loader: m.storeListLoader,
      })),
  }),
  screen('store/index', routeTitles.storeIndex, {
    lazy: () =>
      import('../features/store/store-home-route').then((m) => ({
        Component: m.StoreHomeRoute,
        loader: m.storeHomeLoader,
      })),
  }),
  screen('store/goods', routeTitles.storeGoods, {
    lazy: () =>
      import('../features/store/store-goods-route').then((m) => ({
        Component: m.StoreGoodsRoute,
        loader: m.storeGoodsLoader,
      })),
  }),
  screen('store/product', routeTitles.storeProduct, {
    lazy: () =>
      import('../features/store/store-goods-route').then((m) => ({
        Component: m.StoreGoodsRoute,
        loader: m.storeGoodsLoader,
      })),
  }),
  screen('store/new', routeTitles.storeNew, {
    lazy: () =>
      import('../features/store/store-goods-route').then((m) => ({
        Component: m.StoreGoodsRoute,
        loader: m.storeGoodsLoader,
      })),
  }),
  screen('store/article/list', routeTitles.storeArticleList, {
    lazy: () =>
      import('../features/store/store-news-route').then((m) => ({
        Component: m.StoreNewsRoute,
        loader: m.storeNewsLoader,
      })),
  }),
  screen('store/news', routeTitles.storeNews, {
    lazy: () =>
      import('../features/store/store-news-route').then((m) => ({
        Component: m.StoreNewsRoute,
        loader: m.storeNewsLoader,
      })),
  }),
  screen('store/news/info', routeTitles.storeNewsInfo, {
    lazy: () =>
      import('../features/store/store-news-info-route').then((m) => ({
        Component: m.StoreNewsInfoRoute,
        loader: m.storeNewsInfoLoader,
      })),
  }),
  screen('store/introduce', routeTitles.storeIntroduce, {
    lazy: () =>
      import('../features/store/store-introduce-route').then((m) => ({
        Component: m.StoreIntroduceRoute,
        loader: m.storeIntroduceLoader,
      })),
  }),
  screen('store/hotFactory', routeTitles.storeHotFactory, {
    lazy: () =>
      import('../features/stores/store-list-route').then((m) => ({
        Component: m.StoreListRoute,
        loader: m.storeListLoader,
      })),
  }),
  screen('cart/index', routeTitles.cartIndex, {
    lazy: () => import('../features/cart/cart-route').then((m) => ({ Component: m.CartRoute })),
  }),
  screen('cart/request', routeTitles.cartRequest, {
    lazy: () => import('../features/cart/sample-cart-route').then((m) => ({ Component: m.SampleCartRoute })),
  }),
  screen('point/index', routeTitles.pointIndex),
  screen('point/list', routeTitles.pointList),
  screen('point/detail', routeTitles.pointDetail),
  screen('article', routeTitles.article, {
    lazy: () =>
      import('../features/content/content-page-route').then((m) => ({
        Component: m.ContentPageRoute,
        loader: m.contentPageLoader,
      })),
  }),
  screen('introduce/introduce_advantage', routeTitles.introduceIntroduceAdvantage, {
    lazy: () =>
      import('../features/content/content-page-route').then((m) => ({
        Component: m.ContentPageRoute,
        loader: m.contentPageLoader,
      })),
  }),
  screen('introduce/introduce_company', routeTitles.introduceIntroduceCompany, {
    lazy: () =>
      import('../features/content/content-page-route').then((m) => ({
        Component: m.ContentPageRoute,
        loader: m.contentPageLoader,
      })),
  }),
  screen('introduce/introduce_about', routeTitles.introduceIntroduceAbout, {
    lazy: () =>
      import('../features/content/content-page-route').then((m) => ({
        Component: m.ContentPageRoute,
        loader: m.contentPageLoader,
      })),
  }),
  screen('introduce/introduce_question', routeTitles.introduceIntroduceQuestion, {
    lazy: () =>
      import('../features/content/faq-route').then((m) => ({
        Component: m.FaqRoute,
        loader: m.faqLoader,
      })),
  }),
  screen('introduce/introduce_guide', routeTitles.introduceIntroduceGuide, {
    lazy: () =>
      import('../features/content/content-page-route').then((m) => ({
        Component: m.ContentPageRoute,
        loader: m.contentPageLoader,
      })),
  }),
  screen('introduce/introduce_wallet', routeTitles.introduceIntroduceWallet, {
    lazy: () =>
      import('../features/content/content-page-route').then((m) => ({
        Component: m.ContentPageRoute,
        loader: m.contentPageLoader,
      })),
  }),
  screen('legal/privacy', routeTitles.legalPrivacy, {
    lazy: () =>
      import('../features/content/content-page-route').then((m) => ({
        Component: m.ContentPageRoute,
        loader: m.contentPageLoader,
      })),
  }),
  screen('legal/shipping', routeTitles.legalShipping, {
    lazy: () =>
      import('../features/content/content-page-route').then((m) => ({
        Component: m.ContentPageRoute,
        loader: m.contentPageLoader,
      })),
  }),
  screen('legal/refund', routeTitles.legalRefund, {
    lazy: () =>
      import('../features/content/content-page-route').then((m) => ({
        Component: m.ContentPageRoute,
        loader: m.contentPageLoader,
      })),
  }),
  screen('legal/terms', routeTitles.legalTerms, {
    lazy: () =>
      import('../features/content/content-page-route').then((m) => ({
        Component: m.ContentPageRoute,
        loader: m.contentPageLoader,
      })),
  }),
  screen('legal/instructions', routeTitles.legalInstructions, {
    lazy: () =>
      import('../features/content/content-page-route').then((m) => ({
        Component: m.ContentPageRoute,
        loader: m.contentPageLoader,
      })),
  }),
  screen('bid/index', routeTitles.bidIndex),
  screen('bid/more', routeTitles.bidMore),
  screen('bid/more_terBid', routeTitles.bidMoreTerBid),
  screen('bid/detail', routeTitles.bidDetail),
  screen('bid/winbidNoti', routeTitles.bidWinbidNoti),
  screen('bid/terbidNoti', routeTitles.bidTerbidNoti),
  screen('prototype/quickOrder', routeTitles.prototypeQuickOrder, {
    auth: true,
    lazy: () =>
      import('../features/quick-order/quick-order-route').then((m) => ({ Component: m.QuickOrderRoute })),
  }),
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
  screen('member/collect', routeTitles.memberCollect, {
    auth: true,
    lazy: () =>
      import('../features/collect/collect-route').then((m) => ({
        Component: m.CollectRoute,
        loader: m.collectLoader,
      })),
  }),
  screen('member/footprint', routeTitles.memberFootprint, {
    auth: true,
    lazy: () =>
      import('../features/collect/footprint-route').then((m) => ({
        Component: m.FootprintRoute,
        loader: m.footprintLoader,
      })),
  }),
  screen('member/address/list', routeTitles.memberAddressList, {
    auth: true,
    lazy: () =>
      import('../features/member-records/addresses-route').then((m) => ({ Component: m.AddressesRoute })),
  }),
  screen('member/order/list', routeTitles.memberOrderList, {
    auth: true,
    lazy: () =>
      import('../features/orders/order-list-route').then((m) => ({
        Component: m.OrderListRoute,
        loader: m.orderListLoader,
      })),
  }),
  screen('member/order/quoteOrder', routeTitles.memberOrderQuoteOrder, {
    auth: true,
    lazy: () =>
      import('../features/quote-orders/quote-orders-route').then((m) => ({
        Component: m.QuoteOrdersRoute,
        loader: m.quoteOrdersLoader,
      })),
  }),
  screen('member/order/refund/apply', routeTitles.memberOrderRefundApply, {
    auth: true,
    lazy: () =>
      import('../features/refunds/refund-apply-route').then((m) => ({ Component: m.RefundApplyRoute })),
  }),
  screen('member/order/refund/detail', routeTitles.memberOrderRefundDetail, {
    auth: true,
    lazy: () =>
      import('../features/refunds/refund-detail-route').then((m) => ({ Component: m.RefundDetailRoute })),
  }),
  screen('member/order/evaluation', routeTitles.memberOrderEvaluation, {
    auth: true,
    lazy: () =>
      import('../features/evaluation/evaluation-list-route').then((m) => ({
        Component: m.EvaluationListRoute,
        loader: m.evaluationListLoader,
      })),
  }),
  screen('member/order/aftersales', routeTitles.memberOrderAftersales, {
    auth: true,
    lazy: () =>
      import('../features/refunds/aftersales-list-route').then((m) => ({
        Component: m.AftersalesListRoute,
        loader: m.aftersalesListLoader,
      })),
  }),
  screen('member/order/logistics', routeTitles.memberOrderLogistics, {
    auth: true,
    lazy: () =>
      import('../features/orders/order-logistics-route').then((m) => ({
        Component: m.OrderLogisticsRoute,
        loader: m.orderLogisticsLoader,
      })),
  }),
  screen('member/order/info', routeTitles.memberOrderInfo, {
    auth: true,
    lazy: () =>
      import('../features/orders/order-detail-route').then((m) => ({
        Component: m.OrderDetailRoute,
        loader: m.orderDetailLoader,
      })),
  }),
  screen('member/order/detail', routeTitles.memberOrderDetail, {
    auth: true,
    lazy: () =>
      import('../features/orders/order-detail-route').then((m) => ({
        Component: m.OrderDetailRoute,
        loader: m.orderDetailLoader,
      })),
  }),
  screen('member/order/evaluate', routeTitles.memberOrderEvaluate, {
    auth: true,
    lazy: () => import('../features/evaluation/evaluate-route').then((m) => ({ Component: m.EvaluateRoute })),
  }),
  screen('member/sample/list', routeTitles.memberSampleList, { auth: true, memberTypes: [2] }),
  screen('member/project/list', routeTitles.memberProjectList, { auth: true }),
  screen('member/project/detail', routeTitles.memberProjectDetail, { auth: true }),
  screen('member/apply', routeTitles.memberApply, { auth: true, memberTypes: [2] }),
  screen('member/applyInfo', routeTitles.memberApplyInfo, { auth: true, memberTypes: [2] }),
  screen('member/regular/list', routeTitles.memberRegularList, { auth: true }),
  screen('member/coupon', routeTitles.memberCoupon, { auth: true }),
  screen('member/balance', routeTitles.memberBalance, { auth: true }),
  screen('member/account', routeTitles.memberAccount, {
    auth: true,
    lazy: () =>
      import('../features/member/account-route').then((m) => ({
        Component: m.AccountRoute,
        loader: m.accountLoader,
      })),
  }),
  screen('member/authen', routeTitles.memberAuthen, { auth: true, memberTypes: [1, 3] }),
  screen('member/phone', routeTitles.memberPhone, {
    auth: true,
    lazy: () =>
      import('../features/member/security-route').then((m) => ({
        Component: m.MobileRoute,
      })),
  }),
  screen('member/email', routeTitles.memberEmail, {
    auth: true,
    lazy: () =>
      import('../features/member/security-route').then((m) => ({
        Component: m.EmailRoute,
      })),
  }),
  screen('member/pwd/login', routeTitles.memberPwdLogin, {
    auth: true,
    lazy: () =>
      import('../features/member/security-route').then((m) => ({
        Component: m.LoginPasswordRoute,
      })),
  }),
  screen('member/pwd/pay', routeTitles.memberPwdPay, {
    auth: true,
    lazy: () =>
      import('../features/member/security-route').then((m) => ({
        Component: m.PayPasswordRoute,
      })),
  }),
  screen('member/pwd/reset', routeTitles.memberPwdReset, {
    auth: true,
    lazy: () =>
      import('../features/member/security-route').then((m) => ({
        Component: m.PayPasswordResetRoute,
      })),
  }),
  screen('member/info', routeTitles.memberInfo, {
    auth: true,
    lazy: () =>
      import('../features/member/profile-route').then((m) => ({
        Component: m.ProfileRoute,
      })),
  }),
  screen('member/recharge', routeTitles.memberRecharge, { auth: true }),
  screen('member/myPoint', routeTitles.memberMyPoint, { auth: true }),
  screen('member/pointOrder/list', routeTitles.memberPointOrderList, { auth: true }),
  screen('member/pointOrder/detail', routeTitles.memberPointOrderDetail, { auth: true }),
  screen('member/subAccount', routeTitles.memberSubAccount, { auth: true, memberTypes: [3] }),
  screen('member/createSub', routeTitles.memberCreateSub, { auth: true, memberTypes: [3] }),
  screen('member/matCode', routeTitles.memberMatCode, { auth: true, memberTypes: [3] }),
  screen('member/desApp/list', routeTitles.memberDesAppList, { auth: true, memberTypes: [3] }),
  screen('member/desApp/detail', routeTitles.memberDesAppDetail, { auth: true, memberTypes: [3] }),
  screen('member/permission', routeTitles.memberPermission, { auth: true, memberTypes: [1, 3] }),
  // SPEC.md §2 lists /member/invoice with its sub-pages only: the bare path opens the headers
  { path: 'member/invoice', loader: () => redirect('/member/invoice/header') },
  screen('member/invoice/header', routeTitles.memberInvoiceHeader, {
    auth: true,
    lazy: () =>
      import('../features/member-records/invoice-routes').then((m) => ({ Component: m.InvoiceHeadersRoute })),
  }),
  screen('member/invoice/address', routeTitles.memberInvoiceAddress, {
    auth: true,
    lazy: () =>
      import('../features/member-records/invoice-routes').then((m) => ({
        Component: m.InvoiceAddressesRoute,
      })),
  }),
  screen('member/invoice/add', routeTitles.memberInvoiceAdd, {
    auth: true,
    lazy: () =>
      import('../features/member-records/invoice-routes').then((m) => ({ Component: m.InvoiceAddRoute })),
  }),
  screen('member/invoice/info', routeTitles.memberInvoiceInfo, {
    auth: true,
    lazy: () =>
      import('../features/member-records/invoice-routes').then((m) => ({
        Component: m.InvoiceInfoRoute,
        loader: m.invoiceInfoLoader,
      })),
  }),
  screen('member/contract/index', routeTitles.memberContractIndex, {
    auth: true,
    lazy: () =>
      import('../features/contracts/contract-list-route').then((m) => ({ Component: m.ContractListRoute })),
  }),
  screen('member/contract/detail', routeTitles.memberContractDetail, {
    auth: true,
    lazy: () =>
      import('../features/contracts/contract-detail-route').then((m) => ({
        Component: m.ContractDetailRoute,
      })),
  }),
  screen('member/contract/add', routeTitles.memberContractAdd, {
    auth: true,
    lazy: () =>
      import('../features/contracts/contract-add-route').then((m) => ({ Component: m.ContractAddRoute })),
  }),
  screen('member/contract/authen', routeTitles.memberContractAuthen, {
    auth: true,
    lazy: () =>
      import('../features/contracts/contract-sign-route').then((m) => ({ Component: m.ContractAuthenRoute })),
  }),
  screen('member/request/info', routeTitles.memberRequestInfo, { auth: true }),
  screen('member/credit/index', routeTitles.memberCreditIndex, { auth: true }),
  screen('member/credit/pay', routeTitles.memberCreditPay, { auth: true }),
  screen('member/article', routeTitles.memberArticle, {
    auth: true,
    lazy: () =>
      import('../features/messages/member-article-route').then((m) => ({
        Component: m.MemberArticleRoute,
        loader: m.memberArticleLoader,
      })),
  }),
  screen('member/wallet', routeTitles.memberWallet, { auth: true }),
  screen('member/inquiry/myQuo', routeTitles.memberInquiryMyQuo, { auth: true }),
  screen('member/inquiry/myInq', routeTitles.memberInquiryMyInq, { auth: true }),
  screen('member/inquiry/myCon', routeTitles.memberInquiryMyCon, { auth: true }),
  screen('member/bidInvite', routeTitles.memberBidInvite, { auth: true, memberTypes: [3] }),
  screen('msg/list', routeTitles.msgList, {
    auth: true,
    lazy: () =>
      import('../features/messages/message-list-route').then((m) => ({ Component: m.MessageListRoute })),
  }),
  screen('msg/setting', routeTitles.msgSetting, {
    auth: true,
    lazy: () =>
      import('../features/messages/message-settings-route').then((m) => ({
        Component: m.MessageSettingsRoute,
      })),
  }),
  screen('buy/confirm', routeTitles.buyConfirm, {
    auth: true,
    lazy: () => import('../features/checkout/checkout-route').then((m) => ({ Component: m.CheckoutRoute })),
  }),
  screen('buy/request', routeTitles.buyRequest, {
    auth: true,
    lazy: () =>
      import('../features/pay-request/create-request-route').then((m) => ({
        Component: m.CreateRequestRoute,
      })),
  }),
  screen('buy/pay', routeTitles.buyPay, {
    auth: true,
    lazy: () => import('../features/payment/pay-route').then((m) => ({ Component: m.PayRoute })),
  }),
  screen('buy/waitFor', routeTitles.buyWaitFor, {
    auth: true,
    lazy: () => import('../features/payment/wait-for-route').then((m) => ({ Component: m.WaitForRoute })),
  }),
  screen('buy/another/result', routeTitles.buyAnotherResult, {
    auth: true,
    lazy: () =>
      import('../features/pay-request/request-result-route').then((m) => ({
        Component: m.RequestResultRoute,
        loader: m.requestResultLoader,
      })),
  }),
  screen('buy/another/anotherFor', routeTitles.buyAnotherAnotherFor, {
    auth: true,
    lazy: () =>
      import('../features/pay-request/request-list-route').then((m) => ({
        Component: m.PayerListRoute,
        loader: m.payerListLoader,
      })),
  }),
  screen('buy/another/detail', routeTitles.buyAnotherDetail, {
    auth: true,
    lazy: () =>
      import('../features/pay-request/request-detail-route').then((m) => ({
        Component: m.ApplicantDetailRoute,
      })),
  }),
  screen('buy/another/list', routeTitles.buyAnotherList, {
    auth: true,
    lazy: () =>
      import('../features/pay-request/request-list-route').then((m) => ({
        Component: m.ApplicantListRoute,
        loader: m.applicantListLoader,
      })),
  }),
  screen('buy/another/pay', routeTitles.buyAnotherPay, {
    auth: true,
    lazy: () =>
      import('../features/pay-request/payer-pay-route').then((m) => ({ Component: m.PayerPayRoute })),
  }),
  screen('buy/another/pay/detail', routeTitles.buyAnotherPayDetail, {
    auth: true,
    lazy: () =>
      import('../features/pay-request/request-detail-route').then((m) => ({ Component: m.PayerDetailRoute })),
  }),
  screen('point/order/confirm', routeTitles.pointOrderConfirm, { auth: true }),
  screen('point/pay', routeTitles.pointPay, { auth: true }),
  screen('service', routeTitles.service, { auth: true }),
  screen('contract/agreement', routeTitles.contractAgreement, {
    auth: true,
    lazy: () =>
      import('../features/contracts/contract-sign-route').then((m) => ({
        Component: m.ContractAgreementRoute,
      })),
  }),
  screen('applyDesigner', routeTitles.applyDesigner, { auth: true }),
  screen('previewFile', routeTitles.previewFile, {
    auth: true,
    lazy: () =>
      import('../features/contracts/preview-file-route').then((m) => ({
        Component: m.PreviewFileRoute,
        loader: m.previewFileLoader,
      })),
  }),
  screen('tropipay/fail', routeTitles.tropipayFail, {
    auth: true,
    lazy: () =>
      import('../features/payment/tropipay-return-route').then((m) => ({ Component: m.TropipayFailRoute })),
  }),
  screen('tropipay/success', routeTitles.tropipaySuccess, {
    auth: true,
    lazy: () =>
      import('../features/payment/tropipay-return-route').then((m) => ({
        Component: m.TropipaySuccessRoute,
      })),
  }),
  screen('shopping/card', routeTitles.shoppingCard, { auth: true }),
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
