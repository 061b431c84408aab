// Operations of the `system` tag.
import { call, client } from './client'

export async function getSettings<const K extends readonly string[]>(
  names: K,
): Promise<Record<K[number], string>> {
  const values = await call(
    'GET',
    client.GET('/v3/system/front/setting/getSettings', { params: { query: { names: names.join(',') } } }),
  )
  return Object.fromEntries(names.map((name, index) => [name, values[index] ?? ''])) as Record<
    K[number],
    string
  >
}
