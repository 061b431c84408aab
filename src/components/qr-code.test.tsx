import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { darkRuns, QR_QUIET_ZONE, QrCode, qrMatrix } from './qr-code'

describe('QrCode', () => {
  it('is one image named by its label, drawn with SVG rectangles and no injected HTML', () => {
    const { container } = render(<QrCode value="123456" label="Código QR del código de recogida 123456" />)
    const image = screen.getByRole('img', { name: 'Código QR del código de recogida 123456' })
    expect(image.tagName.toLowerCase()).toBe('svg')
    expect(image.querySelectorAll('rect').length).toBeGreaterThan(20)
    expect(container.innerHTML).not.toContain('<img')
    expect(container.querySelector('foreignObject')).toBeNull()
  })

  it('draws exactly the dark modules of the matrix, inside a quiet zone', () => {
    const matrix = qrMatrix('123456')
    // six digits fit version 1: 21 × 21 modules
    expect(matrix.size).toBe(21)
    const { container } = render(<QrCode value="123456" label="QR" />)
    const svg = container.querySelector('svg')!
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${21 + QR_QUIET_ZONE * 2} ${21 + QR_QUIET_ZONE * 2}`)
    const painted = new Set<string>()
    for (const rect of [...svg.querySelectorAll('rect')].slice(1)) {
      const x = Number(rect.getAttribute('x')) - QR_QUIET_ZONE
      const y = Number(rect.getAttribute('y')) - QR_QUIET_ZONE
      for (let i = 0; i < Number(rect.getAttribute('width')); i++) painted.add(`${y},${x + i}`)
    }
    let dark = 0
    for (let row = 0; row < matrix.size; row++)
      for (let col = 0; col < matrix.size; col++) {
        if (matrix.isDark(row, col)) dark++
        expect(painted.has(`${row},${col}`)).toBe(matrix.isDark(row, col))
      }
    expect(painted.size).toBe(dark)
  })

  it('has the three finder patterns of a QR code in its corners', () => {
    const matrix = qrMatrix('654321')
    const last = matrix.size - 1
    for (const [row, col] of [
      [0, 0],
      [0, last - 6],
      [last - 6, 0],
    ] as const) {
      // the 7 × 7 finder: dark ring, light ring, dark 3 × 3 centre
      expect(matrix.isDark(row, col)).toBe(true)
      expect(matrix.isDark(row + 6, col + 6)).toBe(true)
      expect(matrix.isDark(row + 1, col + 1)).toBe(false)
      expect(matrix.isDark(row + 3, col + 3)).toBe(true)
    }
  })

  it('joins neighbouring dark modules of a row into one run', () => {
    const runs = darkRuns({ size: 5, isDark: (row, col) => row === 2 && col !== 2 })
    expect(runs).toEqual([
      [2, 0, 2],
      [2, 3, 2],
    ])
  })
})
