// `*.yaml?data` and `*.yaml?requests` imports: the document, or its request side, parsed at build time
// (scripts/vite-openapi.ts).
declare module '*.yaml?data' {
  const data: unknown
  export default data
}
declare module '*.yaml?requests' {
  const data: unknown
  export default data
}
