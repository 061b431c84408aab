// Types of e2e-env.mjs for playwright.config.ts.
export declare const HTTP_MOCK_SPEC: RegExp
export declare function httpMockPorts(env?: Record<string, string | undefined>): {
  E2E_API_PORT: string
  E2E_PROD_PORT: string
}
export declare function mockApiOrigin(env?: Record<string, string | undefined>): string
export declare function productionBuildEnv(env?: Record<string, string | undefined>): Record<string, string>
export declare function distTalksToMockApi(html: string, env?: Record<string, string | undefined>): boolean
