// /goods/category: every level-1 category as a section, its level-2 categories as headings and their
// level-3 categories as links to the goods list.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Category } from '../../api/catalogue'
import { categoryHref } from './goods-list-params'
import { categoryMessages as m } from './messages'
import './catalogue.css'

export interface CategoryViewProps {
  categories: Category[]
}

const sectionId = (category: Category) => `category-${category.categoryId}`

export function CategoryView({ categories }: CategoryViewProps) {
  const intl = useIntl()
  return (
    <div className="page">
      <h1>
        <FormattedMessage {...m.title} />
      </h1>
      {categories.length === 0 ? (
        <p className="empty-state">
          <FormattedMessage {...m.empty} />
        </p>
      ) : (
        <nav aria-label={intl.formatMessage(m.jump)} className="category-links">
          <ul>
            {categories.map((level1) => (
              <li key={level1.categoryId}>
                <a href={`#${sectionId(level1)}`} className="chip">
                  {level1.categoryName}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {categories.map((level1) => (
        <section
          key={level1.categoryId}
          id={sectionId(level1)}
          className="category-section"
          aria-labelledby={`${sectionId(level1)}-title`}
        >
          <h2 id={`${sectionId(level1)}-title`}>
            <Link to={categoryHref(level1)}>{level1.categoryName}</Link>
          </h2>
          <div className="category-section__groups">
            {(level1.children ?? []).map((level2) => (
              <div key={level2.categoryId}>
                <h3>
                  <Link to={categoryHref(level2)}>{level2.categoryName}</Link>
                </h3>
                <ul>
                  {(level2.children ?? []).map((level3) => (
                    <li key={level3.categoryId}>
                      <Link to={categoryHref(level3)}>{level3.categoryName}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
