// /buy/another/result?requestSn[&paid=1] (SPEC.md §2): the loader reads the request. A URL without a request
// number is 'missingRequestSn', worded by the route: this chunk carries no dictionary (issue 14 item 3).
import type { LoaderFunctionArgs } from 'react-router'
import { errorMessageOf } from '../../api/errors'
import { getPayRequest, REQUEST_SN } from '../../api/pay-request'

export async function requestResultLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const requestSn = (params.get('requestSn') ?? '').trim()
  const paidReturn = params.get('paid') === '1'
  if (!REQUEST_SN.test(requestSn))
    return {
      request: null,
      paidReturn,
      error: 'missingRequestSn' as const,
      canRetry: false,
    }
  try {
    return {
      request: await getPayRequest(requestSn, { silent: true }),
      paidReturn,
      error: null,
      canRetry: true,
    }
  } catch (error) {
    return { request: null, paidReturn, error: errorMessageOf(error), canRetry: true }
  }
}
