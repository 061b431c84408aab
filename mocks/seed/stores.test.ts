import { describe, expect, it } from 'vitest'
import { MOCK_EPOCH, buildSeedData } from '../seed'
import { buildStoreContent } from './stores'

const data = buildSeedData()
const content = buildStoreContent(data)

describe('store content of the seed', () => {
  it('is identical when built twice', () => {
    expect(JSON.stringify(buildStoreContent(buildSeedData()))).toBe(JSON.stringify(content))
  })

  it('gives every store one profile with 1–3 videos, 3–8 photos and 1–4 certificates', () => {
    expect(content.storeProfiles.map((profile) => profile.storeId)).toEqual(
      data.stores.map((store) => store.storeId),
    )
    for (const profile of content.storeProfiles) {
      expect(profile.videos.length).toBeGreaterThanOrEqual(1)
      expect(profile.videos.length).toBeLessThanOrEqual(3)
      expect(profile.photos.length).toBeGreaterThanOrEqual(3)
      expect(profile.photos.length).toBeLessThanOrEqual(8)
      expect(profile.certificates.length).toBeGreaterThanOrEqual(1)
      expect(profile.certificates.length).toBeLessThanOrEqual(4)
      for (const certificate of profile.certificates) {
        expect(certificate.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(certificate.issuer).not.toBe('')
      }
    }
  })

  it('writes the about HTML in Spanish from the store fields: history, certifications and export to Cuba', () => {
    for (const profile of content.storeProfiles) {
      const store = data.stores.find((row) => row.storeId === profile.storeId)
      expect(store).toBeDefined()
      expect(profile.aboutHtml).toContain(String(store?.foundedYear))
      expect(profile.aboutHtml).toContain('Nuestra historia')
      expect(profile.aboutHtml).toContain('Certificaciones')
      expect(profile.aboutHtml).toMatch(/Cuba/)
      expect(profile.aboutHtml).not.toMatch(/<script|onerror/i)
      if (store?.isFactory) expect(profile.aboutHtml).toContain('Capacidad de producción')
    }
  })

  it('gives every store 3 to 10 news items or articles dated before the seed epoch, with unique ids', () => {
    const ids = new Set(content.storeNews.map((news) => news.newsId))
    expect(ids.size).toBe(content.storeNews.length)
    for (const store of data.stores) {
      const items = content.storeNews.filter((news) => news.storeId === store.storeId)
      expect(items.length).toBeGreaterThanOrEqual(3)
      expect(items.length).toBeLessThanOrEqual(10)
    }
    for (const news of content.storeNews) {
      expect(['news', 'article']).toContain(news.kind)
      expect(news.publishedAt).toBeLessThan(MOCK_EPOCH)
      expect(news.title).not.toBe('')
      expect(news.contentHtml).toMatch(/^<p>/)
    }
    expect(content.storeNews.some((news) => news.kind === 'news')).toBe(true)
    expect(content.storeNews.some((news) => news.kind === 'article')).toBe(true)
  })
})
