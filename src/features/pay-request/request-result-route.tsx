// /buy/another/result?requestSn[&paid=1] (login needed, SPEC.md §2): the loader reads the request; the page
// shows what the server says.
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router'
import { errorMessageOf } from '../../api/errors'
import { getPayRequest } from '../../api/pay-request'
import { payRequestMessages } from './messages'
import { RequestResultView } from './request-result-view'
import { REQUEST_SN } from './use-pay-request'

export async function requestResultLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const requestSn = (params.get('requestSn') ?? '').trim()
  const paidReturn = params.get('paid') === '1'
  if (!REQUEST_SN.test(requestSn))
    return {
      request: null,
      paidReturn,
      error: { id: payRequestMessages.missingRequestSn.id },
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

export function RequestResultRoute() {
  const { request, paidReturn, error, canRetry } =
    useLoaderData<Awaited<ReturnType<typeof requestResultLoader>>>()
  const revalidator = useRevalidator()
  return (
    <RequestResultView
      request={request}
      paidReturn={paidReturn}
      error={error}
      onRetry={canRetry ? () => void revalidator.revalidate() : undefined}
    />
  )
}
