// Every state machine exported by a module of machines/ (test and Storybook only: the gallery and the graph
// test find a new machine without anyone listing it). A machine `.provide()`d with live actors shares its
// definition with the one it came from: it is listed once, under the name of the first module that exports it.
import type { AnyStateMachine } from 'xstate'

// test-only modules (fixtures, machines/testing) import vitest, whose expect cannot run in a Storybook build
const modules = import.meta.glob<Record<string, unknown>>(
  ['../*/*.ts', '!../**/*.test.ts', '!../**/*.fixtures.ts', '!../testing/*.ts', '!../diagram/*.ts'],
  { eager: true },
)

/** The modules the catalogue loads, as paths relative to machines/ (for the test that keeps vitest out). */
export const cataloguedModulePaths = (): string[] => Object.keys(modules).map((path) => path.slice(3))

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  'root' in value &&
  'config' in value &&
  typeof (value as { transition?: unknown }).transition === 'function'

export interface CataloguedMachine {
  /** `<folder>/<export>`, e.g. `order-lifecycle/refundMachine` */
  name: string
  folder: string
  machine: AnyStateMachine
}

/** The machines, by folder and export name; one entry per definition. */
export function allMachines(): CataloguedMachine[] {
  const seen = new Set<unknown>()
  const found: CataloguedMachine[] = []
  for (const [path, module] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    const folder = path.split('/')[1]!
    for (const [exportName, value] of Object.entries(module)) {
      if (!isMachine(value) || seen.has(value.config)) continue
      seen.add(value.config)
      found.push({ name: `${folder}/${exportName}`, folder, machine: value })
    }
  }
  return found
}
