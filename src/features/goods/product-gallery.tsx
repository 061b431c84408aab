// Gallery of the product page: a main image, thumbnails as buttons, and "Ampliar imagen" opening an enlarged
// view in a dialog with previous/next buttons (all reachable by keyboard).
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Dialog } from '../../components/dialog'
import { goodsDetailMessages as m } from './messages'
import { Picture } from '../../components/picture'

export interface ProductGalleryProps {
  name: string
  images: string[]
}

export function ProductGallery({ name, images }: ProductGalleryProps) {
  const intl = useIntl()
  const [index, setIndex] = useState(0)
  const [zoomed, setZoomed] = useState(false)
  const total = images.length
  const current = images[Math.min(index, total - 1)] ?? ''
  const alt = (at: number) => intl.formatMessage(m.imageAlt, { name, index: at + 1, total })
  const move = (delta: number) => setIndex((at) => (at + delta + total) % total)

  if (total === 0) return null
  return (
    <section className="gallery" aria-label={intl.formatMessage(m.gallery)}>
      <div className="gallery__main">
        <Picture src={current} alt={alt(index)} width={420} height={420} className="gallery__image" />
        <button type="button" className="button gallery__zoom" onClick={() => setZoomed(true)}>
          {intl.formatMessage(m.zoom)}
        </button>
      </div>
      <ul className="gallery__thumbs">
        {images.map((src, at) => (
          <li key={src}>
            <button
              type="button"
              className="gallery__thumb"
              aria-label={intl.formatMessage(m.thumbnail, { index: at + 1, total })}
              aria-pressed={at === index}
              onClick={() => setIndex(at)}
            >
              <Picture src={src} alt="" width={64} height={64} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={zoomed}
        title={alt(index)}
        onClose={() => setZoomed(false)}
        closeLabel={intl.formatMessage(m.close)}
        width={860}
      >
        <div className="gallery__zoomed">
          <Picture src={current} alt={alt(index)} width={800} height={800} className="gallery__large" />
          {total > 1 ? (
            <div className="gallery__nav">
              <button type="button" className="button" onClick={() => move(-1)}>
                {intl.formatMessage(m.previousImage)}
              </button>
              <button type="button" className="button" onClick={() => move(1)}>
                {intl.formatMessage(m.nextImage)}
              </button>
            </div>
          ) : null}
        </div>
      </Dialog>
    </section>
  )
}
