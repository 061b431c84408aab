// A picture from the image host that may be missing (issue 24 "Bad input"): when it fails to load, the app's
// placeholder takes its place at the same size, never the browser's broken-image icon. The <img> stays, so
// every stylesheet that sizes it keeps doing so, and its alt text stays its name.
import { useState, type ImgHTMLAttributes } from 'react'
import placeholder from '../assets/picture-placeholder.svg'

export const PICTURE_PLACEHOLDER = placeholder

/** The source to show: `src` until it fails to load, then the placeholder (again for a new `src`). */
export function usePictureSource(src: string | undefined) {
  const [failed, setFailed] = useState<string | null>(null)
  const missing = src !== undefined && failed === src
  return {
    src: missing ? PICTURE_PLACEHOLDER : src,
    missing,
    onError: () => {
      if (src !== undefined) setFailed(src)
    },
  }
}

export type PictureProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }

export function Picture({ src, alt, className, ...rest }: PictureProps) {
  const picture = usePictureSource(src)
  return (
    <img
      {...rest}
      alt={alt}
      src={picture.src}
      onError={picture.onError}
      className={
        [className, picture.missing ? 'picture--missing' : ''].filter(Boolean).join(' ') || undefined
      }
    />
  )
}
