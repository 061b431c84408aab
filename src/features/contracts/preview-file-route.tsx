// /previewFile?fileId= (login required, router guard; issue 11 item 5): reads the file (contract/file) and
// shows it in the page: a PDF framed from a blob: URL (src/components/blob-frame.tsx), an image as a data:
// URL (img-src already allows data:).
import { useMemo } from 'react'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { getContractFile, type ContractFileContent } from '../../api/contracts'
import { ApiError, errorMessageOf, type ErrorMessage } from '../../api/errors'
import { contractMessages } from './messages'
import { PreviewFileView } from './preview-file-view'

const POSITIVE_INTEGER = /^[1-9]\d{0,8}$/

export async function previewFileLoader({
  request,
}: LoaderFunctionArgs): Promise<{ file: ContractFileContent | null; error: ErrorMessage | null }> {
  const id = new URL(request.url).searchParams.get('fileId') ?? ''
  if (!POSITIVE_INTEGER.test(id)) return { file: null, error: { id: contractMessages.previewMissing.id } }
  try {
    return { file: await getContractFile(Number(id), { silent: true }), error: null }
  } catch (error) {
    // an unknown file or another member's is a page state (SPEC.md §8); a network failure was already toasted
    if (error instanceof ApiError && error.kind === 'state')
      return { file: null, error: errorMessageOf(error) }
    throw error
  }
}

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  return bytes
}

export function PreviewFileRoute() {
  const { file, error } = useLoaderData<Awaited<ReturnType<typeof previewFileLoader>>>()
  // pure: the blob is made once per file; the frame makes and releases its blob: URL (src/components/blob-frame)
  const pdf = useMemo(
    () =>
      file?.contentType === 'application/pdf'
        ? new Blob([bytesOf(file.content)], { type: 'application/pdf' })
        : null,
    [file],
  )
  const imageSrc = file && !pdf ? `data:${file.contentType};base64,${file.content}` : null
  return <PreviewFileView file={file} pdf={pdf} imageSrc={imageSrc} error={error} />
}
