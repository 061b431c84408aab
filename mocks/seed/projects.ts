// Seeded projects and frequent-purchase lists (issue 27 item 6; GLOSSARY.md seeded accounts): comprador@example.com
// has three projects, one in each state of SPEC.md §4 on the mock clock's day when seeded (ended, in progress,
// not started), with SKUs of the catalogue on sale at their minimum order, and one frequent-purchase list saved
// from one of its orders; personal@example.com has a project of its own (no member reads another's).
import { db, type ProjectRecord } from '../db'
import { insertMany } from '../lib/bulk-insert'
import { mockToday } from '../lib/projects'
import { MOCK_EPOCH } from './constants'

const DAY = 24 * 60 * 60 * 1000
const shift = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)

export const SEEDED_PROJECTS = [
  { name: 'Reforma Hotel Malecón', start: -90, end: -10, description: 'Baños y cocinas de 40 habitaciones.' },
  { name: 'Obra Vedado', start: -15, end: 45, description: 'Edificio de viviendas, 12 apartamentos.' },
  { name: 'Ampliación almacén Mariel', start: 20, end: 120, description: '' },
] as const

export async function seedProjects(): Promise<void> {
  const main = db.members.findFirst((q) => q.where({ email: 'comprador@example.com' }))
  const personal = db.members.findFirst((q) => q.where({ email: 'personal@example.com' }))
  if (!main || !personal) return
  const today = mockToday()
  const openStores = new Set(
    db.stores
      .all()
      .filter((store) => store.isOpen)
      .map((store) => store.storeId),
  )
  const onSale = new Map(
    db.goods
      .all()
      .filter((goods) => goods.state === 1 && goods.stockType === 'inStock' && openStores.has(goods.storeId))
      .map((goods) => [goods.goodsId, goods]),
  )
  const skus = db.products
    .all()
    .filter(
      (product) => onSale.has(product.goodsId) && product.stock >= 2 * onSale.get(product.goodsId)!.minBuyNum,
    )
    .slice(40, 52)
    .map((product) => ({ productId: product.productId, number: onSale.get(product.goodsId)!.minBuyNum }))
  const projects: ProjectRecord[] = SEEDED_PROJECTS.map((project, i) => ({
    projectId: i + 1,
    memberId: main.memberId,
    name: project.name,
    description: project.description,
    startDate: shift(today, project.start),
    endDate: shift(today, project.end),
    products: skus.slice(i * 3, i * 3 + 3),
    createdAt: MOCK_EPOCH - (SEEDED_PROJECTS.length - i) * DAY,
  }))
  projects.push({
    projectId: projects.length + 1,
    memberId: personal.memberId,
    name: 'Casa de la playa',
    description: '',
    startDate: shift(today, -5),
    endDate: shift(today, 60),
    products: skus.slice(9, 10),
    createdAt: MOCK_EPOCH - DAY,
  })
  await insertMany(db.projects, projects)
  const order = db.orders
    .findMany((q) => q.where({ memberId: main.memberId }))
    .filter((record) => record.lines.length > 1)
    .sort((a, b) => a.createdAt - b.createdAt)[0]
  if (!order) return
  await insertMany(db.regularLists, [
    {
      listId: 1,
      memberId: main.memberId,
      name: 'Reposición mensual',
      sourceOrderSn: order.orderSn,
      lines: order.lines.map((line) => ({ productId: line.productId, number: line.buyNum })),
      createdAt: MOCK_EPOCH - 2 * DAY,
    },
  ])
}
