// I/O of the credit page (issue 12 item 4) as the paged-list flow's actors: the page of bills with the summary as
// its extra, and one bill's detail. Silent: the page shows a failure in place with a retry.
import { fromPromise } from 'xstate'
import { getCreditBill, getCreditSummary, listCreditBills, type CreditBillQuery } from '../../src/api/credit'

export const creditBillsActors = {
  listPage: fromPromise(async ({ input }: { input: CreditBillQuery }) => {
    const [summary, page] = await Promise.all([
      getCreditSummary({ silent: true }),
      listCreditBills(input, { silent: true }),
    ])
    return { ...page, extra: summary }
  }),
  readDetail: fromPromise(({ input }: { input: string | number }) =>
    getCreditBill(String(input), { silent: true }),
  ),
}
