// The heading of a result that replaces a form (issue 24 item 6): "Cuenta creada", "Pago realizado"… A long
// form leaves the buyer scrolled far below where its short result is drawn, looking at a blank area and the
// footer. On mount the heading scrolls to the top of the window and takes the focus, so sighted buyers see
// the result and screen readers read it.
import { useEffect, useRef, type ReactNode } from 'react'

export function ResultHeading({ id, children }: { id?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    const heading = ref.current
    if (!heading) return
    heading.focus({ preventScroll: true })
    // jsdom has no scrolling
    heading.scrollIntoView?.({ block: 'start' })
  }, [])
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className="result-heading">
      {children}
    </h1>
  )
}
