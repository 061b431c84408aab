// I/O of the credit page (issue 12 item 4) as the paged-list flow's operations: the page of bills with the
// summary as its extra, and one bill's detail. Silent: the page shows a failure in place with a retry.
import { getCreditBill, getCreditSummary, listCreditBills, type CreditBillQuery } from '../../src/api/credit'
import type { RowId } from '../../src/flows/paged-list.machine'

export const creditBillsOperations = {
  listPage: async (query: CreditBillQuery) => {
    const [summary, page] = await Promise.all([
      getCreditSummary({ silent: true }),
      listCreditBills(query, { silent: true }),
    ])
    return { ...page, extra: summary }
  },
  readDetail: (billSn: RowId) => getCreditBill(String(billSn), { silent: true }),
}
