// Server HTML of the content screens, sanitised (issue 4); DOMPurify loads when it is first shown (issue 14
// item 3, src/components/sanitized-html.tsx).
import { SanitizedHtml } from '../../components/sanitized-html'

const demoteHeadings = (clean: string) =>
  clean.replace(/<(\/?)h([2-5])\b/g, (_, slash: string, level: string) => `<${slash}h${Number(level) + 1}`)

/**
 * Server HTML, always sanitised (issue 4). `demote` lowers its headings one level when the page
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
  return (
    <SanitizedHtml
      className={`rich-text ${className ?? ''}`.trim()}
      html={html}
      transform={demote ? demoteHeadings : undefined}
    />
  )
}
