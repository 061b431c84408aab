// `*.yaml?data` imports: the document parsed at build time (scripts/vite-openapi.ts).
declare module '*.yaml?data' {
  const data: unknown
  export default data
}
