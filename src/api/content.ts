// Operations of the `content` tag: home decoration, topics, coupon centre, industry news, static pages, FAQ.
import { call, client, FORM, type CallOptions } from './client'
import type { components } from './schema'

export type LinkItem = components['schemas']['LinkItem']
export type DecoModule = components['schemas']['DecoModule']
export type Coupon = components['schemas']['Coupon']
export type InformationItem = components['schemas']['InformationItem']
export type FaqItem = components['schemas']['FaqItem']
export type PageSize = 10 | 20 | 30 | 50

export const getHomeDecoration = (options?: CallOptions) =>
  call('GET', client.GET('/v3/system/front/pcDeco/index'), options)

export const getTopic = (topicId: number, options?: CallOptions) =>
  call('GET', client.GET('/v3/system/front/pcDeco/topic', { params: { query: { topicId } } }), options)

export type Topic = Awaited<ReturnType<typeof getTopic>>

export const getCouponCenter = (
  query: { current?: number; pageSize?: PageSize; storeId?: number },
  options?: CallOptions,
) => call('GET', client.GET('/v3/promotion/front/coupon/couponCenter', { params: { query } }), options)

/** A store's coupons in their window (product detail chips, cart store header; REFERENCE.md pageSize 6). */
export const getStoreCouponList = (query: { storeId: number; pageSize?: number }, options?: CallOptions) =>
  call('GET', client.GET('/v3/promotion/front/coupon/storeCouponList', { params: { query } }), options)

export const receiveCoupon = (couponId: number, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/promotion/front/coupon/receiveCoupon', { body: { couponId }, headers: FORM }),
    options,
  )

export const getInformationList = (
  query: { current?: number; pageSize?: PageSize; categoryName?: string },
  options?: CallOptions,
) => call('GET', client.GET('/v3/cms/front/information/list', { params: { query } }), options)

export const getInformationDetail = (infoId: number, options?: CallOptions) =>
  call('GET', client.GET('/v3/cms/front/information/detail', { params: { query: { infoId } } }), options)

export type InformationDetail = Awaited<ReturnType<typeof getInformationDetail>>

/** Exactly one of code or articleId (the contract's rule). */
export type ContentPageKey = { code: string } | { articleId: number }

export const getContentPage = (key: ContentPageKey, options?: CallOptions) =>
  call('GET', client.GET('/v3/cms/front/article/page', { params: { query: key } }), options)

export type ContentPage = Awaited<ReturnType<typeof getContentPage>>

export const getHelpList = (options?: CallOptions) =>
  call('GET', client.GET('/v3/cms/front/article/helpList'), options)
