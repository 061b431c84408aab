// One screen's lazy modules for the route table (SPEC.md §2, router.tsx): its route component
// and, for a screen that reads data, its loader in a module of its own. The router loads both at once, so the
// request starts as soon as the small loader chunk is in, not after the screen's chunk (view, machines,
// forms) has downloaded (issue 14 item 3, docs/decisions/009-route-loader-modules.md). A loader module never
// imports its screen's view or route (src/app/screen-modules.test.ts). Each `import()` is written out so that
// Vite keeps every screen, and every loader, in its own chunk.
import type { ComponentType } from 'react'
import type { LoaderFunction } from 'react-router'

export interface ScreenModules {
  Component: () => Promise<ComponentType>
  loader?: () => Promise<LoaderFunction>
}

/** The names of a module's exports whose values are a T. */
export type ExportOf<M, T> = { [K in keyof M]: M[K] extends T ? K : never }[keyof M]

/** A screen's route component and, when it reads data, its loader: each from its own lazily imported module. */
export function screenModules<C, L>(
  component: () => Promise<C>,
  componentName: ExportOf<C, ComponentType>,
  loader?: () => Promise<L>,
  loaderName?: ExportOf<L, LoaderFunction>,
): ScreenModules {
  return {
    Component: () => component().then((module) => module[componentName] as ComponentType),
    ...(loader && loaderName !== undefined
      ? { loader: () => loader().then((module) => module[loaderName] as LoaderFunction) }
      : {}),
  }
}
