// Constants of the seed that its parts share (issue 25 item 6): a leaf module, so that the seed files need not
// import mocks/seed.ts, which imports them.

/** Fixed "now" of the seeded data (2026-11-01 UTC): createdAt, arrivalAt and addedAt derive from it. */
export const MOCK_EPOCH = Date.UTC(2026, 10, 1)
/** The only goods whose detailHtml contains an onerror handler and a <script> (client sanitising probe). */
export const XSS_PROBE_GOODS_ID = 17
