// The reason lists of cancellations and refunds (listReasons, contract tag `order`). Plain data with no import
// of handlers or schemas, so the seed (mocks/seed/order-history.ts) can use it wherever the seed is loaded —
// including Playwright specs, whose Node loader cannot load the handlers' JSON and ajv imports.
import type { components } from '../../src/api/schema'

export type Reason = components['schemas']['Reason']
export type ReasonType = 104 | 105 | 106 | 107

/**
 * The reasons of each list (REFERENCE.md reason types): 104 cancel an order, 105 refund before receipt, 106
 * refund after receipt, 107 refund with return. Ids are stable: orders and refunds keep the id they chose.
 */
export const REASONS: Record<ReasonType, Reason[]> = {
  104: [
    { reasonId: 10401, content: 'Ya no necesito el pedido' },
    { reasonId: 10402, content: 'Pedí una cantidad equivocada' },
    { reasonId: 10403, content: 'Encontré un mejor precio' },
    { reasonId: 10404, content: 'La entrega tarda demasiado' },
    { reasonId: 10405, content: 'Debo cambiar la dirección o los datos del pedido' },
    { reasonId: 10406, content: 'Otro motivo' },
  ],
  105: [
    { reasonId: 10501, content: 'El proveedor no envió la mercancía a tiempo' },
    { reasonId: 10502, content: 'Ya no necesito la mercancía' },
    { reasonId: 10503, content: 'Acordé el reembolso con el proveedor' },
    { reasonId: 10504, content: 'Pedí una cantidad equivocada' },
    { reasonId: 10505, content: 'Otro motivo' },
  ],
  106: [
    { reasonId: 10601, content: 'Faltan unidades en la entrega' },
    { reasonId: 10602, content: 'La mercancía llegó dañada' },
    { reasonId: 10603, content: 'La mercancía no coincide con la descripción' },
    { reasonId: 10604, content: 'Problema de calidad' },
    { reasonId: 10605, content: 'Otro motivo' },
  ],
  107: [
    { reasonId: 10701, content: 'La mercancía llegó dañada' },
    { reasonId: 10702, content: 'La mercancía no coincide con la descripción' },
    { reasonId: 10703, content: 'Problema de calidad' },
    { reasonId: 10704, content: 'Recibí un producto equivocado' },
    { reasonId: 10705, content: 'Otro motivo' },
  ],
}

/** The reason `reasonId` of one of the lists `types`, or null. */
export function reasonOf(reasonId: unknown, types: readonly ReasonType[]): Reason | null {
  for (const type of types) {
    const found = REASONS[type].find((reason) => reason.reasonId === Number(reasonId))
    if (found) return found
  }
  return null
}
