// The control panel's jump menu (issue 24 item 6): the panel holds a dozen sections, used all day by developers,
// in one scrolling column. The menu names each section by its own heading and scrolls to it, so the panel's
// sections are listed once, by the sections themselves, whichever are present.
import { useEffect, useState, type RefObject } from 'react'
import { useIntl } from 'react-intl'
import { panelMessages as m } from './messages'

interface Entry {
  id: string
  text: string
}

const headingsOf = (panel: HTMLElement): Entry[] =>
  [...panel.querySelectorAll<HTMLHeadingElement>(':scope > section > h3[id]')].map((heading) => ({
    id: heading.id,
    text: heading.textContent ?? '',
  }))

export function JumpMenu({ panel }: { panel: RefObject<HTMLElement | null> }) {
  const intl = useIntl()
  const [entries, setEntries] = useState<Entry[]>([])
  useEffect(() => {
    const element = panel.current
    if (!element) return
    const read = () => setEntries(headingsOf(element))
    read()
    // a section that loads its data later may draw its heading later
    const observer = new MutationObserver(read)
    observer.observe(element, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [panel])

  function jump(id: string) {
    const element = panel.current
    const heading = document.getElementById(id)
    if (!element || !heading) return
    heading.tabIndex = -1
    // below the panel's sticky title and menu, which would otherwise cover the heading
    const covered = element.querySelector<HTMLElement>('.mock-panel__top')?.offsetHeight ?? 0
    element.scrollTo?.({ top: heading.offsetTop - covered - 8 })
    heading.focus({ preventScroll: true })
  }

  return (
    <nav className="mock-panel__jump" aria-label={intl.formatMessage(m.sections)}>
      {entries.map((entry) => (
        <button key={entry.id} type="button" className="mock-panel__jump-link" onClick={() => jump(entry.id)}>
          {entry.text}
        </button>
      ))}
    </nav>
  )
}
