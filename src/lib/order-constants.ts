// Business constants of the order lifecycles (SPEC.md §4, §9; decision 007). The mock backend and the screens
// read the same values, so a countdown shown to the buyer is the deadline the server enforces.

/** An unpaid order (or a reservation deposit) is cancelled after 24 hours (SPEC.md §4, §9). */
export const PAYMENT_WINDOW_MS = 24 * 3_600_000
/** The buyer pays the final payment of a reservation order within 7 days of the goods being prepared. */
export const FINAL_PAYMENT_WINDOW_MS = 7 * 24 * 3_600_000
/** Receipt is confirmed automatically 7 days after the goods were delivered or picked up. */
export const RECEIPT_AUTO_CONFIRM_MS = 7 * 24 * 3_600_000
/** The deposit of a reservation order is this share of the supplier's quote (rounded to cents). */
export const DEPOSIT_SHARE = 0.3
/** Refund proof: at most 5 images (SPEC.md §5, §9). Review photos: at most 5. */
export const MAX_REFUND_IMAGES = 5
export const MAX_REVIEW_IMAGES = 5
