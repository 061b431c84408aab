// Server HTML, sanitised (issue 4), with DOMPurify loaded when the HTML is first shown (issue 14 item 3): a
// screen's chunk no longer carries it (about 12 KB gzipped), and a product page's description, below the fold,
// no longer delays its first paint. Nothing unsanitised ever reaches the DOM: until the sanitiser is in, the
// element is empty and marked busy.
import { useEffect, useMemo, useState } from 'react'

type Sanitize = (html: string) => string

let loaded: Sanitize | null = null
let loading: Promise<Sanitize> | null = null

function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('../lib/sanitize-html').then(
    ({ sanitizeHtml }) => (loaded = sanitizeHtml),
    (error: unknown) => {
      // the link dropped before the chunk came (offline, issue 26): the next try fetches it again
      loading = null
      throw error
    },
  )
  return loading
}

/** The sanitised HTML, or null while DOMPurify loads (at once when it has loaded before). */
export function useSanitizedHtml(html: string): string | null {
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => loaded)
  useEffect(() => {
    if (sanitize) return
    let live = true
    const load = () =>
      void loadSanitizer().then(
        (done) => {
          if (live) setSanitize(() => done)
        },
        // offline, the sanitiser's chunk cannot come: the HTML stays hidden until the link returns
        () => window.addEventListener('online', load, { once: true }),
      )
    load()
    return () => {
      live = false
      window.removeEventListener('online', load)
    }
  }, [sanitize])
  return useMemo(() => (sanitize ? sanitize(html) : null), [sanitize, html])
}

export interface SanitizedHtmlProps {
  html: string
  className?: string
  /** changes the sanitised markup before it is shown (e.g. demoting headings) */
  transform?: (clean: string) => string
}

export function SanitizedHtml({ html, className, transform }: SanitizedHtmlProps) {
  const clean = useSanitizedHtml(html)
  if (clean === null) return <div className={className} aria-busy="true" />
  return (
    <div className={className} dangerouslySetInnerHTML={{ __html: transform ? transform(clean) : clean }} />
  )
}
