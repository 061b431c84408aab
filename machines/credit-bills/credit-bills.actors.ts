// I/O of the credit page (issue 12 item 4): the summary with the first page of bills, and one bill's detail.
// Silent: the page shows a failure in place with a retry.
import { fromPromise } from 'xstate'
import { getCreditBill, getCreditSummary, listCreditBills, type CreditBillQuery } from '../../src/api/credit'

export const creditBillsActors = {
  loadCredit: fromPromise(async ({ input }: { input: CreditBillQuery }) => {
    const [summary, page] = await Promise.all([
      getCreditSummary({ silent: true }),
      listCreditBills(input, { silent: true }),
    ])
    return { summary, page }
  }),
  getCreditBill: fromPromise(({ input }: { input: { billSn: string } }) =>
    getCreditBill(input.billSn, { silent: true }),
  ),
}
