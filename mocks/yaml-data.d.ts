// `*.yaml?data`, `*.yaml?requests` and `*.yaml?parameters` imports: the document, its request side or its
// parameter side, parsed at build time
// (scripts/vite-openapi.ts).
declare module '*.yaml?data' {
  const data: unknown
  export default data
}
declare module '*.yaml?requests' {
  const data: unknown
  export default data
}
declare module '*.yaml?parameters' {
  const data: unknown
  export default data
}
