// The values the goods list takes (openapi getGoodsList, SPEC.md §5, REFERENCE.md §7), as values: the list's URL
// (src/features/catalogue/goods-list-params.ts) and the mock's goods handlers read them here, and
// goods-list-values.test.ts checks them against the contract's enums. Pure: no client, so the mock can import it.
import type { operations } from './schema'

type Query = NonNullable<operations['getGoodsList']['parameters']['query']>

/** The longest keyword the search takes. */
export const KEYWORD_MAX_LENGTH = 100

/** 0 default, 1 sales, 2 reviews (most reviewed first), 3 price ascending, 4 price descending, 5 newest. */
export const GOODS_SORTS = [0, 1, 2, 3, 4, 5] as const satisfies readonly NonNullable<Query['sort']>[]

/** In-stock and reserved goods are never mixed (SPEC.md §5), in the order the facets list them. */
export const STOCK_TYPES = ['inStock', 'reserved'] as const satisfies readonly NonNullable<
  Query['stockType']
>[]

/** The product states of SPEC.md §4, in the order the facets list them. */
export const PRODUCTION_STATES = [
  'inStock',
  'semiFinished',
  'awaitingProduction',
  'inProduction',
  'inTransit',
] as const satisfies readonly NonNullable<Query['productionState']>[]
