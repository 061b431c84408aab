import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import type { Category } from '../../api/catalogue'
import { homeMessages } from './messages'

export interface IndexViewProps {
  categories: Category[]
}

export function IndexView({ categories }: IndexViewProps) {
  return (
    <div className="page">
      <section className="hero">
        <h1>
          <FormattedMessage {...homeMessages.heading} />
        </h1>
        <p>
          <FormattedMessage {...homeMessages.lead} />
        </p>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">
          <FormattedMessage {...homeMessages.categoriesTitle} />
        </h2>
        <ul className="category-grid">
          {categories.map((level1) => (
            <li key={level1.categoryId} className="category-card">
              <h3>
                <Link to={`/goods/list?categoryId=${level1.categoryId}&g=1&pid=0`}>
                  {level1.categoryName}
                </Link>
              </h3>
              <ul>
                {(level1.children ?? []).map((level2) => (
                  <li key={level2.categoryId}>
                    <Link to={`/goods/list?categoryId=${level2.categoryId}&g=2&pid=${level1.categoryId}`}>
                      {level2.categoryName}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
