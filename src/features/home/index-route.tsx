// /index — home. Reads the category tree through the route loader.
import { useLoaderData } from 'react-router'
import { getTopCategories } from '../../api/catalogue'
import { IndexView } from './index-view'

export async function indexLoader() {
  return { categories: await getTopCategories() }
}

export function IndexRoute() {
  const { categories } = useLoaderData<Awaited<ReturnType<typeof indexLoader>>>()
  return <IndexView categories={categories} />
}
