// SPEC.md §9: images load when 50 % visible, with a 100 px bottom margin.
import { useEffect, useRef, useState } from 'react'

export const LAZY_IMAGE_THRESHOLD = 0.5
export const LAZY_IMAGE_ROOT_MARGIN = '0px 0px 100px 0px'

export interface LazyImageProps {
  src: string
  alt: string
  width: number
  height: number
  className?: string
}

export function LazyImage({ src, alt, width, height, className }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null)
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const node = ref.current
    if (visible || !node) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true)
          observer.disconnect()
        }
      },
      { threshold: LAZY_IMAGE_THRESHOLD, rootMargin: LAZY_IMAGE_ROOT_MARGIN },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [visible])
  return (
    <img
      ref={ref}
      src={visible ? src : undefined}
      data-src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      decoding="async"
    />
  )
}
