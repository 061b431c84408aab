// One pattern for the record numbers of the contract (orderSn, paySn, afsSn): every parameter and body field of
// those names in openapi/marketplace.yaml that carries a pattern carries RECORD_SN's.
import { describe, expect, it } from 'vitest'
import document from '../../openapi/marketplace.yaml?data'
import { isRecordSn, RECORD_SN } from './record-number'

const NAMES = new Set(['orderSn', 'paySn', 'afsSn'])

/** Every pattern the contract gives a value named orderSn, paySn or afsSn (parameters and schema properties). */
function recordNumberPatterns(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const item of node) recordNumberPatterns(item, found)
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>
    const schema = record.schema as { pattern?: string } | undefined
    if (typeof record.name === 'string' && NAMES.has(record.name) && schema?.pattern)
      found.push(schema.pattern)
    const properties = record.properties as Record<string, { pattern?: string }> | undefined
    for (const [name, property] of Object.entries(properties ?? {})) {
      if (NAMES.has(name) && property?.pattern) found.push(property.pattern)
    }
    for (const value of Object.values(record)) recordNumberPatterns(value, found)
  }
  return found
}

describe('RECORD_SN', () => {
  it('is the pattern of every record number in the contract', () => {
    const patterns = recordNumberPatterns(document)
    expect(patterns.length).toBeGreaterThan(10)
    expect(new Set(patterns)).toEqual(new Set([RECORD_SN.source]))
  })

  it('takes the seeded numbers and refuses lower case, symbols and other lengths', () => {
    expect(isRecordSn('P202603021500000001')).toBe(true)
    expect(isRecordSn('ABC123')).toBe(true)
    for (const bad of ['abc123', 'ABC12', 'A'.repeat(33), 'P2026-0001', ' P2026030215', '', 42, null]) {
      expect(isRecordSn(bad), String(bad)).toBe(false)
    }
  })
})
