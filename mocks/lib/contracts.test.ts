// The generated contract document writes its amount as the screens do (issue 24 item 6; GLOSSARY.md "US$ 1.234,56").
import { describe, expect, it } from 'vitest'
import type { ContractRecord } from '../db'
import { contractPdf, documentLines } from './contracts'

const contract = (amount: number): ContractRecord => ({
  contractNo: 'CB202600000099',
  memberId: 1,
  source: 'upload',
  title: 'Suministro de cemento',
  storeId: 3,
  orderSn: null,
  amount,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  state: 'pendingSignature',
  createdAt: 0,
  signedAt: null,
  signerName: null,
  history: [],
})

// every character of the PDF is one Latin-1 byte
const textOf = (bytes: Uint8Array) => String.fromCharCode(...bytes)

describe('the contract document', () => {
  it('writes the amount as "US$ 599,54", with thousands separators, in the PDF text itself', () => {
    expect(documentLines(contract(599.54), 'Importadora', 'Tienda')).toContain('Importe: US$ 599,54')
    const pdf = textOf(contractPdf(documentLines(contract(12_750.5), 'Importadora', 'Tienda')))
    expect(pdf).toContain("(Importe: US$ 12.750,50) '")
    expect(pdf).not.toMatch(/\d\.\d{2} USD/)
  })

  it('writes a negative amount with a hyphen the PDF font can draw, not a question mark', () => {
    const pdf = textOf(contractPdf(documentLines(contract(-3385.35), 'Importadora', 'Tienda')))
    expect(pdf).toContain("(Importe: -US$ 3.385,35) '")
  })
})
