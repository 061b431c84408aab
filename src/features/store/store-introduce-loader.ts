// /store/introduce?vid=: the loader reads the store (closed or unknown: store-data.ts).
import type { LoaderFunctionArgs } from 'react-router'
import { loadStore, positiveParam } from './store-data'

export async function storeIntroduceLoader({ request }: LoaderFunctionArgs) {
  return loadStore(positiveParam(new URL(request.url).searchParams, 'vid'))
}
