import { describe, expect, it } from 'vitest'
import { buildSeedData, MOCK_EPOCH } from '../seed'
import {
  buildSiteContent,
  EXHAUSTED_COUPON_ID,
  EXPIRED_COUPON_ID,
  TOPIC_IDS,
  XSS_PROBE_INFO_ID,
} from './content'

const PAGE_CODES = [
  'introduce_advantage',
  'introduce_company',
  'introduce_about',
  'introduce_guide',
  'introduce_wallet',
  'privacy',
  'shipping',
  'refund',
  'terms',
  'instructions',
  'user_agreement',
  'privacy_policy',
  'shopping_agreement',
]

describe('seeded site content', () => {
  const data = buildSeedData()
  const site = buildSiteContent(data)

  it('is identical when built twice', () => {
    expect(JSON.stringify(buildSiteContent(buildSeedData()))).toBe(JSON.stringify(site))
  })

  it('decorates the home with a banner carousel, the five advantages, one floor per level-1 category and featured stores', () => {
    const home = site.decoModules.filter((module) => module.topicId === 0)
    const banner = home.find((module) => module.type === 'banner')
    expect(banner?.items.length).toBeGreaterThanOrEqual(3)
    expect(banner?.items.length).toBeLessThanOrEqual(5)
    expect(new Set(banner?.items.map((item) => item.link_type))).toEqual(
      new Set(['topic', 'category', 'goods', 'store', 'information']),
    )
    const advantages = home.find((module) => module.type === 'advantages')
    expect(advantages?.items).toHaveLength(5)
    expect(
      advantages?.items.some((item) => item.link_type === 'url' && item.link_value.startsWith('https://')),
    ).toBe(true)
    expect(advantages?.items.map((item) => item.subtitle).join(' ')).toMatch(/3 a 5 días.*25 a 30 días/)
    const level1 = data.categories.filter((category) => category.grade === 1)
    const floors = home.filter((module) => module.type === 'floor')
    expect(floors.map((floor) => floor.title)).toEqual(level1.map((category) => category.categoryName))
    for (const floor of floors) {
      expect(floor.goodsIds).toHaveLength(8)
      expect(floor.items.every((item) => item.link_type === 'category')).toBe(true)
    }
    expect(home.find((module) => module.type === 'stores')?.items.length).toBeGreaterThanOrEqual(4)
  })

  it('seeds three topics, each with modules of goods', () => {
    expect(site.topics.map((topic) => topic.topicId)).toEqual(Object.values(TOPIC_IDS))
    for (const topic of site.topics) {
      const modules = site.decoModules.filter((module) => module.topicId === topic.topicId)
      expect(modules.some((module) => module.type === 'goods' && module.goodsIds.length > 0)).toBe(true)
    }
  })

  it('seeds 10 to 16 platform and store coupons of both kinds, one expired and one used up', () => {
    expect(site.coupons.length).toBeGreaterThanOrEqual(10)
    expect(site.coupons.length).toBeLessThanOrEqual(16)
    expect(site.coupons.some((coupon) => coupon.storeId === null)).toBe(true)
    expect(site.coupons.some((coupon) => coupon.storeId !== null)).toBe(true)
    expect(new Set(site.coupons.map((coupon) => coupon.couponType))).toEqual(new Set([1, 2]))
    const expired = site.coupons.find((coupon) => coupon.couponId === EXPIRED_COUPON_ID)
    expect(expired && expired.effectiveEnd < MOCK_EPOCH).toBe(true)
    const exhausted = site.coupons.find((coupon) => coupon.couponId === EXHAUSTED_COUPON_ID)
    const receipts = site.couponReceipts.filter((receipt) => receipt.couponId === EXHAUSTED_COUPON_ID)
    expect(receipts.length).toBe(exhausted?.total)
    const pairs = site.couponReceipts.map((receipt) => `${receipt.couponId}:${receipt.memberId}`)
    expect(new Set(pairs).size).toBe(pairs.length)
  })

  it('seeds at least 30 news items with exactly one XSS probe', () => {
    expect(site.information.length).toBeGreaterThanOrEqual(30)
    const probes = site.information.filter((row) => /onerror|<script/i.test(row.contentHtml))
    expect(probes.map((row) => row.infoId)).toEqual([XSS_PROBE_INFO_ID])
    expect(probes[0]?.contentHtml).toContain(
      '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
    )
    expect(new Set(site.information.map((row) => row.categoryName)).size).toBeGreaterThanOrEqual(4)
  })

  it('seeds every static page code with several sections of real text', () => {
    expect(site.contentPages.map((page) => page.code)).toEqual(PAGE_CODES)
    for (const page of site.contentPages) {
      expect(page.contentHtml.match(/<h2>/g)?.length ?? 0, page.code).toBeGreaterThanOrEqual(3)
      expect(page.contentHtml, page.code).not.toMatch(/lorem/i)
    }
    const legal = site.contentPages
      .filter((page) => ['terms', 'shopping_agreement'].includes(page.code))
      .map((page) => page.contentHtml)
      .join(' ')
    for (const phrase of ['USD', 'EUR', '24 horas', 'depósito', 'saldo']) expect(legal).toContain(phrase)
  })

  it('seeds more than 20 FAQ items in the six categories', () => {
    expect(site.faqs.length).toBeGreaterThan(20)
    expect(new Set(site.faqs.map((faq) => faq.category))).toEqual(
      new Set(['Cuenta', 'Pedidos', 'Pagos', 'Envíos y recogida', 'Reembolsos', 'Muestras']),
    )
  })
})
