// /brand (SPEC.md §2): the loader, in its own module so the request starts with the screen's chunk (issue 14
// item 3).
import { getBrandList } from '../../api/goods'

export async function brandLoader() {
  return { brands: await getBrandList() }
}
