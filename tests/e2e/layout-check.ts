// A layout check run inside the page (checkLayout of layout-settled.ts evaluates it). The rem base is a tenth of the
// window width (src/app/use-rem-base.ts), so a stylesheet that treats rem as 16 px makes text 100+ px tall and
// pages wider than the window while the accessibility tree, which every other e2e test reads, stays the same.
// The check therefore measures what the browser laid out: page overflow, text outside the type scale, and
// controls hidden under fixed or sticky chrome. It returns every violation it finds, so one run shows them all.
//
// The function must stay self-contained: Playwright serialises its source into the page, so it may use no
// imports and no helpers from this module's scope (only what is declared inside its body).

/** The smallest and largest sizes of the design tokens' type scale (12, 13, 14, 16, 18, 22, 28 px). */
export const MIN_FONT_PX = 12
export const MAX_FONT_PX = 28

export interface LayoutCheckOptions {
  /** Elements (and their subtrees) that are not part of the shipped app, e.g. the mock build's own panel. */
  ignore?: string
  minFontPx?: number
  maxFontPx?: number
  /**
   * Also report text that runs out of its own box, and pictures the browser failed to load (issue 24 "Bad
   * input": a name with no place to break, a missing image). Off for the layout over every route, where
   * the seeded data has no such record and a picture may still be loading.
   */
  badInput?: boolean
}

export function layoutCheck(options: LayoutCheckOptions = {}): string[] {
  const minFont = options.minFontPx ?? 12
  const maxFont = options.maxFontPx ?? 28
  const ignore = options.ignore ?? ''
  const violations: string[] = []
  const seen = new Set<string>()
  const report = (message: string) => {
    if (seen.has(message)) return
    seen.add(message)
    violations.push(message)
  }

  const viewportWidth = window.innerWidth
  const viewportHeight = window.innerHeight
  const round = (value: number) => Math.round(value)

  const describe = (element: Element): string => {
    let name = element.tagName.toLowerCase()
    if (element.id) name += `#${element.id}`
    const classes = Array.from(element.classList).slice(0, 3)
    if (classes.length > 0) name += `.${classes.join('.')}`
    return name
  }
  // the element and its two nearest described ancestors: enough to find it in the stylesheets
  const path = (element: Element): string => {
    const parts = [describe(element)]
    let parent = element.parentElement
    while (parent && parts.length < 3 && parent !== document.body) {
      if (parent.id || parent.classList.length > 0) parts.unshift(describe(parent))
      parent = parent.parentElement
    }
    return parts.join(' > ')
  }
  const ownText = (element: Element): string => {
    let text = ''
    for (const node of Array.from(element.childNodes)) {
      if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? ''
    }
    return text.replace(/\s+/g, ' ').trim()
  }
  const isIgnored = (element: Element) => ignore !== '' && element.closest(ignore) !== null

  // A 1 px box that clips its content is the visually-hidden pattern (.visually-hidden): its text is read by
  // screen readers but never drawn, so its size is irrelevant here.
  const clipsToNothing = (element: Element, style: CSSStyleDeclaration) => {
    const clipped =
      style.overflow === 'hidden' ||
      (style.clip !== '' && style.clip !== 'auto') ||
      (style.clipPath !== '' && style.clipPath !== 'none')
    if (!clipped) return false
    const box = element.getBoundingClientRect()
    return box.width <= 1 && box.height <= 1
  }
  const hiddenCache = new Map<Element, boolean>()
  // opacity and the visually-hidden clip are inherited visually but not by computed style: walk the ancestors
  const hiddenByAncestors = (element: Element | null): boolean => {
    if (!element || element === document.documentElement) return false
    const cached = hiddenCache.get(element)
    if (cached !== undefined) return cached
    const style = getComputedStyle(element)
    const hidden =
      Number(style.opacity) === 0 ||
      clipsToNothing(element, style) ||
      hiddenByAncestors(element.parentElement)
    hiddenCache.set(element, hidden)
    return hidden
  }
  const isVisible = (element: Element, style: CSSStyleDeclaration) => {
    if (element.getClientRects().length === 0) return false
    const box = element.getBoundingClientRect()
    if (box.width === 0 && box.height === 0) return false
    if (style.visibility === 'hidden' || style.visibility === 'collapse') return false
    return !hiddenByAncestors(element)
  }

  // 1. Horizontal overflow of the page
  const scrollWidth = document.documentElement.scrollWidth
  if (scrollWidth > viewportWidth + 1) {
    const scrollX = window.scrollX
    const rightEdge = (box: DOMRect) => box.right + scrollX
    const sticksOut = (box: DOMRect) => rightEdge(box) > viewportWidth + 1
    // A box that scrolls or clips its content keeps it from widening the page, but only for what it contains
    // as a containing block: an absolutely positioned descendant (a .visually-hidden label in a table) escapes
    // every unpositioned scroll box on the way.
    const clippedCache = new Map<Element, boolean>()
    const clipped = (element: Element): boolean => {
      const cached = clippedCache.get(element)
      if (cached !== undefined) return cached
      let position = getComputedStyle(element).position
      let result = position === 'fixed'
      for (let parent = element.parentElement; !result && parent && parent !== document.body;) {
        const style = getComputedStyle(parent)
        const contains = position !== 'absolute' || style.position !== 'static' || style.transform !== 'none'
        if (contains) {
          if (style.overflowX !== 'visible' && !sticksOut(parent.getBoundingClientRect())) result = true
          position = style.position
          if (position === 'fixed') result = true
        }
        parent = parent.parentElement
      }
      clippedCache.set(element, result)
      return result
    }
    const widens = (element: Element) =>
      !isIgnored(element) && sticksOut(element.getBoundingClientRect()) && !clipped(element)
    const culprits: { name: string; right: number; width: number }[] = []
    const all = Array.from(document.body.querySelectorAll('*'))
    for (const element of all) {
      if (!widens(element)) continue
      // where the overflow starts: this box widens the page and its parent does not
      const parent = element.parentElement
      if (parent && parent !== document.body && widens(parent)) continue
      const box = element.getBoundingClientRect()
      culprits.push({ name: path(element), right: rightEdge(box), width: box.width })
    }
    // text wider than its own box (a long word in huge type) widens the page while every box fits
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || (node.textContent ?? '').trim() === '' || isIgnored(parent)) continue
      range.selectNodeContents(node)
      const box = range.getBoundingClientRect()
      if (!sticksOut(box) || widens(parent) || clipped(parent)) continue
      culprits.push({ name: `text of ${path(parent)}`, right: rightEdge(box), width: box.width })
    }
    // when every box up to the body sticks out (a min-width on a wrapper), the widest ones are the best lead
    if (culprits.length === 0) {
      for (const element of all) {
        if (!widens(element)) continue
        const box = element.getBoundingClientRect()
        culprits.push({ name: path(element), right: rightEdge(box), width: box.width })
      }
    }
    culprits.sort((a, b) => b.right - a.right)
    const widest = culprits
      .slice(0, 4)
      .map(({ name, right, width }) => `${name} (${round(width)} px wide, right edge ${round(right)})`)
    report(
      `overflow: page is ${scrollWidth - viewportWidth} px wider than the ${viewportWidth} px window` +
        (widest.length > 0 ? `; widest: ${widest.join('; ')}` : ''),
    )
  }

  // 2. Text outside the type scale
  const controls = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'])
  const textlessInputs = new Set(['checkbox', 'radio', 'range', 'color', 'hidden', 'image'])
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const isControl =
      controls.has(element.tagName) &&
      !(element instanceof HTMLInputElement && textlessInputs.has(element.type))
    const text = ownText(element)
    if (!isControl && text === '') continue
    if (isIgnored(element)) continue
    const style = getComputedStyle(element)
    if (!isVisible(element, style)) continue
    const size = parseFloat(style.fontSize)
    if (size >= minFont - 0.01 && size <= maxFont + 0.01) continue
    const label =
      text || (element as HTMLInputElement).placeholder || (element as HTMLInputElement).value || ''
    report(
      `text ${round(size * 10) / 10} px (type scale ${minFont}–${maxFont}): ${path(element)}` +
        (label ? ` "${label.slice(0, 40)}"` : ''),
    )
  }

  // 3. Controls and headings hidden under fixed or sticky chrome, at the top of the page and at its end. A
  // modal dialog covers the page on purpose: not judged while one is open.
  const modalOpen = Array.from(
    document.querySelectorAll('[aria-modal="true"], dialog[open], [role="dialog"], [role="alertdialog"]'),
  ).some((dialog) => dialog.getClientRects().length > 0 && !isIgnored(dialog))
  const main = document.querySelector('main')
  if (!modalOpen && main) {
    const chrome = Array.from(document.body.querySelectorAll('*')).filter((element) => {
      if (isIgnored(element)) return false
      const position = getComputedStyle(element).position
      return position === 'fixed' || position === 'sticky'
    })
    const fixed = chrome.filter((element) => getComputedStyle(element).position === 'fixed')
    const targets = Array.from(
      main.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], h1, h2, h3',
      ),
    ).filter((target) => {
      // a control that travels with the window is not judged against the page it floats over
      if (isIgnored(target) || fixed.some((box) => box.contains(target))) return false
      return isVisible(target, getComputedStyle(target))
    })
    const startY = window.scrollY
    const endY = document.documentElement.scrollHeight - viewportHeight
    const positions = endY > startY + 1 ? [startY, endY] : [startY]
    for (const y of positions) {
      window.scrollTo({ left: window.scrollX, top: y, behavior: 'instant' })
      const atTop = window.scrollY <= 0
      const atEnd = window.scrollY >= endY - 1
      for (const target of targets) {
        const box = target.getBoundingClientRect()
        const x = box.left + box.width / 2
        const centre = box.top + box.height / 2
        if (x < 0 || centre < 0 || x >= viewportWidth || centre >= viewportHeight) continue
        const top = document.elementFromPoint(x, centre)
        if (!top || target.contains(top)) continue
        // a sticky bar may hold the target itself (the cart's totals bar): only chrome around something else
        const cover = chrome.find((element) => element.contains(top) && !element.contains(target))
        if (!cover) continue
        // Chrome pinned to the window's bottom edge (top edge) hides only what no further scrolling down (up)
        // brings out from under it: a totals bar over the rows that follow is how it is meant to work.
        const coverBox = cover.getBoundingClientRect()
        if (coverBox.bottom >= viewportHeight - 1 && coverBox.top > 1 && !atEnd) continue
        if (coverBox.top <= 1 && coverBox.bottom < viewportHeight - 1 && !atTop) continue
        const label =
          (target.textContent ?? '').replace(/\s+/g, ' ').trim() || target.getAttribute('aria-label') || ''
        report(
          `covered: ${path(target)}${label ? ` "${label.slice(0, 40)}"` : ''} at (${round(x)}, ${round(centre)})` +
            `${y === startY ? '' : ' with the page scrolled to its end'} is under ` +
            `${getComputedStyle(cover).position} ${path(cover)}`,
        )
      }
    }
    window.scrollTo({ left: window.scrollX, top: startY, behavior: 'instant' })
  }

  // 4. Bad input: text running out of its box (spilling over its neighbours, or cut off without an ellipsis),
  // and pictures that failed to load (the browser's broken-image icon instead of the app's placeholder)
  if (options.badInput) {
    const flowBoxes = new Set([
      'block',
      'flex',
      'grid',
      'inline-block',
      'inline-flex',
      'inline-grid',
      'table-cell',
      'list-item',
    ])
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (isIgnored(element) || ownText(element) === '' || controls.has(element.tagName)) continue
      const style = getComputedStyle(element)
      if (!flowBoxes.has(style.display) || !isVisible(element, style)) continue
      if (style.textOverflow === 'ellipsis' || style.overflowX === 'auto' || style.overflowX === 'scroll')
        continue
      // the visually-hidden pattern clips its text on purpose
      if (style.clip !== '' && style.clip !== 'auto') continue
      const html = element as HTMLElement
      if (html.scrollWidth <= html.clientWidth + 1) continue
      // a child box that is wider than this one is reported on its own
      const range = document.createRange()
      let textRight = 0
      const box = element.getBoundingClientRect()
      for (const node of Array.from(element.childNodes)) {
        if (node.nodeType !== Node.TEXT_NODE || (node.textContent ?? '').trim() === '') continue
        range.selectNodeContents(node)
        textRight = Math.max(textRight, range.getBoundingClientRect().right)
      }
      const spill = textRight - (box.left + html.clientLeft + html.clientWidth)
      if (spill <= 1) continue
      const how = style.overflowX === 'visible' ? 'spills' : 'is cut off'
      report(
        `text ${how} ${round(spill)} px out of its box: ${path(element)} "${ownText(element).slice(0, 40)}"`,
      )
    }
    for (const image of Array.from(document.body.querySelectorAll('img'))) {
      if (isIgnored(image) || !image.getAttribute('src') || !image.complete || image.naturalWidth > 0)
        continue
      if (!isVisible(image, getComputedStyle(image))) continue
      report(`broken image (no placeholder): ${path(image)} ${image.getAttribute('src')?.slice(0, 60) ?? ''}`)
    }
  }

  return violations
}
