// docs/screens.md says how to reach every screen of the route table (issue 25 item 9). It is read like
// tests/e2e/layout.spec.ts reads the table: from the source of src/app/router.tsx, so a route added, guarded
// differently, renamed or built later makes this test fail until the document follows.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

interface TableRoute {
  path: string
  title: string | null
  who: string
  built: boolean
}

const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8')

const MEMBER_TYPE_NAMES: Record<string, string> = {
  '1': 'personal (1)',
  '2': 'designer (2)',
  '3': 'enterprise (3)',
}

/** "visitor", "logged in" or "logged in · designer (2)": the guard of SPEC.md §6 in the document's words. */
export function whoOf(options: string): string {
  if (!/\bauth:\s*true\b/.test(options)) return 'visitor'
  const types = /memberTypes:\s*\[([^\]]*)\]/.exec(options)?.[1]
  if (!types) return 'logged in'
  const names = types
    .split(',')
    .map((type) => MEMBER_TYPE_NAMES[type.trim()] ?? `type ${type.trim()}`)
    .join(' or ')
  return `logged in · ${names}`
}

function routeTitles(): Map<string, string> {
  const source = read('src/app/route-titles.ts')
  const titles = new Map<string, string>()
  for (const match of source.matchAll(
    /(\w+):\s*\{\s*id:\s*'[^']+',\s*defaultMessage:\s*(['"])(.*?)\2,?\s*\}/g,
  ))
    titles.set(match[1]!, match[3]!)
  return titles
}

/** The route table `screens` of src/app/router.tsx: each `screen(path, title, options)` and each plain route. */
export function routeTable(): TableRoute[] {
  const source = read('src/app/router.tsx')
  const start = source.indexOf('export const screens')
  const end = source.indexOf('\n]\n', start)
  expect(start, 'the route table `screens` in src/app/router.tsx').toBeGreaterThan(-1)
  const table = source.slice(start, end)
  const titles = routeTitles()
  const routes: TableRoute[] = []
  const entry =
    /\bscreen\(\s*'([^']+)',\s*routeTitles\.(\w+)(?:,\s*(\{[^}]*\}))?\s*,?\s*\)|\{\s*path:\s*'([^']+)'/g
  for (const match of table.matchAll(entry)) {
    if (match[4]) {
      routes.push({ path: match[4], title: null, who: 'logged in', built: true })
      continue
    }
    const options = match[3] ?? ''
    routes.push({
      path: match[1]!,
      title: titles.get(match[2]!) ?? `missing title ${match[2]}`,
      who: whoOf(options),
      built: /\blazy:/.test(options),
    })
  }
  // every route the e2e layout check counts (same expression as its routeTablePaths) is understood here
  const paths = [...table.matchAll(/(?:\bscreen\(\s*|\bpath:\s*)'([^']+)'/g)].map((match) => match[1])
  expect(routes.map((route) => route.path)).toEqual(paths)
  return routes
}

/** The rows of docs/screens.md whose first cell is a route: path → [title, who, how to reach]. */
function documentedRows(): Map<string, string[]> {
  const rows = new Map<string, string[]>()
  for (const line of read('docs/screens.md').split('\n')) {
    const match = /^\|\s*`\/([^`]+)`\s*\|(.*)\|\s*$/.exec(line)
    if (!match) continue
    expect(rows.has(match[1]!), `docs/screens.md lists /${match[1]} twice`).toBe(false)
    rows.set(
      match[1]!,
      match[2]!.split('|').map((cell) => cell.trim()),
    )
  }
  return rows
}

describe('docs/screens.md', () => {
  const routes = routeTable()
  const rows = documentedRows()

  it('reads the whole route table (about 150 routes of SPEC.md §2)', () => {
    expect(routes.length).toBeGreaterThan(140)
  })

  it.each(routes.map((route) => [route.path, route] as const))(
    'documents /%s with its title, its guard and whether it is built',
    (path, route) => {
      const row = rows.get(path)
      expect(row, `docs/screens.md has no row for /${path}`).toBeDefined()
      const [title, who, howTo] = row!
      if (route.title !== null) expect(title, `title of /${path}`).toBe(route.title)
      expect(who, `who may open /${path}`).toBe(route.who)
      expect(howTo, `how to reach /${path}`).not.toBe('')
      const upgradeNote = howTo!.includes('Función en actualización')
      expect(upgradeNote, `/${path} is ${route.built ? 'built' : 'not built yet'}`).toBe(!route.built)
    },
  )

  it('lists no route that the table lacks', () => {
    const known = new Set(routes.map((route) => route.path))
    expect([...rows.keys()].filter((path) => !known.has(path))).toEqual([])
  })

  it('words a guard as the document does', () => {
    expect(whoOf('{ lazy: lazy.index }')).toBe('visitor')
    expect(whoOf('{ auth: true, lazy: lazy.cart }')).toBe('logged in')
    expect(whoOf('{ auth: true, memberTypes: [1, 3] }')).toBe('logged in · personal (1) or enterprise (3)')
  })
})
