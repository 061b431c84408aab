// SPEC.md §9: the rem base is one tenth of the window width, on a 16:9 design (an ultra-wide window is
// measured as if it were 16:9, so layouts don't balloon). Text keeps its px sizes; rem sizes scale.
import { useEffect } from 'react'

export function remBase(width: number, height: number): number {
  const designWidth = height > 0 ? Math.min(width, (height * 16) / 9) : width
  return designWidth / 10
}

export function useRemBase() {
  useEffect(() => {
    const apply = () => {
      document.documentElement.style.fontSize = `${remBase(window.innerWidth, window.innerHeight)}px`
    }
    apply()
    window.addEventListener('resize', apply)
    return () => window.removeEventListener('resize', apply)
  }, [])
}
