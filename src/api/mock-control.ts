// Mock-backend-only operations (tag `mock`): used by the mock control panel, which exists only in mock builds.
import { call, client, JSON_BODY } from './client'
import type { components } from './schema'

export const getMockState = () => call('GET', client.GET('/v3/mock/front/state'))
export const advanceMockClock = (hours: number) =>
  call('POST', client.POST('/v3/mock/front/clock/advance', { body: { hours }, headers: JSON_BODY }))
export const resetMock = () => call('POST', client.POST('/v3/mock/front/reset'))
/** Issue 24 "Bad input": long names, huge amounts, many notices, an empty wallet, missing pictures. */
export const loadMockExtremeData = () => call('POST', client.POST('/v3/mock/front/extremeData'))

export type MockFault = components['schemas']['MockFault']
export const getMockFaults = () => call('GET', client.GET('/v3/mock/front/faults'))
export const injectMockFault = (fault: MockFault) =>
  call('POST', client.POST('/v3/mock/front/faults', { body: fault, headers: JSON_BODY }))
export const clearMockFaults = () => call('POST', client.POST('/v3/mock/front/faults/clear'))

// As the supplier (issue 5): wire transfers waiting for the store, and SKU prices (a stale checkout on demand).
export type PendingTransfer = components['schemas']['PendingTransfer']
export const listPendingTransfers = () => call('GET', client.GET('/v3/mock/front/payments/pendingTransfers'))
export const confirmTransfer = (paySn: string) =>
  call(
    'POST',
    client.POST('/v3/mock/front/payments/confirmTransfer', { body: { paySn }, headers: JSON_BODY }),
  )
export const rejectTransfer = (paySn: string, reason: string) =>
  call(
    'POST',
    client.POST('/v3/mock/front/payments/rejectTransfer', { body: { paySn, reason }, headers: JSON_BODY }),
  )
export const setProductPrice = (productId: number, price: number) =>
  call('POST', client.POST('/v3/mock/front/goods/price', { body: { productId, price }, headers: JSON_BODY }))

// As the platform (issue 11): the outbox of every email and SMS, and the accounts under review.
export type MockOutboxMessage = components['schemas']['MockOutboxMessage']
export type MockReviewRow = components['schemas']['MockReviewRow']
export const listMockOutbox = () => call('GET', client.GET('/v3/mock/front/outbox'))
export const listMockReviews = () => call('GET', client.GET('/v3/mock/front/members/review'))
/** Silent: the panel shows a refusal next to the account itself. */
export const mockReviewAction = (memberId: number, decision: 'approve' | 'reject') =>
  call(
    'POST',
    client.POST('/v3/mock/front/members/review/act', { body: { memberId, decision }, headers: JSON_BODY }),
    { silent: true },
  )

// As the platform (issue 12 item 3): every top-up card with its PIN and use, for testers of /shopping/card.
export type MockRechargeCard = components['schemas']['MockRechargeCard']
export const listMockRechargeCards = () => call('GET', client.GET('/v3/mock/front/rechargeCards'))
// As the platform (issue 12 item 2): top-ups by wire transfer waiting for confirmation.
export type MockRecharge = components['schemas']['MockRecharge']
export const listMockRecharges = () => call('GET', client.GET('/v3/mock/front/recharges'))
/** Silent: the panel shows a refusal next to the top-up itself. */
export const mockRechargeAction = (rechargeSn: string, decision: 'confirm' | 'reject', reason?: string) =>
  call(
    'POST',
    client.POST('/v3/mock/front/recharges/act', {
      body: { rechargeSn, decision, ...(reason ? { reason } : {}) },
      headers: JSON_BODY,
    }),
    { silent: true },
  )

// As the platform (issue 12 item 5): every member's points orders; ship one that waits for shipment.
export type MockPointOrder = components['schemas']['MockPointOrderListEnvelope']['data'][number]
export const listMockPointOrders = () => call('GET', client.GET('/v3/mock/front/pointOrders'))
/** Silent: the panel shows a refusal next to the order itself. */
export const shipMockPointOrder = (orderSn: string) =>
  call('POST', client.POST('/v3/mock/front/pointOrders/ship', { body: { orderSn }, headers: JSON_BODY }), {
    silent: true,
  })

// As the supplier (issue 28 item 3): every member's sample applications; approve, reject or ship one.
export type MockSampleApply = components['schemas']['MockSampleApplyListEnvelope']['data'][number]
export const listMockSampleApplies = () => call('GET', client.GET('/v3/mock/front/sampleApplies'))
/** Silent: the panel shows a refusal next to the application itself. */
export const actOnMockSampleApply = (applySn: string, action: 'approve' | 'reject' | 'ship') =>
  call(
    'POST',
    client.POST('/v3/mock/front/sampleApplies/act', { body: { applySn, action }, headers: JSON_BODY }),
    {
      silent: true,
    },
  )

// As the platform (issue 27 item 5): every member's designer applications; approve one (the member becomes a
// designer) or reject it with a reason. Silent: the panel shows a refusal next to the application itself.
export type MockDesignerApply = components['schemas']['MockDesignerApplyListEnvelope']['data'][number]
export const listMockDesignerApplies = () => call('GET', client.GET('/v3/mock/front/designerApplies'))
export const reviewMockDesignerApply = (applyId: number, decision: 'approve' | 'reject', reason?: string) =>
  call(
    'POST',
    client.POST('/v3/mock/front/designerApplies/review', {
      body: { applyId, decision, ...(reason ? { reason } : {}) },
      headers: JSON_BODY,
    }),
    { silent: true },
  )

// As the supplier (issue 28 item 4): every designer's optimisation proposals; accept one (a few words optional) or
// decline it with a reason. Silent: the panel shows a refusal next to the proposal itself.
export type MockOptimize = components['schemas']['MockOptimizeListEnvelope']['data'][number]
export const listMockOptimizes = () => call('GET', client.GET('/v3/mock/front/optimizes'))
export const answerMockOptimize = (optimizeId: number, decision: 'accept' | 'decline', reason?: string) =>
  call(
    'POST',
    client.POST('/v3/mock/front/optimizes/answer', {
      body: { optimizeId, decision, ...(reason ? { reason } : {}) },
      headers: JSON_BODY,
    }),
    { silent: true },
  )

// As the platform (issue 27 item 4): every member's submitted authentication; approve or reject one with a reason.
export type MockMemberAuthen = components['schemas']['MockMemberAuthenListEnvelope']['data'][number]
export const listMockMemberAuthens = () => call('GET', client.GET('/v3/mock/front/memberAuthens'))
/** Silent: the panel shows a refusal next to the authentication itself. */
export const reviewMockMemberAuthen = (memberId: number, action: 'approve' | 'reject', reason?: string) =>
  call(
    'POST',
    client.POST('/v3/mock/front/memberAuthens/review', {
      body: { memberId, action, ...(reason === undefined ? {} : { reason }) },
      headers: JSON_BODY,
    }),
    { silent: true },
  )

// For the developer (issue 27 item 3): every enterprise's material codes, and deleting all of one enterprise's.
export type MockMaterialCodeOwner = components['schemas']['MockMaterialCodeOwnerListEnvelope']['data'][number]
export const listMockMaterialCodes = () => call('GET', client.GET('/v3/mock/front/materialCodes'))
/** Silent: the panel shows a refusal next to the enterprise itself. */
export const clearMockMaterialCodes = (memberId: number) =>
  call(
    'POST',
    client.POST('/v3/mock/front/materialCodes/clear', { body: { memberId }, headers: JSON_BODY }),
    { silent: true },
  )

// As the supplier (issue 28 item 1): every member's inquiries with their quotes; quote or revise (a new
// version), withdraw a quote, confirm the contract made from an accepted quote. Silent: the panel shows a
// refusal next to the inquiry itself.
export type MockInquiry = components['schemas']['MockInquiryListEnvelope']['data'][number]
export type MockQuoteInput = components['schemas']['QuoteInput']
export const listMockInquiries = () => call('GET', client.GET('/v3/mock/front/inquiries'))
export const submitMockQuote = (body: MockQuoteInput) =>
  call('POST', client.POST('/v3/mock/front/inquiries/quote', { body, headers: JSON_BODY }), { silent: true })
export const withdrawMockQuote = (quoteSn: string) =>
  call(
    'POST',
    client.POST('/v3/mock/front/inquiries/withdrawQuote', { body: { quoteSn }, headers: JSON_BODY }),
    {
      silent: true,
    },
  )
export const confirmMockQuoteContract = (contractNo: string) =>
  call(
    'POST',
    client.POST('/v3/mock/front/inquiries/confirmContract', { body: { contractNo }, headers: JSON_BODY }),
    { silent: true },
  )

// As the suppliers (issue 28 item 2): every tender with its offers (the panel sees them while sealed) and an
// offer placed on one. Silent: the panel shows a refusal (terminated, past the deadline) next to the tender.
export type MockTender = components['schemas']['MockTenderListEnvelope']['data'][number]
export type MockTenderOfferInput = components['schemas']['TenderOfferInput']
export const listMockTenders = () => call('GET', client.GET('/v3/mock/front/tenders'))
export const submitMockTenderOffer = (body: MockTenderOfferInput) =>
  call('POST', client.POST('/v3/mock/front/tenders/offer', { body, headers: JSON_BODY }), { silent: true })
