// I/O of the supplier's side of an inquiry (issue 28 item 1; SPEC.md §2 /inquiry/supplier/*): the inquiry as the
// store sees it, quoting or revising, withdrawing, and the contract drafted from the accepted quote. Silent: the
// screens say a refusal next to what it concerns.
import { fromPromise } from 'xstate'
import type { ContractDetail } from '../../src/api/contracts'
import type { Quote } from '../../src/api/inquiries'
import {
  confirmSupplierContract,
  getSupplierContract,
  getSupplierDesk,
  getSupplierInquiry,
  submitSupplierQuote,
  withdrawSupplierQuote,
  type QuoteInput,
  type SupplierDesk,
  type SupplierInquiry,
} from '../../src/api/supplier-inquiries'

const silent = { silent: true }

export const supplierRfqActors = {
  getSupplierInquiry: fromPromise<SupplierInquiry, { inquirySn: string }>(({ input }) =>
    getSupplierInquiry(input.inquirySn, silent),
  ),
  submitQuote: fromPromise<Quote, { body: QuoteInput }>(({ input }) =>
    submitSupplierQuote(input.body, silent),
  ),
  withdrawQuote: fromPromise<Quote, { quoteSn: string }>(({ input }) =>
    withdrawSupplierQuote(input.quoteSn, silent),
  ),
}

export const supplierContractActors = {
  getContract: fromPromise<ContractDetail, { contractNo: string }>(({ input }) =>
    getSupplierContract(input.contractNo, silent),
  ),
  confirmContract: fromPromise<ContractDetail, { contractNo: string }>(({ input }) =>
    confirmSupplierContract(input.contractNo, silent),
  ),
}

export const supplierDeskActors = {
  getSupplierDesk: fromPromise<SupplierDesk>(() => getSupplierDesk(silent)),
}
