// The route table's lazy screens (src/app/screen-modules.ts): The catalogue, content, stores, cart, the chat and the entry screens.
import { screenModules } from './screen-module'

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
// issue 29 item 1: the chat with suppliers and the platform service
export const chat = screenModules(() => import('../features/chat/chat-route'), 'ChatRoute')
export const faq = screenModules(
  () => import('../features/content/faq-route'),
  'FaqRoute',
  () => import('../features/content/faq-loader'),
  'faqLoader',
)
