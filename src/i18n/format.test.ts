// The one formatter module: the glossary's money style, negative amounts and the §9 date format.
import { describe, expect, it } from 'vitest'
import { formatCount, formatCountdown, formatDateTime, formatMoney, unitFor } from './format'

describe('formatMoney', () => {
  it('writes dollars with the prefix, thousands separators and two decimals', () => {
    expect(formatMoney(1234.5)).toBe('US$ 1.234,50')
    expect(formatMoney(2000)).toBe('US$ 2.000,00')
    expect(formatMoney(99_999_999.99)).toBe('US$ 99.999.999,99')
  })

  it('puts the minus sign of a negative amount before the currency', () => {
    expect(formatMoney(-3385.35)).toBe('\u2212US$ 3.385,35')
  })

  it('writes no sign on an amount that rounds to zero', () => {
    expect(formatMoney(-0.001)).toBe('US$ 0,00')
  })
})

describe('dates and countdowns', () => {
  it('writes a date as AAAA-MM-DD HH:mm and an invalid one as nothing', () => {
    expect(formatDateTime(new Date(2026, 10, 28, 9, 5))).toBe('2026-11-28 09:05')
    expect(formatDateTime('no es una fecha')).toBe('')
  })

  it('counts down in hh:mm:ss and never below zero', () => {
    expect(formatCountdown(86_399_000)).toBe('23:59:59')
    expect(formatCountdown(-5)).toBe('00:00:00')
  })
})

describe('formatCount', () => {
  it('groups thousands from four digits on, as amounts are', () => {
    expect(formatCount(5000)).toBe('5.000')
    expect(formatCount(29_700)).toBe('29.700')
    expect(formatCount(120)).toBe('120')
    expect(formatCount(5529.25)).toBe('5.529,25')
  })

  it('writes a sign when asked, with a true minus', () => {
    expect(formatCount(1200, { signed: true })).toBe('+1.200')
    expect(formatCount(-300, { signed: true })).toBe('\u2212300')
    expect(formatCount(0, { signed: true })).toBe('0')
  })
})

describe('unitFor', () => {
  it('keeps the singular for one and pluralises the sale unit otherwise', () => {
    expect(unitFor(1, 'saco')).toBe('saco')
    expect(unitFor(100, 'saco')).toBe('sacos')
    expect(unitFor(0, 'caja')).toBe('cajas')
    expect(unitFor(2, 'par')).toBe('pares')
    expect(unitFor(3, 'unidad')).toBe('unidades')
    expect(unitFor(2, 'camión')).toBe('camiones')
    expect(unitFor(5, 'luz')).toBe('luces')
  })

  it('pluralises only the first word of a unit of several words', () => {
    expect(unitFor(10, 'saco de 50 kg')).toBe('sacos de 50 kg')
  })

  it('leaves abbreviations and symbols as they are', () => {
    expect(unitFor(20, 'kg')).toBe('kg')
    expect(unitFor(20, 'm²')).toBe('m²')
    expect(unitFor(20, 'ud.')).toBe('ud.')
    expect(unitFor(20, 'PCS')).toBe('PCS')
  })
})
