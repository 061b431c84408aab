// The numbers of the buyer's records as the API takes them: orders (orderSn), payments (paySn) and after-sales
// requests (afsSn), `^[A-Z0-9]{6,32}$` in openapi/marketplace.yaml. Screens check an address's number with it
// before asking the server, and the mock refuses a malformed one with it (record-number.test.ts reads the
// contract, so the two cannot drift).

export const RECORD_SN = /^[A-Z0-9]{6,32}$/

export const isRecordSn = (value: unknown): value is string =>
  typeof value === 'string' && RECORD_SN.test(value)
