// Server HTML of the content screens, sanitised (issue 4). Apart from content-nav.tsx so that only the
// screens that show server HTML load DOMPurify (issue 14 item 3).
import { sanitizeHtml } from '../../lib/sanitize-html'

/**
 * Server HTML, always through sanitizeHtml (issue 4). `demote` lowers its headings one level when the page
 * already spends h2 on the document's own title (the agreement page shows two documents).
 */
export function ServerHtml({
  html,
  className,
  demote = false,
}: {
  html: string
  className?: string
  demote?: boolean
}) {
  const clean = sanitizeHtml(html)
  const markup = demote
    ? clean.replace(
        /<(\/?)h([2-5])\b/g,
        (_, slash: string, level: string) => `<${slash}h${Number(level) + 1}`,
      )
    : clean
  return (
    <div className={`rich-text ${className ?? ''}`.trim()} dangerouslySetInnerHTML={{ __html: markup }} />
  )
}
