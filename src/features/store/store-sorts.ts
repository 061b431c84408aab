// The sorts of a store's goods (issue 4 item 5): read from the URL by the loader, named by the view.
export const STORE_SORTS = [0, 1, 3, 4, 5] as const
export type StoreSort = (typeof STORE_SORTS)[number]
