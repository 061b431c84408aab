// Which methods the payer may use before "Pagar" (SPEC.md §5, §8), pure: the prepaid balance must cover the
// amount and credit is blocked by an overdue bill or an insufficient limit (src/schemas/payment.schema.ts
// fundsProblem, the mock's payMethod and doPay apply the same rule); a reservation order's final payment only
// from the account that paid the deposit — asked of the reservation machine itself through
// machines/order-lifecycle/lifecycle.ts (guard isSamePayer), never copied here.
import type { Message } from '../../src/api/message'
import type { PayInfo, PayMethod, PayMethodCode } from '../../src/api/payment'
import { fundsProblem, paymentMessages } from '../../src/schemas/payment.schema'
import { refusesFinalPayer, takesEventType, type PersistedLifecycle } from '../order-lifecycle/lifecycle'

/** Why a method cannot pay now, by method; a method absent here may be chosen (if the server enables it). */
export type MethodProblems = Partial<Record<PayMethodCode, Message>>

/** The reservation order's lifecycle of a final payment, as the server holds it; null for other payments. */
function finalLifecycleOf(info: PayInfo): PersistedLifecycle<'reservation'> | null {
  const lifecycle = info.orderLifecycle
  if (info.payKind !== 'final' || !lifecycle || lifecycle.kind !== 'reservation') return null
  return {
    state: lifecycle.state,
    context: lifecycle.context,
  } as unknown as PersistedLifecycle<'reservation'>
}

/** SPEC.md §5: the reservation machine would refuse this final payment from the viewer's account. */
export function isRefusedFinalPayer(info: PayInfo, viewerMemberId: number | null): boolean {
  const lifecycle = finalLifecycleOf(info)
  return lifecycle !== null && viewerMemberId !== null && refusesFinalPayer(lifecycle, viewerMemberId)
}

/**
 * "Pago por un tercero" is offered unless the viewer is the only account that may pay: a final payment whose
 * deposit the viewer paid (any other payer would be refused by the same guard).
 */
export function offersThirdParty(info: PayInfo, viewerMemberId: number | null): boolean {
  const lifecycle = finalLifecycleOf(info)
  if (lifecycle === null || viewerMemberId === null) return true
  const takesFinalPayment = takesEventType('reservation', lifecycle.state, 'finalPayment.paid')
  return !takesFinalPayment || refusesFinalPayer(lifecycle, viewerMemberId)
}

/** The problem of each listed method for this payer (the server's own `enabled` is kept by the machine). */
export function methodProblemsOf(
  info: PayInfo | null,
  methods: readonly PayMethod[],
  viewerMemberId: number | null,
): MethodProblems {
  if (!info) return {}
  const otherPayer = isRefusedFinalPayer(info, viewerMemberId)
  const problems: MethodProblems = {}
  for (const { payMethod } of methods) {
    const id = otherPayer ? paymentMessages.finalPayerOnly.id : fundsProblem(payMethod, info)
    if (id) problems[payMethod] = { id }
  }
  return problems
}
