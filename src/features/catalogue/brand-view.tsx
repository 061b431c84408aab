// /brand: brands grouped A–Z with a jump bar; letters without brands are shown but not links.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Brand } from '../../api/goods'
import { brandMessages as m } from './messages'
import './catalogue.css'
import { Picture } from '../../components/picture'

export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')
/** Brands whose name does not start with a letter A–Z (digits, symbols) go under '#'. */
export const OTHER = '#'

export function letterOf(brand: Pick<Brand, 'brandName' | 'initial'>): string {
  const first = (brand.initial || brand.brandName)
    .charAt(0)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
  return LETTERS.includes(first) ? first : OTHER
}

export function groupBrands(brands: Brand[]): Map<string, Brand[]> {
  const groups = new Map<string, Brand[]>()
  for (const brand of [...brands].sort((a, b) => a.brandName.localeCompare(b.brandName, 'es'))) {
    const letter = letterOf(brand)
    groups.set(letter, [...(groups.get(letter) ?? []), brand])
  }
  return groups
}

const sectionId = (letter: string) => (letter === OTHER ? 'brands-other' : `brands-${letter}`)

export interface BrandViewProps {
  brands: Brand[]
}

export function BrandView({ brands }: BrandViewProps) {
  const intl = useIntl()
  const groups = groupBrands(brands)
  const letters = [...LETTERS, ...(groups.has(OTHER) ? [OTHER] : [])]
  return (
    <div className="page">
      <h1>
        <FormattedMessage {...m.title} />
      </h1>
      <p>
        <FormattedMessage {...m.intro} />
      </p>
      <nav aria-label={intl.formatMessage(m.jump)} className="letter-nav">
        <ul>
          {letters.map((letter) => (
            <li key={letter}>
              {groups.has(letter) ? (
                <a href={`#${sectionId(letter)}`}>{letter}</a>
              ) : (
                <span
                  role="link"
                  aria-disabled="true"
                  title={intl.formatMessage(m.noBrands, { letter })}
                  aria-label={intl.formatMessage(m.noBrands, { letter })}
                >
                  {letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {brands.length === 0 ? (
        <p className="empty-state">
          <FormattedMessage {...m.empty} />
        </p>
      ) : null}
      {letters
        .filter((letter) => groups.has(letter))
        .map((letter) => (
          <section
            key={letter}
            id={sectionId(letter)}
            className="letter-section"
            aria-labelledby={`${sectionId(letter)}-title`}
          >
            <h2 id={`${sectionId(letter)}-title`}>{letter}</h2>
            <ul className="brand-list">
              {(groups.get(letter) ?? []).map((brand) => (
                <li key={brand.brandId} className="brand-card">
                  <Picture src={brand.logo} alt="" width={48} height={48} loading="lazy" />
                  <div>
                    <Link to={`/goods/list?brandIds=${brand.brandId}`}>{brand.brandName}</Link>
                    <p>
                      <FormattedMessage {...m.goodsCount} values={{ count: brand.goodsCount }} />
                      {' · '}
                      <FormattedMessage {...m.country} values={{ country: brand.country }} />
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  )
}
