// The one route table (SPEC.md §2). Every route of the spec is here with its guard (§6) and its screen's lazy
// modules (src/app/screen-modules-*.ts, one file per area). No route shows "Función en actualización" any more:
// the page stays in the kit (src/components/feature-upgrade-page.tsx) and out of the entry.
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router'
import { memberOf, session } from '../api/session'
import { PageLoader } from '../components/page-loader'
import { NotFoundView } from '../features/errors/not-found-view'
import { RouteErrorView } from '../features/errors/route-error-view'
import { guardMessages } from '../features/shell/messages'
import type { Message } from '../lib/intl'
import { notify } from '../lib/notify'
import { lazyScreen } from './lazy-screen'
import { routeTitles } from './route-titles'
import { AppLayout } from './app-layout'
import { MemberLayout } from './member-layout'
import { inMemberCentre, memberMenu } from './member-menu'
import * as lazy from './screen-modules'
import type { ScreenModules } from './screen-modules'

export type MemberType = 1 | 2 | 3

export interface RouteHandle {
  title: Message
  auth: boolean
  memberTypes?: MemberType[]
  /** an enterprise's own account only: its sub-accounts are sent to the member home (issue 27 item 1, §6) */
  mainAccountOnly?: boolean
}

interface ScreenOptions {
  auth?: boolean
  memberTypes?: MemberType[]
  mainAccountOnly?: boolean
  /** the screen's modules: every route of SPEC.md §2 is a real screen (session 21 built the last four) */
  lazy: ScreenModules
}

const loginRedirect = (request: Request) => {
  const url = new URL(request.url)
  return redirect(`/login?redirectUrl=${encodeURIComponent(url.pathname + url.search)}`)
}

/** A screen of designers alone (SPEC.md §6 memberType 2). */
const isDesignersOnly = (handle: RouteHandle) =>
  handle.memberTypes?.length === 1 && handle.memberTypes[0] === 2

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
      // §6, §8: a designer's screen says why it refused (GLOSSARY "only designers"); the mock refuses too
      if (isDesignersOnly(handle)) notify.error({ id: guardMessages.designersOnly.id })
      throw redirect('/member/index')
    }
    if (handle.mainAccountOnly && member.isSubAccount) throw redirect('/member/index')
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

/**
 * A route of the table. A lazy screen's loader and component load in parallel (react-router's object form
 * of `lazy`): the guarded loader, and with it the data request, runs as soon as the loader's own small module
 * is in, while the screen's chunk still downloads (issue 14 item 3). Both wait at most 120 s (lazyScreen).
 * A screen without data has the guard alone, which needs no module.
 */
export function screen(path: string, title: Message, options: ScreenOptions): RouteObject {
  const handle: RouteHandle = {
    title,
    auth: options.auth ?? false,
    memberTypes: options.memberTypes,
    mainAccountOnly: options.mainAccountOnly,
  }
  const { Component, loader } = options.lazy
  if (!loader)
    return { path, handle, loader: guardLoader(handle), lazy: { Component: () => lazyScreen(Component) } }
  return {
    path,
    handle,
    lazy: {
      loader: async () => guardLoader(handle, await lazyScreen(loader)),
      Component: () => lazyScreen(Component),
    },
  }
}

export const screens: RouteObject[] = [
  screen('index', routeTitles.index, { lazy: lazy.index }),
  screen('login', routeTitles.login, { lazy: lazy.login }),
  screen('replenish', routeTitles.replenish, { lazy: lazy.replenish }),
  screen('pwd/forget', routeTitles.pwdForget, { lazy: lazy.forgotPassword }),
  screen('member/index', routeTitles.memberIndex, { auth: true, lazy: lazy.memberHome }),
  screen('discount', routeTitles.discount, { lazy: lazy.discount }),
  screen('topic', routeTitles.topic, { lazy: lazy.topic }),
  screen('coupon', routeTitles.coupon, { lazy: lazy.coupon }),
  screen('goods/category', routeTitles.goodsCategory, { lazy: lazy.category }),
  screen('goods/list', routeTitles.goodsList, { lazy: lazy.goodsList }),
  screen('brand', routeTitles.brand, { lazy: lazy.brand }),
  screen('goods/series', routeTitles.goodsSeries, { lazy: lazy.series }),
  screen('goods/contrast', routeTitles.goodsContrast, { lazy: lazy.contrast }),
  screen('goods/detail', routeTitles.goodsDetail, { lazy: lazy.goodsDetail }),
  screen('goods/new', routeTitles.goodsNew, { lazy: lazy.newGoods }),
  screen('register', routeTitles.register, { lazy: lazy.register }),
  screen('agreement', routeTitles.agreement, { lazy: lazy.contentPage }),
  screen('bindMobile', routeTitles.bindMobile, { lazy: lazy.bindMobile }),
  screen('information', routeTitles.information, { lazy: lazy.informationHome }),
  screen('information/list', routeTitles.informationList, { lazy: lazy.informationList }),
  screen('information/detail', routeTitles.informationDetail, { lazy: lazy.informationDetail }),
  screen('store/list', routeTitles.storeList, { lazy: lazy.storeList }),
  screen('store/index', routeTitles.storeIndex, { lazy: lazy.storeHome }),
  screen('store/goods', routeTitles.storeGoods, { lazy: lazy.storeGoods }),
  screen('store/product', routeTitles.storeProduct, { lazy: lazy.storeGoods }),
  screen('store/new', routeTitles.storeNew, { lazy: lazy.storeGoods }),
  screen('store/article/list', routeTitles.storeArticleList, { lazy: lazy.storeNews }),
  screen('store/news', routeTitles.storeNews, { lazy: lazy.storeNews }),
  screen('store/news/info', routeTitles.storeNewsInfo, { lazy: lazy.storeNewsInfo }),
  screen('store/introduce', routeTitles.storeIntroduce, { lazy: lazy.storeIntroduce }),
  screen('store/hotFactory', routeTitles.storeHotFactory, { lazy: lazy.storeList }),
  screen('cart/index', routeTitles.cartIndex, { lazy: lazy.cart }),
  screen('cart/request', routeTitles.cartRequest, { lazy: lazy.sampleCart }),
  screen('point/index', routeTitles.pointIndex, { lazy: lazy.pointMall }),
  screen('point/list', routeTitles.pointList, { lazy: lazy.pointList }),
  screen('point/detail', routeTitles.pointDetail, { lazy: lazy.pointDetail }),
  screen('article', routeTitles.article, { lazy: lazy.contentPage }),
  screen('introduce/introduce_advantage', routeTitles.introduceIntroduceAdvantage, {
    lazy: lazy.contentPage,
  }),
  screen('introduce/introduce_company', routeTitles.introduceIntroduceCompany, { lazy: lazy.contentPage }),
  screen('introduce/introduce_about', routeTitles.introduceIntroduceAbout, { lazy: lazy.contentPage }),
  screen('introduce/introduce_question', routeTitles.introduceIntroduceQuestion, { lazy: lazy.faq }),
  screen('introduce/introduce_guide', routeTitles.introduceIntroduceGuide, { lazy: lazy.contentPage }),
  screen('introduce/introduce_wallet', routeTitles.introduceIntroduceWallet, { lazy: lazy.contentPage }),
  screen('legal/privacy', routeTitles.legalPrivacy, { lazy: lazy.contentPage }),
  screen('legal/shipping', routeTitles.legalShipping, { lazy: lazy.contentPage }),
  screen('legal/refund', routeTitles.legalRefund, { lazy: lazy.contentPage }),
  screen('legal/terms', routeTitles.legalTerms, { lazy: lazy.contentPage }),
  screen('legal/instructions', routeTitles.legalInstructions, { lazy: lazy.contentPage }),
  screen('bid/index', routeTitles.bidIndex, { lazy: lazy.tenderHall }),
  screen('bid/more', routeTitles.bidMore, { lazy: lazy.tenderMore }),
  screen('bid/more_terBid', routeTitles.bidMoreTerBid, { lazy: lazy.tenderFinished }),
  screen('bid/detail', routeTitles.bidDetail, { lazy: lazy.tenderDetail }),
  screen('bid/winbidNoti', routeTitles.bidWinbidNoti, { lazy: lazy.tenderWinNotice }),
  screen('bid/terbidNoti', routeTitles.bidTerbidNoti, { lazy: lazy.tenderTerminationNotice }),
  screen('prototype/quickOrder', routeTitles.prototypeQuickOrder, { auth: true, lazy: lazy.quickOrder }),
  // issue 28 item 4: designers alone (§6 memberType 2); the guard says «Solo los diseñadores…» to anyone else
  screen('prototype/optimize/index', routeTitles.prototypeOptimizeIndex, {
    auth: true,
    memberTypes: [2],
    lazy: lazy.optimizeIndex,
  }),
  screen('prototype/optimize/history', routeTitles.prototypeOptimizeHistory, {
    auth: true,
    memberTypes: [2],
    lazy: lazy.optimizeHistory,
  }),
  screen('prototype/optimize/hisDetail', routeTitles.prototypeOptimizeHisDetail, {
    auth: true,
    memberTypes: [2],
    lazy: lazy.optimizeDetail,
  }),
  screen('prototype/replacement/search', routeTitles.prototypeReplacementSearch, {
    lazy: lazy.replacementSearch,
  }),
  screen('prototype/replacement/list', routeTitles.prototypeReplacementList, { lazy: lazy.replacementList }),
  screen('prototype/sample/apply', routeTitles.prototypeSampleApply, { lazy: lazy.sampleApply }),
  screen('prototype/sample/history', routeTitles.prototypeSampleHistory, { lazy: lazy.sampleHistory }),
  screen('prototype/sample/detail', routeTitles.prototypeSampleDetail, { lazy: lazy.sampleDetail }),
  screen('inquiry/index', routeTitles.inquiryIndex, { lazy: lazy.rfqLanding }),
  screen('inquiry/supplier/init_contract', routeTitles.inquirySupplierInitContract, {
    lazy: lazy.supplierInitContract,
  }),
  screen('inquiry/purchaser/init_inquiry', routeTitles.inquiryPurchaserInitInquiry, {
    lazy: lazy.inquiryPublish,
  }),
  screen('member/bid', routeTitles.memberBid, { lazy: lazy.memberTenders }),
  screen('member/collect', routeTitles.memberCollect, { auth: true, lazy: lazy.collect }),
  screen('member/footprint', routeTitles.memberFootprint, { auth: true, lazy: lazy.footprint }),
  screen('member/address/list', routeTitles.memberAddressList, { auth: true, lazy: lazy.addresses }),
  screen('member/order/list', routeTitles.memberOrderList, { auth: true, lazy: lazy.orderList }),
  screen('member/order/quoteOrder', routeTitles.memberOrderQuoteOrder, {
    auth: true,
    lazy: lazy.quoteOrders,
  }),
  screen('member/order/refund/apply', routeTitles.memberOrderRefundApply, {
    auth: true,
    lazy: lazy.refundApply,
  }),
  screen('member/order/refund/detail', routeTitles.memberOrderRefundDetail, {
    auth: true,
    lazy: lazy.refundDetail,
  }),
  screen('member/order/evaluation', routeTitles.memberOrderEvaluation, {
    auth: true,
    lazy: lazy.evaluationList,
  }),
  screen('member/order/aftersales', routeTitles.memberOrderAftersales, {
    auth: true,
    lazy: lazy.aftersalesList,
  }),
  screen('member/order/logistics', routeTitles.memberOrderLogistics, {
    auth: true,
    lazy: lazy.orderLogistics,
  }),
  screen('member/order/info', routeTitles.memberOrderInfo, { auth: true, lazy: lazy.orderDetail }),
  screen('member/order/detail', routeTitles.memberOrderDetail, { auth: true, lazy: lazy.orderDetail }),
  screen('member/order/evaluate', routeTitles.memberOrderEvaluate, { auth: true, lazy: lazy.evaluate }),
  // the designer's sample requests are the sample applications of /prototype/sample/* (issue 27 item 5)
  screen('member/sample/list', routeTitles.memberSampleList, {
    auth: true,
    memberTypes: [2],
    lazy: lazy.sampleHistory,
  }),
  screen('member/project/list', routeTitles.memberProjectList, { auth: true, lazy: lazy.projectList }),
  screen('member/project/detail', routeTitles.memberProjectDetail, {
    auth: true,
    lazy: lazy.projectDetail,
  }),
  screen('member/apply', routeTitles.memberApply, {
    auth: true,
    memberTypes: [2],
    lazy: lazy.memberApply,
  }),
  screen('member/applyInfo', routeTitles.memberApplyInfo, {
    auth: true,
    memberTypes: [2],
    lazy: lazy.designerInfo,
  }),
  screen('member/regular/list', routeTitles.memberRegularList, { auth: true, lazy: lazy.regularList }),
  screen('member/coupon', routeTitles.memberCoupon, { auth: true, lazy: lazy.memberCoupons }),
  screen('member/balance', routeTitles.memberBalance, { auth: true, lazy: lazy.wallet }),
  screen('member/account', routeTitles.memberAccount, { auth: true, lazy: lazy.account }),
  screen('member/authen', routeTitles.memberAuthen, {
    auth: true,
    memberTypes: [1, 3],
    // the account certifies itself: a sub-account does not (issue 27 item 4)
    mainAccountOnly: true,
    lazy: lazy.memberAuthen,
  }),
  screen('member/phone', routeTitles.memberPhone, { auth: true, lazy: lazy.mobile }),
  screen('member/email', routeTitles.memberEmail, { auth: true, lazy: lazy.email }),
  screen('member/pwd/login', routeTitles.memberPwdLogin, { auth: true, lazy: lazy.loginPassword }),
  screen('member/pwd/pay', routeTitles.memberPwdPay, { auth: true, lazy: lazy.payPassword }),
  screen('member/pwd/reset', routeTitles.memberPwdReset, { auth: true, lazy: lazy.payPasswordReset }),
  screen('member/info', routeTitles.memberInfo, { auth: true, lazy: lazy.profile }),
  screen('member/recharge', routeTitles.memberRecharge, { auth: true, lazy: lazy.recharge }),
  screen('member/myPoint', routeTitles.memberMyPoint, { auth: true, lazy: lazy.myPoint }),
  screen('member/pointOrder/list', routeTitles.memberPointOrderList, {
    auth: true,
    lazy: lazy.pointOrderList,
  }),
  screen('member/pointOrder/detail', routeTitles.memberPointOrderDetail, {
    auth: true,
    lazy: lazy.pointOrderDetail,
  }),
  screen('member/subAccount', routeTitles.memberSubAccount, {
    auth: true,
    memberTypes: [3],
    mainAccountOnly: true,
    lazy: lazy.subAccountList,
  }),
  screen('member/createSub', routeTitles.memberCreateSub, {
    auth: true,
    memberTypes: [3],
    mainAccountOnly: true,
    lazy: lazy.createSub,
  }),
  screen('member/matCode', routeTitles.memberMatCode, {
    auth: true,
    memberTypes: [3],
    lazy: lazy.materialCodes,
  }),
  screen('member/desApp/list', routeTitles.memberDesAppList, {
    auth: true,
    memberTypes: [3],
    lazy: lazy.desAppList,
  }),
  screen('member/desApp/detail', routeTitles.memberDesAppDetail, {
    auth: true,
    memberTypes: [3],
    lazy: lazy.desAppDetail,
  }),
  screen('member/permission', routeTitles.memberPermission, {
    auth: true,
    memberTypes: [1, 3],
    mainAccountOnly: true,
    lazy: lazy.permission,
  }),
  // SPEC.md §2 lists /member/invoice with its sub-pages only: the bare path opens the headers
  { path: 'member/invoice', loader: () => redirect('/member/invoice/header') },
  screen('member/invoice/header', routeTitles.memberInvoiceHeader, { auth: true, lazy: lazy.invoiceHeaders }),
  screen('member/invoice/address', routeTitles.memberInvoiceAddress, {
    auth: true,
    lazy: lazy.invoiceAddresses,
  }),
  screen('member/invoice/add', routeTitles.memberInvoiceAdd, { auth: true, lazy: lazy.invoiceAdd }),
  screen('member/invoice/info', routeTitles.memberInvoiceInfo, { auth: true, lazy: lazy.invoiceInfo }),
  screen('member/contract/index', routeTitles.memberContractIndex, { auth: true, lazy: lazy.contractList }),
  screen('member/contract/detail', routeTitles.memberContractDetail, {
    auth: true,
    lazy: lazy.contractDetail,
  }),
  screen('member/contract/add', routeTitles.memberContractAdd, { auth: true, lazy: lazy.contractAdd }),
  screen('member/contract/authen', routeTitles.memberContractAuthen, {
    auth: true,
    lazy: lazy.contractAuthen,
  }),
  screen('member/request/info', routeTitles.memberRequestInfo, {
    auth: true,
    lazy: lazy.customsRegistration,
  }),
  screen('member/credit/index', routeTitles.memberCreditIndex, { auth: true, lazy: lazy.creditIndex }),
  screen('member/credit/pay', routeTitles.memberCreditPay, { auth: true, lazy: lazy.creditPay }),
  screen('member/article', routeTitles.memberArticle, { auth: true, lazy: lazy.memberArticle }),
  screen('member/wallet', routeTitles.memberWallet, { auth: true, lazy: lazy.wallet }),
  screen('member/inquiry/myQuo', routeTitles.memberInquiryMyQuo, { auth: true, lazy: lazy.quoteList }),
  screen('member/inquiry/myInq', routeTitles.memberInquiryMyInq, { auth: true, lazy: lazy.inquiryList }),
  screen('member/inquiry/myCon', routeTitles.memberInquiryMyCon, { auth: true, lazy: lazy.quoteContracts }),
  screen('member/bidInvite', routeTitles.memberBidInvite, {
    auth: true,
    memberTypes: [3],
    lazy: lazy.tenderInvitations,
  }),
  screen('msg/list', routeTitles.msgList, { auth: true, lazy: lazy.messageList }),
  screen('msg/setting', routeTitles.msgSetting, { auth: true, lazy: lazy.messageSettings }),
  screen('buy/confirm', routeTitles.buyConfirm, { auth: true, lazy: lazy.checkout }),
  screen('buy/request', routeTitles.buyRequest, { auth: true, lazy: lazy.createRequest }),
  screen('buy/pay', routeTitles.buyPay, { auth: true, lazy: lazy.pay }),
  screen('buy/waitFor', routeTitles.buyWaitFor, { auth: true, lazy: lazy.waitFor }),
  screen('buy/another/result', routeTitles.buyAnotherResult, { auth: true, lazy: lazy.requestResult }),
  screen('buy/another/anotherFor', routeTitles.buyAnotherAnotherFor, { auth: true, lazy: lazy.payerList }),
  screen('buy/another/detail', routeTitles.buyAnotherDetail, { auth: true, lazy: lazy.applicantDetail }),
  screen('buy/another/list', routeTitles.buyAnotherList, { auth: true, lazy: lazy.applicantList }),
  screen('buy/another/pay', routeTitles.buyAnotherPay, { auth: true, lazy: lazy.payerPay }),
  screen('buy/another/pay/detail', routeTitles.buyAnotherPayDetail, { auth: true, lazy: lazy.payerDetail }),
  screen('point/order/confirm', routeTitles.pointOrderConfirm, { auth: true, lazy: lazy.pointConfirm }),
  screen('point/pay', routeTitles.pointPay, { auth: true, lazy: lazy.pointPay }),
  screen('service', routeTitles.service, { auth: true, lazy: lazy.chat }),
  screen('contract/agreement', routeTitles.contractAgreement, { auth: true, lazy: lazy.contractAgreement }),
  // a sub-account does not apply: the mock refuses it too (issue 27 item 5)
  screen('applyDesigner', routeTitles.applyDesigner, {
    auth: true,
    mainAccountOnly: true,
    lazy: lazy.applyDesigner,
  }),
  screen('previewFile', routeTitles.previewFile, { auth: true, lazy: lazy.previewFile }),
  screen('tropipay/fail', routeTitles.tropipayFail, { auth: true, lazy: lazy.tropipayFail }),
  screen('tropipay/success', routeTitles.tropipaySuccess, { auth: true, lazy: lazy.tropipaySuccess }),
  screen('shopping/card', routeTitles.shoppingCard, { auth: true, lazy: lazy.cardVoucher }),
  screen('bid/openBid', routeTitles.bidOpenBid, { auth: true, lazy: lazy.tenderOpening }),
  screen('bid/winBid', routeTitles.bidWinBid, { auth: true, lazy: lazy.tenderWonList }),
  screen('bid/terBid', routeTitles.bidTerBid, { auth: true, lazy: lazy.tenderTerminatedList }),
  screen('inquiry/purchaser/quo_info', routeTitles.inquiryPurchaserQuoInfo, {
    auth: true,
    lazy: lazy.quoteDetail,
  }),
  screen('inquiry/purchaser/contract_quo', routeTitles.inquiryPurchaserContractQuo, {
    auth: true,
    lazy: lazy.contractDetail,
  }),
  screen('inquiry/supplier/inq_info', routeTitles.inquirySupplierInqInfo, {
    auth: true,
    lazy: lazy.supplierInquiry,
  }),
  screen('inquiry/purchaser/inq_info', routeTitles.inquiryPurchaserInqInfo, {
    auth: true,
    lazy: lazy.inquiryDetail,
  }),
  screen('inquiry/supplier/quo_info', routeTitles.inquirySupplierQuoInfo, {
    auth: true,
    lazy: lazy.supplierQuote,
  }),
  screen('inquiry/supplier/contract_info', routeTitles.inquirySupplierContractInfo, {
    auth: true,
    lazy: lazy.supplierContractInfo,
  }),
  screen('inquiry/purchaser/contract_info', routeTitles.inquiryPurchaserContractInfo, {
    auth: true,
    lazy: lazy.contractDetail,
  }),
]

/**
 * The layout has no loader, so on the first load it renders at once (header, search, footer) and the screen's
 * own fallback shows in its place until the screen's modules and data arrive (react-router renders the matches
 * up to the last hydrate fallback before the first route with a loader or lazy modules). The first paint is
 * the shell, not a page-wide loader (issue 14 item 3), and a mock build starts its backend at that paint.
 */
const whileLoading = (route: RouteObject): RouteObject => ({
  ...route,
  hydrateFallbackElement: <PageLoader />,
})

const withErrorView = (route: RouteObject): RouteObject => ({ ...route, errorElement: <RouteErrorView /> })

/** A login-required screen of the member centre, drawn beside its menu (issue 24 item 6). */
const memberCentreScreen = (route: RouteObject) =>
  inMemberCentre(route.path ?? '') && (route.handle as RouteHandle | undefined)?.auth === true

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteErrorView standalone />,
    children: [
      ...(
        [
          // redirects keep the query: /store/detail?vid=… and a third-party callback's ?code=…&state=…
          // element null: a leaf without one makes the router warn on every visit (issue 25 item 8)
          {
            index: true,
            element: null,
            loader: ({ request }) => redirect(`/index${new URL(request.url).search}`),
          },
          {
            path: 'store/detail',
            element: null,
            loader: ({ request }) => redirect(`/store/index${new URL(request.url).search}`),
          },
          ...screens.filter((route) => !memberCentreScreen(route)).map(withErrorView),
          { path: '*', element: <NotFoundView /> },
        ] satisfies RouteObject[]
      ).map(whileLoading),
      // the member centre's frame has no loader: its menu shows at once, beside each screen's own fallback
      {
        element: <MemberLayout menu={memberMenu(screens)} />,
        children: screens.filter(memberCentreScreen).map(withErrorView).map(whileLoading),
      },
    ],
  },
]

/** Every screen and redirect of the table, however the layouts nest them. */
export function leafRoutes(list: RouteObject[] = routes[0]?.children ?? []): RouteObject[] {
  return list.flatMap((route) => (route.children ? leafRoutes(route.children) : [route]))
}

export function createAppRouter() {
  return createBrowserRouter(routes)
}
