// SPEC.md §9: images load when 50 % visible, with a 100 px bottom margin.
import { useEffect, useRef, useState } from 'react'
import { usePictureSource } from './picture'

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
  // a picture missing from the image host shows the app's placeholder (./picture.tsx)
  const picture = usePictureSource(visible ? src : undefined)
  return (
    <img
      ref={ref}
      src={picture.src}
      onError={picture.onError}
      data-src={src}
      alt={alt}
      width={width}
      height={height}
      className={
        [className, picture.missing ? 'picture--missing' : ''].filter(Boolean).join(' ') || undefined
      }
      decoding="async"
    />
  )
}
