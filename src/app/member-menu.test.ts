// The member centre's menu reaches every member screen (issue 24 item 6): each built screen is in the menu or
// is a detail or step reached from one that is, and the menu names only routes of the table.
import { describe, expect, it } from 'vitest'
import { inMemberCentre, memberMenu, memberMenuPaths, reachedFromMenuScreens } from './member-menu'
import { screens, type RouteHandle } from './router'

// SPEC.md §2: /member/bid has no guard (a visitor is asked to log in on the screen), yet it is a member screen
const UNGUARDED_MEMBER_SCREENS = ['member/bid']

const built = screens.filter(
  (route) =>
    route.lazy &&
    inMemberCentre(route.path!) &&
    ((route.handle as RouteHandle).auth || UNGUARDED_MEMBER_SCREENS.includes(route.path!)),
)

describe('the member centre menu', () => {
  it('names only routes of the table', () => {
    const paths = new Set(screens.map((route) => route.path))
    for (const path of memberMenuPaths) expect(paths.has(path), path).toBe(true)
    for (const path of Object.keys(reachedFromMenuScreens)) expect(paths.has(path), path).toBe(true)
  })

  it('reaches every built member screen, directly or through a screen it links', () => {
    const menu = new Set(memberMenuPaths)
    const missing = built
      .map((route) => route.path!)
      .filter((path) => !menu.has(path) && !(path in reachedFromMenuScreens))
    expect(missing).toEqual([])
  })

  it('shows built screens only, with the member types their guard allows', () => {
    const groups = memberMenu(screens)
    const items = groups.flatMap((group) => group.items)
    const builtPaths = new Set(built.map((route) => `/${route.path}`))
    for (const item of items) expect(builtPaths.has(item.to), item.to).toBe(true)
    expect(items.map((item) => item.to)).toEqual(expect.arrayContaining(['/member/wallet', '/shopping/card']))
    expect(groups.every((group) => group.items.length > 0)).toBe(true)
  })
})
