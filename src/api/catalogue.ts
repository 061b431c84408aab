// Operations of the `catalogue` tag.
import { call, client } from './client'
import type { components } from './schema'

export type Category = components['schemas']['Category']

export const getTopCategories = () => call('GET', client.GET('/v3/goods/front/goods/category/topCategory'))
