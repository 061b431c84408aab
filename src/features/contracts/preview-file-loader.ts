// /previewFile?fileId= (issue 11 item 5): the loader reads the file (contract/file); an unknown file or
// another member's is a page state (SPEC.md §8). A URL naming no file is 'previewMissing', worded by the route:
// this chunk carries no dictionary (issue 14 item 3).
import type { LoaderFunctionArgs } from 'react-router'
import { getContractFile, type ContractFileContent } from '../../api/contracts'
import { ApiError, errorMessageOf, type ErrorMessage } from '../../api/errors'

const POSITIVE_INTEGER = /^[1-9]\d{0,8}$/

export async function previewFileLoader({ request }: LoaderFunctionArgs): Promise<{
  file: ContractFileContent | null
  error: ErrorMessage | 'previewMissing' | null
}> {
  const id = new URL(request.url).searchParams.get('fileId') ?? ''
  if (!POSITIVE_INTEGER.test(id)) return { file: null, error: 'previewMissing' }
  try {
    return { file: await getContractFile(Number(id), { silent: true }), error: null }
  } catch (error) {
    // an unknown file or another member's is a page state (SPEC.md §8); a network failure was already toasted
    if (error instanceof ApiError && error.kind === 'state')
      return { file: null, error: errorMessageOf(error) }
    throw error
  }
}
