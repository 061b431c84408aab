// /goods/category (SPEC.md §2): the whole category tree of getTopCategories.
import { useLoaderData } from 'react-router'
import { loadCategoryTree } from './category-tree'
import { CategoryView } from './category-view'

export async function categoryLoader() {
  return { categories: await loadCategoryTree() }
}

export function CategoryRoute() {
  const { categories } = useLoaderData<Awaited<ReturnType<typeof categoryLoader>>>()
  return <CategoryView categories={categories} />
}
