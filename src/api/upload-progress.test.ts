// The upload that tells its progress (issue 29 item 1): it sends the request's body and headers through
// XMLHttpRequest, reports each progress event, answers the server's response, fails as a network failure
// when the link breaks and with a TimeoutError when nothing moves for the idle time.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TimeoutError } from './errors'
import { progressFetch } from './upload-progress'

class FakeXhr {
  static last: FakeXhr | undefined
  upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null
  } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  status = 0
  responseText = ''
  opened: string[] = []
  headers: Record<string, string> = {}
  sent: Blob | null = null
  aborted = false
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.opened = [method, url]
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key] = value
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n'
  }
  send(body: Blob) {
    this.sent = body
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
}

afterEach(() => {
  FakeXhr.last = undefined
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const request = () =>
  new Request('http://api.test/v3/oss/common/upload', {
    method: 'POST',
    headers: { Authorization: 'Bearer t', 'Content-Type': 'text/plain' },
    body: 'x'.repeat(1000),
  })

async function started(promise: Promise<Response>) {
  await vi.waitFor(() => expect(FakeXhr.last?.sent).not.toBeNull())
  return promise
}

describe('progressFetch', () => {
  it('sends the body with its headers, reports progress and answers the response', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const seen: number[] = []
    const answer = progressFetch((sent, total) => seen.push(Math.round((100 * sent) / total)))(request())
    await vi.waitFor(() => expect(FakeXhr.last!.sent).not.toBeNull())
    const xhr = FakeXhr.last!
    expect(xhr.opened).toEqual(['POST', 'http://api.test/v3/oss/common/upload'])
    expect(xhr.headers).toMatchObject({ authorization: 'Bearer t', 'content-type': 'text/plain' })
    expect(xhr.sent!.size).toBe(1000)
    xhr.upload.onprogress!({ loaded: 250, total: 1000, lengthComputable: true })
    xhr.upload.onprogress!({ loaded: 700, total: 1000, lengthComputable: true })
    xhr.status = 200
    xhr.responseText = '{"state":200}'
    xhr.onload!()
    const response = await answer
    expect(seen).toEqual([25, 70, 100])
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(await response.json()).toEqual({ state: 200 })
  })

  it('fails as a network failure when the link breaks', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const answer = progressFetch(() => {})(request())
    await vi.waitFor(() => expect(FakeXhr.last!.sent).not.toBeNull())
    FakeXhr.last!.onerror!()
    await expect(answer).rejects.toBeInstanceOf(TypeError)
  })

  it('waits for a slow link that moves, and gives up on one that sends nothing for the idle time', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    vi.useFakeTimers()
    const answer = started(progressFetch(() => {}, 1000)(request()))
    await vi.waitFor(() => expect(FakeXhr.last!.sent).not.toBeNull())
    const xhr = FakeXhr.last!
    // progress every 800 ms keeps it alive past the idle time
    for (let step = 1; step <= 3; step += 1) {
      vi.advanceTimersByTime(800)
      xhr.upload.onprogress!({ loaded: step * 100, total: 1000, lengthComputable: true })
    }
    expect(xhr.aborted).toBe(false)
    vi.advanceTimersByTime(1000)
    expect(xhr.aborted).toBe(true)
    await expect(answer).rejects.toBeInstanceOf(TimeoutError)
  })
})
