// /goods/category (SPEC.md §2): the whole category tree of getTopCategories (category-loader.ts).
import { useLoaderData } from 'react-router'
import type { categoryLoader } from './category-loader'
import { CategoryView } from './category-view'

export function CategoryRoute() {
  const { categories } = useLoaderData<Awaited<ReturnType<typeof categoryLoader>>>()
  return <CategoryView categories={categories} />
}
