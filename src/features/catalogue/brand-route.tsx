// /brand (SPEC.md §2): brands A–Z with their goods count (getBrandList).
import { useLoaderData } from 'react-router'
import { getBrandList } from '../../api/goods'
import { BrandView } from './brand-view'

export async function brandLoader() {
  return { brands: await getBrandList() }
}

export function BrandRoute() {
  const { brands } = useLoaderData<Awaited<ReturnType<typeof brandLoader>>>()
  return <BrandView brands={brands} />
}
