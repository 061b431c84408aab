// Sections of the store home and the presentation page: about (server HTML, sanitised), presentation
// videos (the poster and title: the mock has no video host, so the UI says "Vídeo de presentación"),
// photos and certificates. The news items are store-news-items.tsx: the news list shows no server HTML and
// loads no DOMPurify (issue 14 item 3).
import { FormattedMessage, useIntl } from 'react-intl'
import type { Certificate, StoreMedia } from '../../api/stores'
import { LazyImage } from '../../components/lazy-image'
import { SanitizedHtml } from '../../components/sanitized-html'
import { storeMessages as m } from './messages'

export function AboutSection({ html }: { html: string }) {
  return (
    <section className="store-section" aria-labelledby="store-about">
      <h2 id="store-about">
        <FormattedMessage {...m.aboutTitle} />
      </h2>
      {html ? (
        // server HTML, rendered only after sanitising (issue 4)
        <SanitizedHtml className="store-about rich-text" html={html} />
      ) : (
        <p className="store-section__empty">
          <FormattedMessage {...m.emptySection} />
        </p>
      )}
    </section>
  )
}

export function VideosSection({ videos }: { videos: StoreMedia[] }) {
  const intl = useIntl()
  return (
    <section className="store-section" aria-labelledby="store-videos">
      <h2 id="store-videos">
        <FormattedMessage {...m.videosTitle} />
      </h2>
      {videos.length === 0 ? (
        <p className="store-section__empty">
          <FormattedMessage {...m.emptySection} />
        </p>
      ) : (
        <ul className="store-media">
          {videos.map((video) => (
            <li key={video.title}>
              <figure className="store-video">
                <LazyImage
                  src={video.poster ?? video.url}
                  alt={intl.formatMessage(m.videoPosterAlt, { title: video.title })}
                  width={360}
                  height={120}
                />
                <figcaption>
                  <span className="store-video__label">
                    <FormattedMessage {...m.videoLabel} />
                  </span>
                  {video.title}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function PhotosSection({ photos }: { photos: StoreMedia[] }) {
  return (
    <section className="store-section" aria-labelledby="store-photos">
      <h2 id="store-photos">
        <FormattedMessage {...m.photosTitle} />
      </h2>
      {photos.length === 0 ? (
        <p className="store-section__empty">
          <FormattedMessage {...m.emptySection} />
        </p>
      ) : (
        <ul className="store-media store-media--photos">
          {photos.map((photo) => (
            <li key={photo.title}>
              <figure>
                <LazyImage src={photo.url} alt={photo.title} width={280} height={94} />
                <figcaption>{photo.title}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function CertificatesSection({ certificates }: { certificates: Certificate[] }) {
  const intl = useIntl()
  return (
    <section className="store-section" aria-labelledby="store-certificates">
      <h2 id="store-certificates">
        <FormattedMessage {...m.certificatesTitle} />
      </h2>
      {certificates.length === 0 ? (
        <p className="store-section__empty">
          <FormattedMessage {...m.emptySection} />
        </p>
      ) : (
        <ul className="store-certificates">
          {certificates.map((certificate) => (
            <li key={certificate.name} className="store-certificate">
              <LazyImage
                src={certificate.image}
                alt={intl.formatMessage(m.certificateAlt, { name: certificate.name })}
                width={64}
                height={64}
              />
              <div>
                <h3>{certificate.name}</h3>
                <p>
                  <FormattedMessage {...m.certificateIssuer} values={{ issuer: certificate.issuer }} />
                </p>
                <p>
                  <FormattedMessage {...m.certificateValid} values={{ date: certificate.validUntil }} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
