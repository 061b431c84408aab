// /buy/another/result?requestSn[&paid=1] (login needed, SPEC.md §2): the loader (request-result-loader.ts)
// reads the request; the page shows what the server says.
import { useLoaderData, useRevalidator } from 'react-router'
import { payRequestMessages } from './messages'
import type { requestResultLoader } from './request-result-loader'
import { RequestResultView } from './request-result-view'

export function RequestResultRoute() {
  const { request, paidReturn, error, canRetry } =
    useLoaderData<Awaited<ReturnType<typeof requestResultLoader>>>()
  const revalidator = useRevalidator()
  return (
    <RequestResultView
      request={request}
      paidReturn={paidReturn}
      error={error === 'missingRequestSn' ? { id: payRequestMessages.missingRequestSn.id } : error}
      onRetry={canRetry ? () => void revalidator.revalidate() : undefined}
    />
  )
}
