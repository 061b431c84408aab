// /member/invoice/info?invoiceId= (issue 11 item 5): the loader reads the invoice header.
import type { LoaderFunctionArgs } from 'react-router'
import { getInvoice } from '../../api/member-records'

const POSITIVE_INTEGER = /^[1-9]\d{0,8}$/

/** The header of `?invoiceId=`, or null when the URL names none or the server does not know it. */
export async function invoiceInfoLoader({ request }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get('invoiceId') ?? ''
  if (!POSITIVE_INTEGER.test(id)) return null
  return getInvoice(Number(id), { silent: true }).catch(() => null)
}
