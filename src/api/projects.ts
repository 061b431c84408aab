// Projects and frequent-purchase lists of a member (issue 27 item 6; SPEC.md §2 /member/project/list|detail,
// /member/regular/list, §4, §5): one function per operation of v3/member/front/project/* and regular/*.
import { call, client, JSON_BODY, type CallOptions } from './client'
import type { components } from './schema'

export type ProjectState = components['schemas']['ProjectState']
export type ProjectSummary = components['schemas']['ProjectSummary']
export type ProjectDetail = components['schemas']['ProjectDetail']
export type ProjectInput = components['schemas']['ProjectInput']
export type PlannedLine = components['schemas']['PlannedLine']
export type RegularList = components['schemas']['RegularList']

export interface ProjectQuery {
  current: number
  pageSize: 10 | 20 | 30 | 50
  state?: ProjectState
}

export interface RegularListQuery {
  current: number
  pageSize: 10 | 20 | 30 | 50
}

export const listProjects = (query: ProjectQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/project/list', { params: { query } }), options)

export const getProject = (projectId: number, options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/project/detail', { params: { query: { projectId } } }), options)

export const addProject = (body: ProjectInput, idempotencyKey: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/project/add', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body,
      headers: JSON_BODY,
    }),
    options,
  )

export const editProject = (body: ProjectInput & { projectId: number }, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/project/edit', { body, headers: JSON_BODY }), options)

export const deleteProject = (projectId: number, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/project/del', { body: { projectId }, headers: JSON_BODY }),
    options,
  )

export const addProjectProduct = (
  body: { projectId: number; productId: number; number: number },
  options?: CallOptions,
) => call('POST', client.POST('/v3/member/front/project/addGoods', { body, headers: JSON_BODY }), options)

export const removeProjectProduct = (body: { projectId: number; productId: number }, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/project/delGoods', { body, headers: JSON_BODY }), options)

export const listRegularLists = (query: RegularListQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/regular/list', { params: { query } }), options)

export const saveOrderAsRegularList = (
  body: { name: string; orderSn: string },
  idempotencyKey: string,
  options?: CallOptions,
) =>
  call(
    'POST',
    client.POST('/v3/member/front/regular/add', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body,
      headers: JSON_BODY,
    }),
    options,
  )

export const renameRegularList = (body: { listId: number; name: string }, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/regular/rename', { body, headers: JSON_BODY }), options)

export const deleteRegularList = (listId: number, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/regular/del', { body: { listId }, headers: JSON_BODY }), options)
