// A frame showing a Blob held by the page (the PDF preview of /previewFile, issue 11 item 5). The blob: URL is
// made when the frame is shown and released when it goes (an effect, so StrictMode's second run makes a fresh
// one); the Content Security Policy allows frame-src blob: for it (scripts/vite-plugins.ts).
import { useEffect, useRef } from 'react'

export interface BlobFrameProps {
  blob: Blob
  /** accessible name of the frame */
  title: string
  className?: string
}

export function BlobFrame({ blob, title, className }: BlobFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    const url = URL.createObjectURL(blob)
    if (frame.current) frame.current.src = url
    return () => URL.revokeObjectURL(url)
  }, [blob])
  return <iframe ref={frame} className={className} title={title} />
}
