// A member's projects and frequent-purchase lists (tag `member`; issue 27 item 6; SPEC.md §2
// /member/project/list|detail, /member/regular/list, §4 project states, §5 project name 1–50). Every member type
// has its own; a member never reads nor changes another's (it answers as a missing one). Inputs go through the
// rules of src/schemas/project.schema.ts (the forms'), quantities through the purchase rules of §5.
import { number, string } from 'yup'
import { projectSchema, regularListNameSchema, PROJECT_PRODUCTS_MAX } from '../../src/schemas/project.schema'
import type { ProjectState } from '../../src/schemas/project-state'
import { quantitySchema } from '../../src/schemas/quantity.schema'
import { clock } from '../clock'
import { db, nextId } from '../db'
import { fail, ok, okEmpty } from '../lib/envelope'
import { idempotent } from '../lib/idempotency'
import { memberOnly } from '../lib/member-only'
import { orderOfMember } from '../lib/order-records'
import { paginate } from '../lib/paginate'
import {
  PROJECT_MESSAGES,
  mockToday,
  projectDetailOut,
  projectOfMember,
  projectsOf,
  projectStateOf,
  projectSummaryOut,
  regularListOfMember,
  regularListOut,
  regularListsOf,
  skuOf,
} from '../lib/projects'
import { readBody, readBodyByRules, ruleViolation } from '../lib/request'
import { http } from './http'

export const PROJECT_PATHS = {
  list: '/v3/member/front/project/list',
  detail: '/v3/member/front/project/detail',
  add: '/v3/member/front/project/add',
  edit: '/v3/member/front/project/edit',
  del: '/v3/member/front/project/del',
  addGoods: '/v3/member/front/project/addGoods',
  delGoods: '/v3/member/front/project/delGoods',
  regularList: '/v3/member/front/regular/list',
  regularAdd: '/v3/member/front/regular/add',
  regularRename: '/v3/member/front/regular/rename',
  regularDel: '/v3/member/front/regular/del',
} as const
const P = PROJECT_PATHS

const editSchema = projectSchema.shape({ projectId: number().required().integer().positive() })
const saveOrderSchema = regularListNameSchema.shape({ orderSn: string().trim().required() })
const STATES: readonly string[] = ['notStarted', 'inProgress', 'ended'] satisfies ProjectState[]

const recordOf = (values: { name: string; description: string; startDate: string; endDate: string }) => ({
  name: values.name.trim(),
  description: (values.description ?? '').trim(),
  startDate: values.startDate.trim(),
  endDate: values.endDate.trim(),
})

export const projectHandlers = [
  http.get(
    P.list,
    memberOnly(({ request, response, member }) => {
      const params = new URL(request.url).searchParams
      const state = params.get('state')
      const today = mockToday()
      const all = projectsOf(member.memberId)
      const found =
        state && STATES.includes(state) ? all.filter((p) => projectStateOf(p, today) === state) : all
      const page = paginate(found, Number(params.get('current') ?? 1), Number(params.get('pageSize') ?? 20))
      return response(200).json(
        ok({ ...page, list: page.list.map((project) => projectSummaryOut(project, today)) }),
      )
    }),
  ),

  http.get(
    P.detail,
    memberOnly(({ request, response, member }) => {
      const projectId = Number(new URL(request.url).searchParams.get('projectId'))
      const project = projectOfMember(member.memberId, projectId)
      if (!project) return response.untyped(fail(PROJECT_MESSAGES.notFound))
      return response(200).json(ok(projectDetailOut(project)))
    }),
  ),

  http.post(
    P.add,
    memberOnly(async ({ request, member }) => {
      const read = await readBodyByRules(request, P.add, projectSchema)
      if (!read.ok) return read.response
      return idempotent(request, member.memberId, P.add, read.value, async () => {
        const project = await db.projects.create({
          projectId: nextId('projects', 'projectId'),
          memberId: member.memberId,
          ...recordOf(read.value),
          products: [],
          createdAt: clock.now(),
        })
        return Response.json(ok(projectDetailOut(project)))
      })
    }),
  ),

  http.post(
    P.edit,
    memberOnly(async ({ request, response, member }) => {
      const read = await readBodyByRules(request, P.edit, editSchema)
      if (!read.ok) return read.response
      const project = projectOfMember(member.memberId, read.value.projectId)
      if (!project) return fail(PROJECT_MESSAGES.notFound)
      const changed = await db.projects.update((q) => q.where({ projectId: project.projectId }), {
        data: (record) => void Object.assign(record, recordOf(read.value)),
      })
      return response(200).json(ok(projectDetailOut(changed ?? project)))
    }),
  ),

  http.post(
    P.del,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ projectId: number }>(request, P.del)
      if (!parsed.ok) return parsed.response
      // a project already gone (or another member's) answers the same: deleting is idempotent
      db.projects.delete((q) => q.where({ projectId: parsed.body.projectId, memberId: member.memberId }))
      return response(200).json(okEmpty())
    }),
  ),

  http.post(
    P.addGoods,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ projectId: number; productId: number; number: number }>(
        request,
        P.addGoods,
      )
      if (!parsed.ok) return parsed.response
      const { projectId, productId, number: quantity } = parsed.body
      const project = projectOfMember(member.memberId, projectId)
      if (!project) return fail(PROJECT_MESSAGES.notFound)
      const sku = skuOf(productId)
      if (!sku) return fail(PROJECT_MESSAGES.productUnknown)
      const refused = await ruleViolation(quantitySchema(sku.goods.minBuyNum), quantity)
      if (refused) return fail(refused)
      const attached = project.products.some((line) => line.productId === productId)
      if (!attached && project.products.length >= PROJECT_PRODUCTS_MAX)
        return fail(PROJECT_MESSAGES.tooManyProducts)
      const products = attached
        ? project.products.map((line) =>
            line.productId === productId ? { productId, number: quantity } : line,
          )
        : [...project.products, { productId, number: quantity }]
      const changed = await db.projects.update((q) => q.where({ projectId }), {
        data: (record) => void (record.products = products),
      })
      return response(200).json(ok(projectDetailOut(changed ?? project)))
    }),
  ),

  http.post(
    P.delGoods,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ projectId: number; productId: number }>(request, P.delGoods)
      if (!parsed.ok) return parsed.response
      const project = projectOfMember(member.memberId, parsed.body.projectId)
      if (!project) return fail(PROJECT_MESSAGES.notFound)
      const products = project.products.filter((line) => line.productId !== parsed.body.productId)
      const changed = await db.projects.update((q) => q.where({ projectId: project.projectId }), {
        data: (record) => void (record.products = products),
      })
      return response(200).json(ok(projectDetailOut(changed ?? project)))
    }),
  ),

  http.get(
    P.regularList,
    memberOnly(({ request, response, member }) => {
      const params = new URL(request.url).searchParams
      const page = paginate(
        regularListsOf(member.memberId),
        Number(params.get('current') ?? 1),
        Number(params.get('pageSize') ?? 20),
      )
      return response(200).json(ok({ ...page, list: page.list.map(regularListOut) }))
    }),
  ),

  http.post(
    P.regularAdd,
    memberOnly(async ({ request, member }) => {
      const read = await readBodyByRules(request, P.regularAdd, saveOrderSchema)
      if (!read.ok) return read.response
      const body = read.value
      return idempotent(request, member.memberId, P.regularAdd, body, async () => {
        const order = orderOfMember(member, body.orderSn)
        if (!order) return fail(PROJECT_MESSAGES.orderNotFound)
        // one line per SKU, its quantities added up (an order may hold a SKU twice, e.g. a gift)
        const lines = new Map<number, number>()
        for (const line of order.lines)
          lines.set(line.productId, (lines.get(line.productId) ?? 0) + line.buyNum)
        const list = await db.regularLists.create({
          listId: nextId('regularLists', 'listId'),
          memberId: member.memberId,
          name: body.name.trim(),
          sourceOrderSn: order.orderSn,
          lines: [...lines].map(([productId, number]) => ({ productId, number })),
          createdAt: clock.now(),
        })
        return Response.json(ok(regularListOut(list)))
      })
    }),
  ),

  http.post(
    P.regularRename,
    memberOnly(async ({ request, response, member }) => {
      const read = await readBodyByRules(
        request,
        P.regularRename,
        regularListNameSchema.shape({ listId: number().required().integer().positive() }),
      )
      if (!read.ok) return read.response
      const list = regularListOfMember(member.memberId, read.value.listId)
      if (!list) return fail(PROJECT_MESSAGES.listNotFound)
      const changed = await db.regularLists.update((q) => q.where({ listId: list.listId }), {
        data: (record) => void (record.name = read.value.name.trim()),
      })
      return response(200).json(ok(regularListOut(changed ?? list)))
    }),
  ),

  http.post(
    P.regularDel,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ listId: number }>(request, P.regularDel)
      if (!parsed.ok) return parsed.response
      db.regularLists.delete((q) => q.where({ listId: parsed.body.listId, memberId: member.memberId }))
      return response(200).json(okEmpty())
    }),
  ),
]
