// Seeded designers (issue 27 item 5; SPEC.md §6 memberType 2; docs/accounts). disenador@example.com holds an
// approved certification with a portfolio and a sample application in review (/member/sample/list). Two more
// designers, who do not log in, have applied to comprador@example.com: comprador sees two applications pending,
// disenador's accepted (the authorisation /member/permission shows, 40 days ago) and one declined with its reason.
// personal@example.com has never applied, so it can apply from /applyDesigner.
import { clock } from '../clock'
import { db, type DesignerApplicationRecord, type MemberRecord } from '../db'
import { goodsImageUrl } from '../lib/image-url'
import { round2, unitPrice } from '../lib/pricing'
import { newSampleApplyRecord } from '../lib/sample-applies'
import { insertMany } from '../lib/bulk-insert'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** Designers who applied to comprador, numbered after every other member (they do not log in). */
export const SEEDED_DESIGNER_APPLICANTS = [
  {
    local: 'estudio.malecon',
    memberName: 'estudio_malecon',
    memberTrueName: 'Laura Beatriz Ortega Ramos',
    mobile: '59012345',
  },
  {
    local: 'interiores.trinidad',
    memberName: 'interiores_trinidad',
    memberTrueName: 'Ernesto Julián Díaz Peña',
    mobile: '51234567',
  },
] as const

export function withDesignerApplicants(members: MemberRecord[]): MemberRecord[] {
  const designer = members.find((member) => member.email === 'disenador@example.com')
  if (!designer) return members
  const firstId = Math.max(...members.map((member) => member.memberId)) + 1
  const applicants = SEEDED_DESIGNER_APPLICANTS.map((row, i): MemberRecord => ({
    ...designer,
    memberId: firstId + i,
    email: `${row.local}@example.com`,
    memberName: row.memberName,
    memberTrueName: row.memberTrueName,
    mobile: row.mobile,
    invoiceTitle: row.memberTrueName,
    authorisedDesigners: [],
  }))
  return [...members, ...applicants]
}

const memberBy = (email: string) => db.members.findFirst((q) => q.where({ email }))

export async function seedDesigners(): Promise<void> {
  const designer = memberBy('disenador@example.com')
  const enterprise = memberBy('comprador@example.com')
  const [laura, ernesto] = SEEDED_DESIGNER_APPLICANTS.map(({ local }) => memberBy(`${local}@example.com`))
  if (!designer || !enterprise || !laura || !ernesto) return
  // anchored like the order history, so a reseed within the hour gives the same records
  const anchor = Math.floor(clock.now() / HOUR) * HOUR
  const images = db.goods
    .all()
    .filter((goods) => goods.state === 1)
    .slice(0, 9)
    .map((goods) => goodsImageUrl(goods))
  await db.designerApplies.create({
    applyId: 1,
    memberId: designer.memberId,
    realName: designer.memberTrueName,
    specialty: 'Interiores comerciales',
    intro:
      'Diseño de tiendas, hoteles y oficinas en La Habana desde 2015: iluminación, mobiliario a medida y selección de acabados.',
    images: images.slice(0, 3),
    state: 2,
    rejectReason: null,
    createdAt: anchor - 60 * DAY,
    reviewedAt: anchor - 58 * DAY,
  })
  const application = (
    desAppId: number,
    from: MemberRecord,
    fields: Pick<DesignerApplicationRecord, 'specialty' | 'message' | 'state' | 'declineReason'>,
    daysAgo: number,
    picture: number,
  ): DesignerApplicationRecord => ({
    desAppId,
    designerId: from.memberId,
    enterpriseId: enterprise.memberId,
    images: images.slice(picture, picture + 3),
    createdAt: anchor - daysAgo * DAY,
    decidedAt: fields.state === 1 ? null : anchor - (daysAgo - 1) * DAY,
    ...fields,
  })
  await insertMany(db.designerApplications, [
    application(
      1,
      designer,
      {
        specialty: 'Interiores comerciales',
        message: 'Propongo selecciones de iluminación y mobiliario para sus proyectos hoteleros.',
        state: 2,
        declineReason: null,
      },
      41,
      0,
    ),
    application(
      2,
      ernesto,
      {
        specialty: 'Cocinas y baños',
        message: 'Quisiera proponerles revestimientos y grifería para reformas de viviendas.',
        state: 3,
        declineReason: 'Este año no compramos para reformas de viviendas.',
      },
      20,
      6,
    ),
    application(
      3,
      laura,
      {
        specialty: 'Arquitectura de interiores',
        message:
          'Trabajo con cadenas de restaurantes en Varadero y puedo proponer selecciones de sillas, mesas y lámparas para sus pedidos.',
        state: 1,
        declineReason: null,
      },
      5,
      3,
    ),
    application(
      4,
      ernesto,
      {
        specialty: 'Cocinas y baños',
        message: 'Propongo una selección de sanitarios y azulejos para sus obras de 2027.',
        state: 1,
        declineReason: null,
      },
      2,
      6,
    ),
  ])
  await seedDesignerSample(designer, anchor)
}

/** One sample application of the designer, in review, so /member/sample/list has a row (an earlier month). */
async function seedDesignerSample(designer: MemberRecord, anchor: number) {
  const store = db.stores.all().find((row) => row.isOpen)
  const goods =
    store && db.goods.findMany((q) => q.where({ storeId: store.storeId })).find((row) => row.state === 1)
  const product = goods && db.products.findFirst((q) => q.where({ goodsId: goods.goodsId }))
  if (!store || !goods || !product) return
  const price = unitPrice(product, goods, 1)
  const createdAt = anchor - 35 * DAY
  const record = newSampleApplyRecord({
    memberId: designer.memberId,
    createdAt,
    receiverName: designer.memberTrueName,
    receiverMobile: designer.mobile,
    address: 'Calle 17 No. 302, Vedado, Plaza de la Revolución, La Habana',
    remark: 'Muestra para el proyecto del hotel Malecón',
    lines: [
      {
        productId: product.productId,
        goodsId: goods.goodsId,
        goodsName: goods.goodsName,
        goodsImage: goodsImageUrl(goods),
        storeId: store.storeId,
        storeName: store.storeName,
        buyNum: 1,
        goodsPrice: price,
        subtotal: round2(price),
      },
    ],
    totalAmount: round2(price),
  })
  await db.sampleApplies.create({
    ...record,
    applySn: `SA${new Date(createdAt).toISOString().replace(/\D/g, '').slice(0, 14)}0002`,
  })
}
