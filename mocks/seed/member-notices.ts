// Seed of the messages area (issue 11 item 6). The order, payment and refund notices of the seeded accounts
// are not written here: the replayed order history (mocks/seed/order-history.ts) writes them through the same
// code as the live mock (mocks/lib/notices.ts). Here: the account-approved notice of every approved persona,
// every notice but the newest five of a member already read (so the header count is a realistic few), and the
// platform announcements of /member/article (REFERENCE.md cms/front article).
import { clock } from '../clock'
import { db, nextId, type MemberArticleRecord } from '../db'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const APPROVED = 2
const UNREAD_KEPT = 5

export async function seedMemberNotices(): Promise<void> {
  // the current mock hour, like the order history's anchor: two seeds within the hour are identical
  const now = Math.floor(clock.now() / HOUR) * HOUR
  for (const member of db.members.all()) {
    if (member.dofipayRegisterStatus !== APPROVED) continue
    await db.memberMessages.create({
      messageId: nextId('memberMessages', 'messageId'),
      memberId: member.memberId,
      type: 'system',
      titleKey: 'msg.system.accountApproved.title',
      contentKey: 'msg.system.accountApproved.content',
      params: { memberName: member.memberName },
      link: null,
      time: now - 90 * DAY,
      isRead: true,
    })
  }
  const byMember = new Map<number, { messageId: number; time: number }[]>()
  for (const message of db.memberMessages.all()) {
    const list = byMember.get(message.memberId) ?? []
    list.push(message)
    byMember.set(message.memberId, list)
  }
  for (const list of byMember.values()) {
    list.sort((a, b) => b.time - a.time || b.messageId - a.messageId)
    for (const { messageId } of list.slice(UNREAD_KEPT))
      await db.memberMessages.update((q) => q.where({ messageId }), { data: (m) => void (m.isRead = true) })
  }
}

type Article = [
  title: string,
  category: MemberArticleRecord['category'],
  days: number,
  isTop: boolean,
  ...string[],
]

// prettier-ignore
const ARTICLES: readonly Article[] = [
  ['Horario de atención durante las fiestas de fin de año', 'notice', 2, true,
    'Del 24 de diciembre al 2 de enero el servicio al cliente atenderá de 9:00 a 15:00 (hora de La Habana).',
    'Los pedidos pagados en esas fechas se preparan con normalidad; los envíos por la ruta marítima salen según el calendario publicado.'],
  ['Nueva salida semanal de la ruta marítima China–Cuba', 'notice', 5, true,
    'Desde este mes, la ruta directa sale cada semana del puerto de Shanghái hacia el Mariel.',
    'La mercancía en tránsito puede comprarse desde la ficha de cada producto, con su fecha estimada de llegada.'],
  ['Actualización de la política de reembolsos', 'policy', 9, false,
    'El reembolso se devuelve siempre a la cuenta con la que se pagó el pedido.',
    'Puede adjuntar hasta 5 imágenes de prueba (png o jpg, menos de 1 MB cada una) y volver a solicitar un reembolso rechazado.'],
  ['Cómo pagar el saldo final de un pedido de reserva', 'guide', 12, false,
    'Cuando el proveedor prepara la mercancía, recibirá un aviso con el saldo final pendiente.',
    'El saldo final debe pagarse desde la misma cuenta que pagó el depósito; si el plazo vence, el pedido se cierra y el depósito se pierde.'],
  ['Pago por un tercero: pida a otro miembro que pague su pedido', 'guide', 16, false,
    'Desde la página de pago puede pedir a otro miembro registrado que pague en su nombre.',
    'El pagador identifica al solicitante y acepta o rechaza; usted recibe un aviso con su respuesta.'],
  ['Mantenimiento programado del servicio de pagos', 'notice', 20, false,
    'El sábado de 02:00 a 04:00 (hora de La Habana) los pagos con tarjeta bancaria pueden tardar en confirmarse.',
    'El saldo prepago, el crédito y la transferencia bancaria funcionan con normalidad.'],
  ['Despacho aduanero digital en 3-5 días', 'notice', 26, false,
    'El registro aduanero en línea reduce el despacho de 25-30 días a 3-5 días.',
    'Complete su registro aduanero desde el centro de miembros para aprovecharlo en su próximo pedido.'],
  ['Condiciones del crédito para empresas', 'policy', 33, false,
    'Una factura de crédito vencida bloquea el pago con crédito hasta que se abone.',
    'Consulte su límite disponible y sus facturas en el centro de miembros.'],
  ['Recargas del monedero con vale de recarga', 'guide', 40, false,
    'Los vales de recarga tienen un número de 19 dígitos y un PIN de 16 dígitos.',
    'El importe de una recarga va de 1 a 5000 USD.'],
  ['Nuevos almacenes en régimen de depósito en el Mariel', 'notice', 48, false,
    'Ampliamos el espacio de almacenes en régimen de depósito para entregas más rápidas.',
    'Los productos en existencia se marcan en la lista de productos.'],
  ['Normas de valoración de pedidos', 'policy', 57, false,
    'Puede valorar cada pedido completado con 1 a 5 estrellas, un texto y hasta 5 fotos.',
    'Las valoraciones ofensivas o con datos personales se retiran.'],
  ['Bienvenido al Mercado Mayorista China–Cuba', 'guide', 90, false,
    'Compare productos, pida muestras y cotizaciones, y siga sus pedidos desde el centro de miembros.',
    'Si necesita ayuda, escriba al servicio al cliente desde la pestaña flotante.'],
]

/** The platform announcements (12: two pages at 10 a page), newest first once sorted by the handler. */
export function buildMemberArticles(now: number): MemberArticleRecord[] {
  return ARTICLES.map(([title, category, days, isTop, ...paragraphs], index) => ({
    articleId: index + 1,
    title,
    summary: paragraphs[0] ?? '',
    category,
    isTop,
    contentHtml: paragraphs.map((text) => `<p>${text}</p>`).join(''),
    publishedAt: now - days * DAY,
  }))
}
