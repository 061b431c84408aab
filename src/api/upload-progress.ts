// An upload that tells how far it is (issue 29 item 1: a picture sent in the chat over a slow link shows its
// progress). fetch cannot report what it has sent, so this is a fetch for one openapi-fetch call, built on
// XMLHttpRequest: the client's middleware (headers, token) has already run on the Request it gets. A link that
// sends nothing for REQUEST_TIMEOUT_MS fails with a TimeoutError, as every call does; a slow link that still
// moves is waited for, since a whole picture may take longer than that at 400 kbit/s.
import { REQUEST_TIMEOUT_MS } from './config'
import { TimeoutError } from './errors'

/** `sent` of `total` bytes of the request body are on their way. */
export type OnUploadProgress = (sent: number, total: number) => void

function headersOf(raw: string): Headers {
  const headers = new Headers()
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
  }
  return headers
}

/** A fetch (for openapi-fetch's per-call `fetch`) that reports the upload's progress. */
export function progressFetch(
  onProgress: OnUploadProgress,
  idleMs: number = REQUEST_TIMEOUT_MS,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = await request.blob()
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      let idle: ReturnType<typeof setTimeout> | undefined
      const settle = () => clearTimeout(idle)
      const wait = () => {
        clearTimeout(idle)
        idle = setTimeout(() => {
          xhr.onabort = null
          xhr.abort()
          reject(new TimeoutError())
        }, idleMs)
      }
      xhr.open(request.method, request.url)
      request.headers.forEach((value, key) => xhr.setRequestHeader(key, value))
      xhr.upload.onprogress = (event) => {
        wait()
        if (event.lengthComputable) onProgress(event.loaded, event.total)
      }
      xhr.onload = () => {
        settle()
        onProgress(body.size, body.size)
        resolve(
          new Response(xhr.status === 204 ? null : xhr.responseText, {
            status: xhr.status,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        )
      }
      xhr.onerror = () => {
        settle()
        reject(new TypeError('Failed to fetch'))
      }
      xhr.onabort = () => {
        settle()
        reject(new DOMException('The upload was stopped.', 'AbortError'))
      }
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true })
      wait()
      xhr.send(body)
    })
  }
}
