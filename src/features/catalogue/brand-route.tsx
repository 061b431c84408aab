// /brand (SPEC.md §2): brands A–Z with their goods count (getBrandList, brand-loader.ts).
import { useLoaderData } from 'react-router'
import type { brandLoader } from './brand-loader'
import { BrandView } from './brand-view'

export function BrandRoute() {
  const { brands } = useLoaderData<Awaited<ReturnType<typeof brandLoader>>>()
  return <BrandView brands={brands} />
}
