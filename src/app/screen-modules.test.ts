// No waterfall (issue 14 item 3): a screen that reads data has its loader in a module of its own, and that
// module's static imports, followed to the end, reach no view, no route and none of the heavy libraries of
// the screens. Otherwise the request would start only after a part of the screen's chunk had downloaded. The
// check reads the sources (type-only imports erased, dynamic imports left lazy, as the build does).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importGraph, resolveFile, ROOT } from '../../tests/unit/import-graph'

/** The route table's files, one per area (src/app/screen-modules.ts re-exports them). */
const TABLES = readdirSync(join(ROOT, 'src/app'))
  .filter((name) => /^screen-modules-[\w-]+\.ts$/.test(name) && !name.endsWith('.test.ts'))
  .map((name) => join(ROOT, 'src/app', name))

/** Libraries a loader must not load: the screens' UI, forms, validation, machines and HTML sanitising. */
const HEAVY = ['react', 'react-dom', 'react-intl', '@xstate/react', 'xstate', 'formik', 'yup', 'dompurify']

interface Pair {
  route: string
  loader: string
}

/** The screens of the route table with a loader: their route module and their loader module. */
function screensWithLoaders(): Pair[] {
  const pattern = /import\('([^']+)'\),\s*'\w+',\s*\(\) => import\('([^']+)'\)/g
  return TABLES.flatMap((table) =>
    [...readFileSync(table, 'utf8').matchAll(pattern)].map(([, route, loader]) => ({
      route: resolveFile(table, route!)!,
      loader: resolveFile(table, loader!)!,
    })),
  )
}

describe('the loaders of the route table (issue 14 item 3)', () => {
  const pairs = screensWithLoaders()

  it('finds the screens that read data in the table', () => {
    expect(pairs.length).toBeGreaterThan(30)
  })

  it('take each loader from a module of its own, never from the route module', () => {
    for (const { route, loader } of pairs) {
      expect(relative(ROOT, loader), relative(ROOT, route)).toMatch(/^src\/features\/.+-loader\.ts$/)
      expect(loader).not.toBe(route)
    }
  })

  it.each(screensWithLoaders().map(({ loader }) => [relative(ROOT, loader)]))(
    '%s loads no view, no route and no heavy library',
    (loader) => {
      const graph = importGraph(join(ROOT, loader))
      const components = graph.files.filter((file) => file.endsWith('.tsx'))
      expect(components, 'views, routes and components (.tsx)').toEqual([])
      expect(graph.files.filter((file) => /-(route|routes|view|section)\.tsx?$/.test(file))).toEqual([])
      expect(graph.packages.filter((name) => HEAVY.includes(name))).toEqual([])
    },
  )

  // the check sees a view behind an import; and the goods list loads yup only when its price filter validates
  it('finds the view and the libraries of a route module, and no yup in the goods list', () => {
    const graph = importGraph(join(ROOT, 'src/features/catalogue/goods-list-route.tsx'))
    expect(graph.files).toContain('src/features/catalogue/goods-list-view.tsx')
    expect(graph.packages).toEqual(expect.arrayContaining(['xstate', 'formik']))
    expect(graph.packages).not.toContain('yup')
  })
})

describe('the screens of the route table (issue 14 item 3)', () => {
  // their quantity and SKU-grid rules are pure functions; yup stays with the forms and the mock
  it.each([['src/features/goods/goods-detail-route.tsx'], ['src/features/cart/cart-route.tsx']])(
    '%s loads no yup',
    (route) => {
      expect(importGraph(route).packages).not.toContain('yup')
    },
  )

  const routes = [...new Set(screensWithLoaders().map(({ route }) => relative(ROOT, route)))]

  // src/components/sanitized-html.tsx loads it when server HTML is first shown
  it.each(routes.map((route) => [route]))('%s does not bring DOMPurify with its chunk', (route) => {
    expect(importGraph(route).packages).not.toContain('dompurify')
  })

  it('the check sees DOMPurify where it is imported', () => {
    expect(importGraph('src/lib/sanitize-html.ts').packages).toContain('dompurify')
  })
})

describe('the entry (issue 14)', () => {
  // the shell runs no flow: xstate comes with the first screen that does (src/lib/flow-inspector.ts)
  it('loads none of the screens’ libraries', () => {
    const packages = importGraph('src/main.tsx').packages
    expect(packages).toContain('react-router')
    expect(packages.filter((name) => HEAVY.includes(name) && !/^react(-dom|-intl)?$/.test(name))).toEqual([])
  })
})
