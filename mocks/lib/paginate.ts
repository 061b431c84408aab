// Lists answer `{list, pagination}` (REFERENCE.md conventions). A page beyond the last answers the last page.
export function paginate<T>(items: T[], current: number, pageSize: number) {
  const size = [10, 20, 30, 50].includes(pageSize) ? pageSize : 20
  const last = Math.max(1, Math.ceil(items.length / size))
  const page = Math.min(Math.max(1, Math.floor(current) || 1), last)
  return {
    list: items.slice((page - 1) * size, page * size),
    pagination: { current: page, pageSize: size, total: items.length },
  }
}
