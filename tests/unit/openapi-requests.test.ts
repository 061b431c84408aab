// The mock ships only the request side of the OpenAPI document (scripts/vite-openapi.ts, issue 14 item 3): it
// must hold every operation's parameters and request body exactly as the document does, and resolve alone. The
// parameter side, which the mock reads at start, holds the parameters and the bodies' content types, and
// resolves alone too.
import { describe, expect, it } from 'vitest'
import document from '../../openapi/marketplace.yaml?data'
import parameterSide from '../../openapi/marketplace.yaml?parameters'
import requests from '../../openapi/marketplace.yaml?requests'

type Json = Record<string, unknown>
const whole = document as { paths: Record<string, Record<string, Json>> }
const part = requests as {
  paths: Record<string, Record<string, Json>>
  components: { schemas: Json; parameters: Json }
}

const parametersPart = parameterSide as typeof part

function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((child) => refsIn(child, found))
  else if (typeof node === 'object' && node !== null) {
    const ref = (node as Json).$ref
    if (typeof ref === 'string') found.push(ref)
    Object.values(node).forEach((child) => refsIn(child, found))
  }
  return found
}

describe('the request side of the OpenAPI document', () => {
  it('keeps every operation with its parameters and request body, and none of its responses', () => {
    for (const [path, operations] of Object.entries(whole.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const kept = part.paths[path]?.[method]
        expect(kept, `${method} ${path}`).toBeDefined()
        expect(kept?.parameters, `${method} ${path}`).toEqual(operation.parameters)
        expect(kept?.requestBody, `${method} ${path}`).toEqual(operation.requestBody)
        expect(kept).not.toHaveProperty('responses')
      }
    }
  })

  it.each([
    ['request side', part],
    ['parameter side', parametersPart],
  ])('the %s resolves every reference inside itself', (_, side) => {
    const refs = refsIn(side)
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of refs) {
      const [, section, name] = /^#\/components\/(schemas|parameters)\/(.+)$/.exec(ref) ?? []
      expect(section, ref).toBeDefined()
      expect(side.components[section as 'schemas'][name!], ref).toBeDefined()
    }
  })

  it('the parameter side keeps every parameter and body content type, and no body schema', () => {
    for (const [path, operations] of Object.entries(whole.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const kept = parametersPart.paths[path]?.[method]
        expect(kept?.parameters, `${method} ${path}`).toEqual(operation.parameters)
        const content = (operation.requestBody as { content?: Json } | undefined)?.content
        expect(kept?.requestBody, `${method} ${path}`).toEqual(
          content
            ? { content: Object.fromEntries(Object.keys(content).map((type) => [type, {}])) }
            : undefined,
        )
      }
    }
    expect(Object.keys(parametersPart.components.schemas).length).toBeLessThan(
      Object.keys(part.components.schemas).length,
    )
  })
})
