// Store pages (tag `stores`, issue 4 item 5): the store home (header, about, videos, photos, certificates,
// latest news, inner categories) and the store's news and articles. A closed or unknown store answers 257
// "El proveedor no existe o está cerrado." (SPEC.md §8, REFERENCE.md conventions).
import type { components } from '../../src/api/schema'
import { db, type CategoryRecord, type StoreNewsRecord, type StoreRecord } from '../db'
import { STATE, fail, ok } from '../lib/envelope'
import { imageUrl } from '../lib/image-url'
import { paginate } from '../lib/paginate'
import { storeCardOf } from '../lib/store-view'
import { visitorOrMember } from '../lib/member-only'
import { http } from './http'

type Category = components['schemas']['Category']
type StoreNewsItem = components['schemas']['StoreNewsItem']

export const STORE_CLOSED_MESSAGE = 'El proveedor no existe o está cerrado.'
export const NEWS_MISSING_MESSAGE = 'La noticia no existe.'
const LATEST_NEWS = 5

/** A required positive-integer query parameter, or the error envelope the real server would send. */
export function positiveIntParam(
  query: URLSearchParams,
  name: string,
): { ok: true; value: number } | { ok: false; response: Response } {
  const raw = query.get(name)
  if (raw === null || raw.trim() === '') {
    return { ok: false, response: fail(`Solicitud no válida: el campo «${name}» es obligatorio.`) }
  }
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) {
    return { ok: false, response: fail(`Solicitud no válida: el campo «${name}» tiene un tipo no válido.`) }
  }
  return { ok: true, value }
}

export function openStore(storeId: number): StoreRecord | null {
  const store = db.stores.findFirst((q) => q.where({ storeId }))
  return store && store.isOpen ? store : null
}

export const storeClosed = (): Response => fail(STORE_CLOSED_MESSAGE, STATE.storeClosed)

export function newsItem(news: StoreNewsRecord): StoreNewsItem {
  return {
    newsId: news.newsId,
    kind: news.kind,
    title: news.title,
    summary: news.summary,
    cover: imageUrl('banner', news.coverSeed, news.title),
    publishedAt: new Date(news.publishedAt).toISOString(),
  }
}

function newsOf(storeId: number, kind?: 'news' | 'article'): StoreNewsRecord[] {
  return db.storeNews
    .findMany((q) => q.where({ storeId }))
    .filter((news) => !kind || news.kind === kind)
    .sort((a, b) => b.publishedAt - a.publishedAt || b.newsId - a.newsId)
}

/** The level-3 categories of the store's on-sale goods, under their level-1 and level-2 ancestors. */
export function innerCategories(storeId: number): Category[] {
  const leafIds = new Set(
    db.goods
      .findMany((q) => q.where({ storeId }))
      .flatMap((goods) => (goods.state === 1 ? [goods.categoryId] : [])),
  )
  const byId = new Map(db.categories.all().map((category) => [category.categoryId, category]))
  const nodes = new Map<number, Category>()
  const node = (record: CategoryRecord): Category => {
    let found = nodes.get(record.categoryId)
    if (!found) {
      found = {
        categoryId: record.categoryId,
        categoryName: record.categoryName,
        grade: record.grade,
        pid: record.pid,
      }
      nodes.set(record.categoryId, found)
    }
    return found
  }
  const roots: CategoryRecord[] = []
  const order = (a: CategoryRecord, b: CategoryRecord) => a.sort - b.sort || a.categoryId - b.categoryId
  const leaves = [...leafIds].flatMap((id) => {
    const leaf = byId.get(id)
    return leaf ? [leaf] : []
  })
  for (const leaf of leaves.sort(order)) {
    const level2 = byId.get(leaf.pid)
    const level1 = level2 && byId.get(level2.pid)
    if (!level2 || !level1) continue
    const parent2 = node(level2)
    parent2.children = [...(parent2.children ?? []), node(leaf)].sort((a, b) =>
      order(byId.get(a.categoryId) as CategoryRecord, byId.get(b.categoryId) as CategoryRecord),
    )
    const parent1 = node(level1)
    if (!(parent1.children ?? []).some((child) => child.categoryId === level2.categoryId)) {
      parent1.children = [...(parent1.children ?? []), parent2].sort((a, b) =>
        order(byId.get(a.categoryId) as CategoryRecord, byId.get(b.categoryId) as CategoryRecord),
      )
    }
    if (!roots.includes(level1)) roots.push(level1)
  }
  return roots.sort(order).map(node)
}

export const storeHandlers = [
  http.get(
    '/v3/seller/front/store/detail',
    visitorOrMember(({ request, response, member }) => {
      const id = positiveIntParam(new URL(request.url).searchParams, 'storeId')
      if (!id.ok) return response.untyped(id.response)
      const store = openStore(id.value)
      if (!store) return response.untyped(storeClosed())
      const profile = db.storeProfiles.findFirst((q) => q.where({ storeId: store.storeId }))
      return response(200).json(
        ok({
          ...storeCardOf(store, member),
          banner: imageUrl('banner', profile?.bannerSeed ?? store.storeId, store.storeName),
          aboutHtml: profile?.aboutHtml ?? '',
          // the mock has no video host: a "video" is its poster image and title (the UI says so)
          videos: (profile?.videos ?? []).map((video) => {
            const poster = imageUrl('banner', video.seed, video.title)
            return { title: video.title, url: poster, poster }
          }),
          photos: (profile?.photos ?? []).map((photo) => ({
            title: photo.title,
            url: imageUrl('banner', photo.seed, photo.title),
          })),
          certificates: (profile?.certificates ?? []).map((certificate) => ({
            name: certificate.name,
            issuer: certificate.issuer,
            validUntil: certificate.validUntil,
            image: imageUrl('store', certificate.seed, certificate.name),
          })),
          latestNews: newsOf(store.storeId).slice(0, LATEST_NEWS).map(newsItem),
          categories: innerCategories(store.storeId),
        }),
      )
    }),
  ),

  http.get('/v3/seller/front/store/newsList', ({ request, response }) => {
    const query = new URL(request.url).searchParams
    const id = positiveIntParam(query, 'storeId')
    if (!id.ok) return response.untyped(id.response)
    const kind = query.get('kind')
    if (kind !== null && kind !== 'news' && kind !== 'article') {
      return response.untyped(fail('Solicitud no válida: el campo «kind» tiene un valor no admitido.'))
    }
    if (!openStore(id.value)) return response.untyped(storeClosed())
    const page = paginate(
      newsOf(id.value, kind ?? undefined),
      Number(query.get('current') ?? 1),
      Number(query.get('pageSize') ?? 20),
    )
    return response(200).json(ok({ pagination: page.pagination, list: page.list.map(newsItem) }))
  }),

  http.get('/v3/seller/front/store/newsDetail', ({ request, response }) => {
    const id = positiveIntParam(new URL(request.url).searchParams, 'newsId')
    if (!id.ok) return response.untyped(id.response)
    const news = db.storeNews.findFirst((q) => q.where({ newsId: id.value }))
    if (!news) return response.untyped(fail(NEWS_MISSING_MESSAGE))
    const store = openStore(news.storeId)
    if (!store) return response.untyped(storeClosed())
    return response(200).json(
      ok({
        ...newsItem(news),
        storeId: store.storeId,
        storeName: store.storeName,
        contentHtml: news.contentHtml,
      }),
    )
  }),
]
