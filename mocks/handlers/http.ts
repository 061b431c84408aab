// The typed `http` of every mock handler: paths, bodies and answers are checked against the OpenAPI types
// at compile time. `*` lets the mock answer whatever origin VITE_API_BASE_URL points at.
import { createOpenApiHttp } from 'openapi-msw'
import type { paths } from '../../src/api/schema'

export const http = createOpenApiHttp<paths>({ baseUrl: '*' })
