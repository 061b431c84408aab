// The route table's lazy screens (src/app/screen-modules.ts): Inquiries, quotes and their contracts (both sides), and tenders (issue 28 items 1 and 2).
import type { ComponentType } from 'react'
import { screenModules, type ExportOf } from './screen-module'

// issue 28 item 1: inquiries and quotes (RFQ); their contracts are the contract screens'
export const rfqLanding = screenModules(() => import('../features/rfq/rfq-landing-view'), 'RfqLandingView')
export const inquiryPublish = screenModules(
  () => import('../features/rfq/inquiry-publish-route'),
  'InquiryPublishRoute',
)
export const inquiryList = screenModules(() => import('../features/rfq/rfq-list-routes'), 'InquiryListRoute')
export const quoteList = screenModules(() => import('../features/rfq/rfq-list-routes'), 'QuoteListRoute')
export const inquiryDetail = screenModules(
  () => import('../features/rfq/rfq-detail-routes'),
  'InquiryDetailRoute',
)
export const quoteDetail = screenModules(
  () => import('../features/rfq/rfq-detail-routes'),
  'QuoteDetailRoute',
)
// issue 28 item 1: the supplier's side (/inquiry/supplier/*)
export const supplierInquiry = screenModules(
  () => import('../features/rfq/supplier-routes'),
  'SupplierInquiryRoute',
)
export const supplierQuote = screenModules(
  () => import('../features/rfq/supplier-routes'),
  'SupplierQuoteRoute',
)
export const supplierInitContract = screenModules(
  () => import('../features/contracts/supplier-contract-route'),
  'SupplierInitContractRoute',
)
export const supplierContractInfo = screenModules(
  () => import('../features/contracts/supplier-contract-route'),
  'SupplierContractInfoRoute',
)
export const quoteContracts = screenModules(
  () => import('../features/contracts/quote-contracts-route'),
  'QuoteContractsRoute',
)
// issue 28 item 2: tenders (licitaciones)
const tenderRoutes = () => import('../features/tenders/tender-routes')
const tenders = (name: ExportOf<Awaited<ReturnType<typeof tenderRoutes>>, ComponentType>) =>
  screenModules(tenderRoutes, name)
export const tenderHall = tenders('TenderHallRoute')
export const tenderMore = tenders('TenderMoreRoute')
export const tenderFinished = tenders('TenderFinishedRoute')
export const tenderDetail = tenders('TenderDetailRoute')
export const tenderWinNotice = tenders('TenderWinNoticeRoute')
export const tenderTerminationNotice = tenders('TenderTerminationNoticeRoute')
export const tenderOpening = tenders('TenderOpeningRoute')
export const tenderWonList = tenders('TenderWonListRoute')
export const tenderTerminatedList = tenders('TenderTerminatedListRoute')
export const memberTenders = tenders('MemberTenderRoute')
export const tenderInvitations = tenders('TenderInvitationRoute')
