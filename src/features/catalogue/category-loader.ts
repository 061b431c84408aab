// /goods/category (SPEC.md §2): the loader, in its own module so the request starts with the screen's chunk
// (issue 14 item 3).
import { loadCategoryTree } from './category-tree'

export async function categoryLoader() {
  return { categories: await loadCategoryTree() }
}
