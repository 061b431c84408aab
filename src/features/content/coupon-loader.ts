// /coupon: the coupon centre's page (the URL holds page and limit).
import type { LoaderFunctionArgs } from 'react-router'
import { getCouponCenter } from '../../api/content'
import { pageQuery } from './page-query'

export async function couponLoader({ request }: LoaderFunctionArgs) {
  return { page: await getCouponCenter(pageQuery(new URL(request.url))) }
}
