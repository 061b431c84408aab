// A QR code drawn as an accessible SVG (issue 6: the pickup code of an order, shown also as a QR code). The
// module matrix comes from qrcode-generator; each run of dark modules of a row is one React <rect>, so nothing
// is injected as HTML. The caller gives the accessible name (role img), e.g. "Código QR del código de recogida
// 123456": this component has no text of its own.
import { useMemo } from 'react'
import qrcode from 'qrcode-generator'

export interface QrCodeProps {
  value: string
  /** the accessible name of the image */
  label: string
  /** rendered width and height in px */
  size?: number
  className?: string
}

/** Quiet zone around the code, in modules (ISO/IEC 18004 asks for 4). */
export const QR_QUIET_ZONE = 4

export interface QrMatrix {
  size: number
  isDark: (row: number, col: number) => boolean
}

/** The module matrix of `value`: automatic version, error correction level M. */
export function qrMatrix(value: string): QrMatrix {
  const qr = qrcode(0, 'M')
  qr.addData(value)
  qr.make()
  return { size: qr.getModuleCount(), isDark: (row, col) => qr.isDark(row, col) }
}

/** Horizontal runs of dark modules: [row, first column, length]. */
export function darkRuns(matrix: QrMatrix): [number, number, number][] {
  const runs: [number, number, number][] = []
  for (let row = 0; row < matrix.size; row++) {
    let start = -1
    for (let col = 0; col <= matrix.size; col++) {
      const dark = col < matrix.size && matrix.isDark(row, col)
      if (dark && start < 0) start = col
      if (!dark && start >= 0) {
        runs.push([row, start, col - start])
        start = -1
      }
    }
  }
  return runs
}

export function QrCode({ value, label, size = 160, className }: QrCodeProps) {
  const { modules, runs } = useMemo(() => {
    const matrix = qrMatrix(value)
    return { modules: matrix.size, runs: darkRuns(matrix) }
  }, [value])
  const extent = modules + QR_QUIET_ZONE * 2
  return (
    <svg
      role="img"
      aria-label={label}
      className={className}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      {runs.map(([row, col, length]) => (
        <rect
          key={`${row}-${col}`}
          x={col + QR_QUIET_ZONE}
          y={row + QR_QUIET_ZONE}
          width={length}
          height={1}
          fill="#000000"
        />
      ))}
    </svg>
  )
}
