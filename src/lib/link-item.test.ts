import { describe, expect, it } from 'vitest'
import { linkItemHref, type LinkItemInput } from './link-item'

const item = (overrides: Partial<LinkItemInput>): LinkItemInput => ({
  link_type: 'none',
  link_value: '',
  info: {},
  ...overrides,
})

describe('linkItemHref', () => {
  it('sends a goods item to the detail of its default product in a new tab', () => {
    expect(
      linkItemHref(item({ link_type: 'goods', link_value: '12', info: { defaultProductId: 34 } })),
    ).toEqual({
      href: '/goods/detail?productId=34',
      newTab: true,
    })
  })

  it('leads nowhere for a goods item without a default product', () => {
    expect(linkItemHref(item({ link_type: 'goods', link_value: '12' }))).toBeNull()
  })

  it('sends a category item to the goods list with its grade and parent, in the same tab', () => {
    expect(
      linkItemHref(
        item({ link_type: 'category', link_value: '106', info: { categoryId: 106, grade: 2, pid: 2 } }),
      ),
    ).toEqual({ href: '/goods/list?categoryId=106&g=2&pid=2', newTab: false })
  })

  it('treats a category item without grade as a level-1 category with parent 0', () => {
    expect(linkItemHref(item({ link_type: 'category', link_value: '3' }))).toEqual({
      href: '/goods/list?categoryId=3&g=1&pid=0',
      newTab: false,
    })
  })

  it('sends a store item to the store home in a new tab, from storeId or link_value', () => {
    expect(linkItemHref(item({ link_type: 'store', link_value: '9', storeId: 36 }))).toEqual({
      href: '/store/index?vid=36',
      newTab: true,
    })
    expect(linkItemHref(item({ link_type: 'store', link_value: '9' }))?.href).toBe('/store/index?vid=9')
  })

  it('sends a topic item to the topic page in the same tab', () => {
    expect(linkItemHref(item({ link_type: 'topic', link_value: '2', info: { decoId: 2 } }))).toEqual({
      href: '/topic?topicId=2',
      newTab: false,
    })
    expect(linkItemHref(item({ link_type: 'topic', link_value: '3' }))?.href).toBe('/topic?topicId=3')
  })

  it('sends an information item to the news detail in a new tab', () => {
    expect(
      linkItemHref(item({ link_type: 'information', link_value: '', info: { informationId: 5 } })),
    ).toEqual({
      href: '/information/detail?infoId=5',
      newTab: true,
    })
  })

  it('follows only http and https outside URLs, in a new tab', () => {
    expect(linkItemHref(item({ link_type: 'url', link_value: 'https://www.aduana.gob.cu/' }))).toEqual({
      href: 'https://www.aduana.gob.cu/',
      newTab: true,
    })
    expect(linkItemHref(item({ link_type: 'url', link_value: 'http://example.com/a?b=1' }))?.href).toBe(
      'http://example.com/a?b=1',
    )
    for (const value of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '/goods/list',
      '',
      'ftp://x',
    ]) {
      expect(linkItemHref(item({ link_type: 'url', link_value: value })), value).toBeNull()
    }
  })

  it('leads nowhere for a none item and for ids that are not positive integers', () => {
    expect(linkItemHref(item({ link_type: 'none', link_value: 'https://example.com' }))).toBeNull()
    expect(linkItemHref(item({ link_type: 'topic', link_value: '0' }))).toBeNull()
    expect(linkItemHref(item({ link_type: 'information', link_value: '-4' }))).toBeNull()
    expect(linkItemHref(item({ link_type: 'store', link_value: '1.5' }))).toBeNull()
    expect(linkItemHref(item({ link_type: 'category', link_value: 'x' }))).toBeNull()
  })
})
