// The orderState codes (SPEC.md §4, GLOSSARY.md), apart from their labels (order-states.ts) and from the
// machines: the order list's loader reads its tab from the URL with them before it asks, without loading the
// orders dictionary or xstate (issue 14 item 3).

/** The status tabs after "Todos", in GLOSSARY.md order: every orderState code (a test checks the machines). */
export const ORDER_TABS = [10, 20, 31, 35, 30, 40, 50, 0, 60, 70] as const

export type OrderStatusCode = (typeof ORDER_TABS)[number]

export function isOrderStatusCode(value: number): value is OrderStatusCode {
  return (ORDER_TABS as readonly number[]).includes(value)
}
