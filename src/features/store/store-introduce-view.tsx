// /store/introduce — the store's presentation in full: about, certificates, photos and videos.
import { FormattedMessage } from 'react-intl'
import type { StoreDetail } from '../../api/stores'
import { storeMessages as m } from './messages'
import { AboutSection, CertificatesSection, PhotosSection, VideosSection } from './store-sections-view'

export function StoreIntroduceView({ store }: { store: StoreDetail }) {
  return (
    <div className="store-introduce">
      <h1 className="store-page__title">
        <FormattedMessage {...m.introduceTitle} values={{ name: store.storeName }} />
      </h1>
      <AboutSection html={store.aboutHtml} />
      <CertificatesSection certificates={store.certificates} />
      <PhotosSection photos={store.photos} />
      <VideosSection videos={store.videos} />
    </div>
  )
}
