// The category tree (getTopCategories) read once per page load and shared by the catalogue screens, plus
// the lookups the goods list needs: the path of a category and its child or sibling links.
import { getTopCategories, type Category } from '../../api/catalogue'
import type { CategoryNode } from './goods-list-params'

let pending: Promise<Category[]> | null = null

export function loadCategoryTree(): Promise<Category[]> {
  pending ??= getTopCategories().catch((error: unknown) => {
    pending = null
    throw error
  })
  return pending
}

const node = ({ categoryId, categoryName, grade, pid }: Category): CategoryNode => ({
  categoryId,
  categoryName,
  grade,
  pid,
})

/** Level 1 → the category, or [] when the id is not in the tree. */
export function categoryPath(tree: Category[], categoryId: number): Category[] {
  for (const category of tree) {
    if (category.categoryId === categoryId) return [category]
    const below = categoryPath(category.children ?? [], categoryId)
    if (below.length > 0) return [category, ...below]
  }
  return []
}

export function categoryContext(tree: Category[], categoryId: number | undefined) {
  const path = categoryId ? categoryPath(tree, categoryId) : []
  const current = path[path.length - 1]
  const children = current?.children ?? []
  const parent = path[path.length - 2]
  const siblings = current ? (parent ? (parent.children ?? []) : tree) : []
  return {
    breadcrumb: path.map(node),
    links: (children.length > 0 ? children : siblings).map(node),
    linksAreChildren: children.length > 0,
    popular: tree.slice(0, 8).map(node),
  }
}
