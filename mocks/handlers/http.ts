// The typed `http` of every mock handler: paths, bodies and answers are checked against the OpenAPI types
// at compile time. `*` lets the mock answer whatever origin VITE_API_BASE_URL points at.
// Every handler made with it first answers what the real server answers before any endpoint logic: a bearer
// that logout ended gets state 266 on any call (SPEC.md §4, §8), and a query or header parameter outside the
// bounds the contract documents gets the error envelope (issue 15 item 5).
import { createOpenApiHttp } from 'openapi-msw'
import type { paths } from '../../src/api/schema'
import { isRevokedBearer } from '../lib/auth'
import { requestParameterProblem } from '../lib/contract'
import { fail, sessionInvalid } from '../lib/envelope'

const typed = createOpenApiHttp<paths>({ baseUrl: '*' })

type Method = 'get' | 'post'

/** What the server refuses for every endpoint alike, or null to let the handler answer. */
async function refusal(path: string, method: Method, request: Request): Promise<Response | null> {
  if (isRevokedBearer(request)) return sessionInvalid()
  const problem = await requestParameterProblem(path, method, request)
  if (problem) return fail(problem)
  return null
}

function guarded<M extends Method>(method: M): (typeof typed)[M] {
  const register = typed[method] as unknown as (
    path: string,
    resolver: (info: { request: Request }) => unknown,
    options?: unknown,
  ) => unknown
  return ((path: string, resolver: (info: { request: Request }) => unknown, options?: unknown) =>
    register(
      path,
      async (info) => (await refusal(path, method, info.request)) ?? resolver(info),
      options,
    )) as unknown as (typeof typed)[M]
}

export const http = { ...typed, get: guarded('get'), post: guarded('post') }
