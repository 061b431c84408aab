// Where a decoration link item (SPEC.md §3: link_type, link_value, info, storeId) leads. One pure function for
// every banner, floor and topic module. Goods, stores and news open a new tab (SPEC.md §2), so does an outside
// URL; only http(s) URLs are followed, anything else (javascript:, data:, relative) leads nowhere.

/** The link item fields of the contract's LinkItem (src/lib is the bottom layer: the shape is restated here). */
import { externalUrl } from './external-url'

export interface LinkItemInput {
  link_type: 'goods' | 'category' | 'store' | 'topic' | 'information' | 'url' | 'none'
  link_value: string
  info?: {
    defaultProductId?: number
    categoryId?: number
    grade?: number
    pid?: number
    decoId?: number
    informationId?: number
  }
  storeId?: number
}

export interface LinkTarget {
  href: string
  newTab: boolean
}

const positive = (value: unknown): number | null => {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null
}

export function linkItemHref(item: LinkItemInput): LinkTarget | null {
  const info = item.info ?? {}
  switch (item.link_type) {
    case 'goods': {
      const productId = positive(info.defaultProductId)
      return productId ? { href: `/goods/detail?productId=${productId}`, newTab: true } : null
    }
    case 'category': {
      const categoryId = positive(info.categoryId) ?? positive(item.link_value)
      if (!categoryId) return null
      const grade = [1, 2, 3].includes(info.grade ?? 0) ? (info.grade as number) : 1
      const pid = Number.isSafeInteger(info.pid) && (info.pid ?? -1) >= 0 ? (info.pid as number) : 0
      return { href: `/goods/list?categoryId=${categoryId}&g=${grade}&pid=${pid}`, newTab: false }
    }
    case 'store': {
      const storeId = positive(item.storeId) ?? positive(item.link_value)
      return storeId ? { href: `/store/index?vid=${storeId}`, newTab: true } : null
    }
    case 'topic': {
      const topicId = positive(info.decoId) ?? positive(item.link_value)
      return topicId ? { href: `/topic?topicId=${topicId}`, newTab: false } : null
    }
    case 'information': {
      const infoId = positive(info.informationId) ?? positive(item.link_value)
      return infoId ? { href: `/information/detail?infoId=${infoId}`, newTab: true } : null
    }
    case 'url': {
      const href = externalUrl(item.link_value)
      return href ? { href, newTab: true } : null
    }
    default:
      return null
  }
}
