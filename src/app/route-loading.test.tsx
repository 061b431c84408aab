// No waterfall (issue 14 item 3): a screen's data request starts as soon as its loader's own module is in,
// while the screen's component module is still on its way; the guard (SPEC.md §6) and the 120 s limit on a
// chunk (SPEC.md §2/§9) hold for the loader's module as for the screen's.
import type { ComponentType } from 'react'
import {
  createMemoryRouter,
  type LoaderFunction,
  type LazyRouteFunction,
  type RouteObject,
} from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChunkLoadError, LAZY_SCREEN_TIMEOUT_MS } from './lazy-screen'
import { screen } from './router'

const TITLE = { id: 'route.test', defaultMessage: 'Prueba' }

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

function routerAt(url: string, route: RouteObject) {
  return createMemoryRouter([{ path: '/', children: [route, { path: 'login', element: <p>login</p> }] }], {
    initialEntries: [url],
  })
}

/** The object form of `lazy` that screen() builds for a screen with a loader. */
const lazyOf = (route: RouteObject) =>
  route.lazy as Exclude<RouteObject['lazy'], LazyRouteFunction<RouteObject> | undefined>

afterEach(() => {
  vi.useRealTimers()
})

describe('a screen with a loader (issue 14 item 3)', () => {
  it("starts the loader's request before the screen's component module has arrived", async () => {
    const component = deferred<ComponentType>()
    const events: string[] = []
    const route = screen('lista', TITLE, {
      lazy: {
        Component: () => component.promise.then((module) => (events.push('component'), module)),
        loader: async () => () => (events.push('request'), { items: 3 }),
      },
    })
    const router = routerAt('/lista', route)

    await vi.waitFor(() => expect(events).toEqual(['request']))
    expect(router.state.initialized).toBe(false)

    component.resolve(() => <p>lista</p>)
    await vi.waitFor(() => expect(router.state.initialized).toBe(true))
    expect(events).toEqual(['request', 'component'])
    const id = router.state.matches.at(-1)!.route.id
    expect(router.state.loaderData[id]).toEqual({ items: 3 })
    expect(router.state.errors).toBeNull()
    router.dispose()
  })

  it("sends a visitor to login from a guarded screen without calling the screen's loader", async () => {
    const loader = vi.fn<LoaderFunction>(() => ({ items: 3 }))
    const route = screen('member/lista', TITLE, {
      auth: true,
      lazy: { Component: async () => () => <p>lista</p>, loader: async () => loader },
    })
    const router = routerAt('/member/lista?page=2', route)

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe('?redirectUrl=%2Fmember%2Flista%3Fpage%3D2')
    expect(loader).not.toHaveBeenCalled()
    router.dispose()
  })

  it("fails with a chunk-load error when the loader's module has not arrived after 120 s", async () => {
    vi.useFakeTimers()
    const route = screen('lista', TITLE, {
      lazy: {
        Component: async () => () => <p>lista</p>,
        loader: () => new Promise<never>(() => undefined),
      },
    })
    const outcome = Promise.resolve(lazyOf(route)?.loader?.()).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(LAZY_SCREEN_TIMEOUT_MS)
    expect(await outcome).toBeInstanceOf(ChunkLoadError)
  })
})
