// SPEC.md §2/§9: page-view tracking 3 s after entering a page; /goods/detail and /store/product use their
// own behaviour types (goods and store page views) instead of the plain page view.
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { saveBehavior, type BehaviorRecord } from '../api/statistics'
import { readText, writeText } from '../lib/storage'

export const PAGE_VIEW_DELAY_MS = 3000
const DEVICE_KEY = 'deviceUuid'

function deviceUuid(): string {
  const stored = readText(DEVICE_KEY)
  if (stored && /^[\w-]{8,64}$/.test(stored)) return stored
  if (typeof crypto === 'undefined' || !crypto.randomUUID) return 'anonymous-device'
  const fresh = crypto.randomUUID()
  // a full or disabled storage: this page keeps no id, and the next view makes another
  writeText(DEVICE_KEY, fresh)
  return fresh
}

export function pageViewRecord(pathname: string, search: string): BehaviorRecord {
  const params = new URLSearchParams(search)
  const location = pathname + search
  const uuid = deviceUuid()
  if (pathname === '/goods/detail') {
    const goodsId = Number(params.get('goodsId') ?? params.get('productId'))
    return { behaviorType: 'gpv', uuid, location, ...(goodsId > 0 ? { goodsId } : {}) }
  }
  if (pathname === '/store/product') {
    const storeId = Number(params.get('vid'))
    return { behaviorType: 'spv', uuid, location, ...(storeId > 0 ? { storeId } : {}) }
  }
  return { behaviorType: 'pv', uuid, location }
}

export function usePageViewTracking() {
  const { pathname, search } = useLocation()
  useEffect(() => {
    const timer = setTimeout(() => void saveBehavior(pageViewRecord(pathname, search)), PAGE_VIEW_DELAY_MS)
    // a page being left does not count as viewed; a request started while the document unloads would also
    // outlive it (in the mock build it then misses the mock and reaches the static server)
    const leave = () => clearTimeout(timer)
    window.addEventListener('beforeunload', leave)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('beforeunload', leave)
    }
  }, [pathname, search])
}
