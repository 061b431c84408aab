// The status codes of a points order (issue 12 item 5), apart from the machine: the order list's loader reads
// its tab from the URL with them and must not wait for xstate to ask (issue 14 item 3). A test checks the
// list against the states' meta (point-order.machine.test.ts).

/** Every status code, in the order of the definition (list tabs, control panel); labels: point-order.ts. */
export const POINT_ORDER_TABS = [10, 20, 30, 40, 0] as const
export type PointOrderStateCode = (typeof POINT_ORDER_TABS)[number]
