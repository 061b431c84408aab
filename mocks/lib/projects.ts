// Projects and frequent-purchase lists, written once (issue 27 item 6; SPEC.md §4 project states): a member's own
// records only (another member's answers as one that does not exist), a project's state from its period on the
// mock clock's day, and a planned line (a SKU with its quantity) as the answers show it.
import type { components } from '../../src/api/schema'
import { dayOfMs, projectStateOn } from '../../src/schemas/project-state'
import { clock } from '../clock'
import { db, type PlannedLineRecord, type ProjectRecord, type RegularListRecord } from '../db'
import { goodsImageUrl } from './image-url'
import { unitPrice } from './pricing'
import { iso } from './time'

type PlannedLine = components['schemas']['PlannedLine']
type ProjectSummary = components['schemas']['ProjectSummary']
type ProjectDetail = components['schemas']['ProjectDetail']
type RegularList = components['schemas']['RegularList']

export const PROJECT_MESSAGES = {
  notFound: 'El proyecto no existe.',
  listNotFound: 'La lista de compras frecuentes no existe.',
  orderNotFound: 'El pedido no existe.',
  productUnknown: 'El producto no existe.',
  tooManyProducts: 'Un proyecto admite como máximo 100 productos.',
} as const

/** The mock clock's day (AAAA-MM-DD, UTC), on which every project's state is read. */
export const mockToday = () => dayOfMs(clock.now())

export const projectStateOf = (project: ProjectRecord, today = mockToday()) => projectStateOn(project, today)

export const projectsOf = (memberId: number): ProjectRecord[] =>
  db.projects
    .findMany((q) => q.where({ memberId }))
    .sort((a, b) => b.createdAt - a.createdAt || b.projectId - a.projectId)

/** The member's own project, or null (another member's is not told apart from a missing one). */
export const projectOfMember = (memberId: number, projectId: unknown): ProjectRecord | null =>
  typeof projectId === 'number' && Number.isInteger(projectId)
    ? (db.projects.findFirst((q) => q.where({ projectId, memberId })) ?? null)
    : null

export const regularListsOf = (memberId: number): RegularListRecord[] =>
  db.regularLists
    .findMany((q) => q.where({ memberId }))
    .sort((a, b) => b.createdAt - a.createdAt || b.listId - a.listId)

export const regularListOfMember = (memberId: number, listId: unknown): RegularListRecord | null =>
  typeof listId === 'number' && Number.isInteger(listId)
    ? (db.regularLists.findFirst((q) => q.where({ listId, memberId })) ?? null)
    : null

/** A SKU of the catalogue with its goods and store, or null. */
export function skuOf(productId: number) {
  const product = db.products.findFirst((q) => q.where({ productId }))
  const goods = product && db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))
  const store = goods && db.stores.findFirst((q) => q.where({ storeId: goods.storeId }))
  return product && goods ? { product, goods, store: store ?? null } : null
}

export function plannedLineOut(line: PlannedLineRecord): PlannedLine | null {
  const sku = skuOf(line.productId)
  if (!sku) return null
  const { product, goods, store } = sku
  return {
    productId: product.productId,
    goodsId: goods.goodsId,
    goodsName: goods.goodsName,
    specValues: product.specValues,
    productCode: product.productCode,
    productImage: goodsImageUrl(goods),
    price: unitPrice(product, goods, goods.minBuyNum),
    minBuyNum: goods.minBuyNum,
    saleUnit: goods.saleUnit,
    stock: product.stock,
    onSale: goods.state === 1 && Boolean(store?.isOpen),
    number: line.number,
  }
}

const linesOut = (lines: PlannedLineRecord[]) =>
  lines.map(plannedLineOut).filter((line): line is PlannedLine => line !== null)

export function projectSummaryOut(project: ProjectRecord, today = mockToday()): ProjectSummary {
  return {
    projectId: project.projectId,
    name: project.name,
    description: project.description,
    startDate: project.startDate,
    endDate: project.endDate,
    state: projectStateOf(project, today),
    productCount: project.products.length,
    createTime: iso(project.createdAt),
  }
}

export const projectDetailOut = (project: ProjectRecord): ProjectDetail => ({
  ...projectSummaryOut(project),
  products: linesOut(project.products),
})

export const regularListOut = (list: RegularListRecord): RegularList => ({
  listId: list.listId,
  name: list.name,
  sourceOrderSn: list.sourceOrderSn,
  createTime: iso(list.createdAt),
  lines: linesOut(list.lines),
})
