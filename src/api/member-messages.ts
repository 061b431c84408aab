// Operations of the `message` tag (issue 11 item 6; REFERENCE.md msg/front/msg/*, cms/front article): the
// member's notices, their receive settings and the member-centre announcements.
import { call, client, FORM, type CallOptions } from './client'
import type { components } from './schema'

export type MemberMessage = components['schemas']['MemberMessage']
export type MessageType = components['schemas']['MessageType']
export type MessageLink = components['schemas']['MessageLink']
export type MessageSetting = components['schemas']['MessageSetting']
export type MemberArticleSummary = components['schemas']['MemberArticleSummary']
export type MemberArticleDetail = components['schemas']['MemberArticleDetail']

/** Every notice type, in the order the screens show them (the contract's enum). */
export const MESSAGE_TYPES: readonly MessageType[] = [
  'system',
  'order',
  'afterSales',
  'payment',
  'payRequest',
]

export interface MessageQuery {
  current: number
  pageSize: 10 | 20 | 30 | 50
  tplType?: MessageType
  /** 0 unread, 1 read */
  msgState?: 0 | 1
}

export const getMessageList = (query: MessageQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/msg/front/msg/msgList', { params: { query } }), options)

export const getMessageCounts = (options?: CallOptions) =>
  call('GET', client.GET('/v3/msg/front/msg/msgListNum'), options)

export const readMessages = (receiveIds: number[], options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/msg/front/msg/read', { body: { receiveIds: receiveIds.join(',') }, headers: FORM }),
    options,
  )

export const readAllMessages = (tplType: MessageType | undefined, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/msg/front/msg/readAll', { body: tplType ? { tplType } : {}, headers: FORM }),
    options,
  )

export const deleteMessages = (receiveIds: number[], options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/msg/front/msg/del', { body: { receiveIds: receiveIds.join(',') }, headers: FORM }),
    options,
  )

export const getMessageSettings = (options?: CallOptions) =>
  call('GET', client.GET('/v3/msg/front/msg/setting/list'), options)

export const setMessageReceive = (tplType: MessageType, isReceive: boolean, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/msg/front/msg/setting/isReceive', {
      body: { tplType, isReceive: isReceive ? 1 : 0 },
      headers: FORM,
    }),
    options,
  )

export const getMemberArticleList = (
  query: Pick<MessageQuery, 'current' | 'pageSize'>,
  options?: CallOptions,
) => call('GET', client.GET('/v3/cms/front/article/articleList', { params: { query } }), options)

export const getMemberArticleDetail = (articleId: number, options?: CallOptions) =>
  call(
    'GET',
    client.GET('/v3/cms/front/article/articleDetail', { params: { query: { articleId } } }),
    options,
  )
