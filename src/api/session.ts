// Client state of SPEC.md §3 with the login/logout semantics of §4. The store is the single owner of the
// stored items; everything else reads it through subscribe/getSnapshot (React: useSyncExternalStore).
import type { components } from './schema'
import {
  isArray,
  isBoolean,
  isRecord,
  readJson,
  readText,
  removeItems,
  writeJson,
  writeText,
  type Guard,
} from '../lib/storage'

export type MemberInfo = components['schemas']['MemberInfo']
export type CartData = components['schemas']['CartData']
export type SampleCartData = components['schemas']['SampleCartData']

/** Stored item names, exactly as SPEC.md §3 lists them. */
export const STORAGE_KEYS = {
  memberInfo: 'memberInfo',
  loginFlag: 'loginFlag',
  cartListData: 'cartListData',
  sampleListData: 'sampleListData',
  openScreenInfo: 'openScreenInfo',
  configInfo: 'configInfo',
  chatBaseInfo: 'chatBaseInfo',
  contrastList: 'contrastList',
  refreshToken: 'refresh_token',
  accessToken: 'access_token',
  addressId: 'addressId',
  time: 'time',
} as const

/** What logout removes from storage (SPEC.md §4), in its order. */
export const LOGOUT_REMOVED_KEYS = [
  STORAGE_KEYS.memberInfo,
  STORAGE_KEYS.cartListData,
  STORAGE_KEYS.sampleListData,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.loginFlag,
  STORAGE_KEYS.chatBaseInfo,
  STORAGE_KEYS.addressId,
] as const

export interface SiteConfig {
  main_admin_top_logo: string
  basic_site_name: string
}

export interface ChatBaseInfo {
  storeId: number
  vendorAvatar: string
  storeName: string
  showData: unknown
  source: string
}

export interface StoreHeaderInfo {
  headerHeight: number
  infoHeight: number
  scrollPosition: number
  isHidden: boolean
}

export interface ContrastItem {
  kind: 'product' | 'series'
  id: number
  categoryId: number
  name: string
  image: string
}

export interface CategoryRef {
  categoryId: number
  categoryName: string
  grade: number
  pid: number
  children?: CategoryRef[]
}

/** A visitor's or a member's cart: the server shape, or `{}` for "nothing" (SPEC.md §4). */
export type StoredCart = CartData | Record<string, never>
export type StoredSampleCart = SampleCartData | Record<string, never>

export interface SessionState {
  loginFlag: boolean
  memberInfo: MemberInfo | Record<string, never>
  cartListData: StoredCart
  sampleListData: StoredSampleCart
  openScreenInfo: Record<string, unknown>
  configInfo: SiteConfig | Record<string, never>
  chatBaseInfo: ChatBaseInfo | Record<string, never>
  purchaserCheck: boolean
  supplierCheck: boolean
  contrastList: ContrastItem[]
  categoryLevel1List: CategoryRef[]
  commonHeaderInfo: Record<string, unknown>
  storeHeaderInfo: StoreHeaderInfo
  isOpenSearch: boolean
  /** Increments each time the server declares the session invalid (state 266). */
  sessionExpiries: number
}

const isMemberInfo: Guard<MemberInfo> = (value): value is MemberInfo =>
  isRecord(value) &&
  typeof value.memberId === 'number' &&
  Number.isInteger(value.memberId) &&
  value.memberId > 0 &&
  typeof value.memberName === 'string' &&
  typeof value.memberEmail === 'string' &&
  (value.memberType === 1 || value.memberType === 2 || value.memberType === 3)

const isCartLike = (value: unknown): value is CartData =>
  isRecord(value) && isArray(value.storeCartGroupList) && isArray(value.invalidList)
const isEmptyObject = (value: unknown): value is Record<string, never> =>
  isRecord(value) && Object.keys(value).length === 0
const isStoredCart: Guard<StoredCart> = (value): value is StoredCart =>
  isEmptyObject(value) || isCartLike(value)
const isStoredSampleCart: Guard<StoredSampleCart> = (value): value is StoredSampleCart =>
  isEmptyObject(value) || (isCartLike(value) && isRecord((value as Record<string, unknown>).quota))
const isSiteConfig: Guard<SiteConfig> = (value): value is SiteConfig =>
  isRecord(value) &&
  typeof value.basic_site_name === 'string' &&
  typeof value.main_admin_top_logo === 'string'
const isChatBaseInfo: Guard<ChatBaseInfo> = (value): value is ChatBaseInfo =>
  isRecord(value) && typeof value.storeId === 'number' && typeof value.storeName === 'string'
const isContrastList: Guard<ContrastItem[]> = (value): value is ContrastItem[] =>
  isArray(value) &&
  value.length <= 4 &&
  value.every(
    (item) =>
      isRecord(item) &&
      (item.kind === 'product' || item.kind === 'series') &&
      typeof item.id === 'number' &&
      typeof item.categoryId === 'number' &&
      typeof item.name === 'string',
  )
const isPlainRecord: Guard<Record<string, unknown>> = (value): value is Record<string, unknown> =>
  isRecord(value)

const defaultHeaderInfo: StoreHeaderInfo = {
  headerHeight: 0,
  infoHeight: 0,
  scrollPosition: 0,
  isHidden: false,
}

function load(state?: SessionState): SessionState {
  const memberInfo = readJson(STORAGE_KEYS.memberInfo, isMemberInfo)
  // loginFlag is derived from memberInfo so that a tampered flag cannot pretend a login (SPEC.md §4).
  const loginFlag = memberInfo !== null && readJson(STORAGE_KEYS.loginFlag, isBoolean) !== false
  if (!loginFlag) removeItems([STORAGE_KEYS.loginFlag])
  return {
    loginFlag,
    memberInfo: loginFlag && memberInfo ? memberInfo : {},
    cartListData: readJson(STORAGE_KEYS.cartListData, isStoredCart) ?? {},
    sampleListData: readJson(STORAGE_KEYS.sampleListData, isStoredSampleCart) ?? {},
    openScreenInfo: readJson(STORAGE_KEYS.openScreenInfo, isPlainRecord) ?? {},
    configInfo: readJson(STORAGE_KEYS.configInfo, isSiteConfig) ?? {},
    chatBaseInfo: readJson(STORAGE_KEYS.chatBaseInfo, isChatBaseInfo) ?? {},
    purchaserCheck: false,
    supplierCheck: false,
    contrastList: readJson(STORAGE_KEYS.contrastList, isContrastList) ?? [],
    categoryLevel1List: [],
    commonHeaderInfo: {},
    storeHeaderInfo: defaultHeaderInfo,
    isOpenSearch: false,
    sessionExpiries: state?.sessionExpiries ?? 0,
  }
}

/** The logged-in member, or null. */
export function memberOf(state: SessionState): MemberInfo | null {
  return state.loginFlag && isMemberInfo(state.memberInfo) ? state.memberInfo : null
}

/**
 * SPEC.md §6: a visitor sees no price ("prices and actions need login"). The one rule every price display
 * follows (src/components/price.tsx), so a product page and a visitor's local cart never disagree.
 */
export function canSeePrices(state: SessionState): boolean {
  return memberOf(state) !== null
}

type MemberIdListener = (memberId: number) => void

let state: SessionState = load()
const listeners = new Set<() => void>()
const memberIdListeners = new Set<MemberIdListener>()

function set(patch: Partial<SessionState>) {
  state = { ...state, ...patch }
  for (const listener of listeners) listener()
}

function handOffMemberId(memberId: number) {
  for (const listener of memberIdListeners) listener(memberId)
}

/** What SPEC.md §4 logout does to the client state. */
function clearLocalSession() {
  removeItems(LOGOUT_REMOVED_KEYS)
  set({ memberInfo: {}, cartListData: {}, sampleListData: {}, chatBaseInfo: {}, loginFlag: false })
  handOffMemberId(0)
}

export const session = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  getSnapshot: (): SessionState => state,

  /** The module that tracks the member (statistics, chat) receives memberId here; 0 means nobody (SPEC.md §4). */
  onMemberId(listener: MemberIdListener) {
    memberIdListeners.add(listener)
    return () => {
      memberIdListeners.delete(listener)
    }
  },

  /** SPEC.md §4: a non-empty memberId sets loginFlag and is handed on; without one the flag is false. */
  setMemberInfo(info: MemberInfo | Record<string, never>) {
    const valid = isMemberInfo(info)
    writeJson(STORAGE_KEYS.memberInfo, valid ? info : {})
    writeJson(STORAGE_KEYS.loginFlag, valid)
    set({ memberInfo: valid ? info : {}, loginFlag: valid })
    if (valid) handOffMemberId(info.memberId)
  },

  /** SPEC.md §4: an invoice update replaces member info and persists it. */
  updateInvoice(info: MemberInfo) {
    session.setMemberInfo(info)
  },

  setCartListData(data: CartData | null | undefined) {
    const value: StoredCart = data ?? {}
    writeJson(STORAGE_KEYS.cartListData, value)
    set({ cartListData: value })
  },

  setSampleListData(data: SampleCartData | null | undefined) {
    const value: StoredSampleCart = data ?? {}
    writeJson(STORAGE_KEYS.sampleListData, value)
    set({ sampleListData: value })
  },

  setConfigInfo(config: SiteConfig) {
    writeJson(STORAGE_KEYS.configInfo, config)
    set({ configInfo: config })
  },

  setOpenScreenInfo(info: Record<string, unknown>) {
    writeJson(STORAGE_KEYS.openScreenInfo, info)
    set({ openScreenInfo: info })
  },

  setChatBaseInfo(info: ChatBaseInfo | null) {
    writeJson(STORAGE_KEYS.chatBaseInfo, info ?? {})
    set({ chatBaseInfo: info ?? {} })
  },

  setContrastList(list: ContrastItem[]) {
    writeJson(STORAGE_KEYS.contrastList, list)
    set({ contrastList: list })
  },

  setCategoryLevel1List(list: CategoryRef[]) {
    set({ categoryLevel1List: list })
  },

  setStoreHeaderInfo(info: StoreHeaderInfo) {
    set({ storeHeaderInfo: info })
  },

  setChecks(checks: { purchaserCheck?: boolean; supplierCheck?: boolean }) {
    set(checks)
  },

  setOpenSearch(open: boolean) {
    set({ isOpenSearch: open })
  },

  setTokens(tokens: { accessToken: string; refreshToken?: string | undefined }, now = Date.now()) {
    writeText(STORAGE_KEYS.accessToken, tokens.accessToken)
    if (tokens.refreshToken) writeText(STORAGE_KEYS.refreshToken, tokens.refreshToken)
    writeText(STORAGE_KEYS.time, String(now))
  },

  accessToken: () => readText(STORAGE_KEYS.accessToken),
  refreshToken: () => readText(STORAGE_KEYS.refreshToken),
  /** ms timestamp of the last token refresh; NaN when absent or tampered. */
  tokenTime: () => Number(readText(STORAGE_KEYS.time) ?? NaN),

  setAddressId(addressId: number) {
    writeText(STORAGE_KEYS.addressId, String(addressId))
  },

  /** SPEC.md §3: the remembered address was deleted; the next checkout starts from the default again. */
  forgetAddressId() {
    removeItems([STORAGE_KEYS.addressId])
  },

  /**
   * SPEC.md §4 logout, its local half: the state is cleared at once and the tokens read before clearing are
   * handed back, for `logout()` in auth.ts to end the session on the server with them (a copied token must not
   * outlive the logout). The store calls no API: auth → client → session would be an import circle.
   */
  endLocally(): { accessToken: string | null; refreshToken: string | null } {
    const accessToken = session.accessToken()
    const refreshToken = session.refreshToken()
    clearLocalSession()
    return { accessToken, refreshToken }
  },

  /** SPEC.md §4/§8 state 266: every stored item of the session is cleared, including the refresh time. */
  clearOnSessionInvalid() {
    // the server already holds the session for ended: nothing to tell it
    clearLocalSession()
    removeItems([STORAGE_KEYS.time])
    set({ sessionExpiries: state.sessionExpiries + 1 })
  },

  /** Re-read storage (tests, and a storage event from another tab). */
  reload() {
    state = load(state)
    for (const listener of listeners) listener()
  },
}
