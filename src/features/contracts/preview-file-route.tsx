// /previewFile?fileId= (login required, router guard; issue 11 item 5): reads the file (contract/file) and
// shows it in the page: a PDF framed from a blob: URL (src/components/blob-frame.tsx), an image as a data:
// URL (img-src already allows data:).
import { useMemo } from 'react'
import { useLoaderData } from 'react-router'
import { contractMessages } from './messages'
import type { previewFileLoader } from './preview-file-loader'
import { PreviewFileView } from './preview-file-view'

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
  return (
    <PreviewFileView
      file={file}
      pdf={pdf}
      imageSrc={imageSrc}
      error={error === 'previewMissing' ? { id: contractMessages.previewMissing.id } : error}
    />
  )
}
