// /topic?topicId=: a topic page (issue 4 item 1): its banner and description, then its decoration modules.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { DecoModule, LinkItem, Topic } from '../../api/content'
import type { ErrorMessage } from '../../api/errors'
import { StoreLink } from '../../components/entity-links'
import { GoodsCard } from '../../components/goods-card'
import { commonMessages } from '../../components/messages'
import { safeHref } from '../../lib/external-url'
import { linkItemHref } from '../../lib/link-item'
import { ContentNotFound } from './content-nav'
import { contentMessages as m } from './messages'
import './content.css'
import { Picture } from '../../components/picture'

export interface TopicViewProps {
  topic: Topic | null
  error?: ErrorMessage
  /** SPEC.md §6: visitors see no prices. */
  showPrice: boolean
}

function ItemLink({ item, children }: { item: LinkItem; children: React.ReactNode }) {
  const intl = useIntl()
  const target = linkItemHref(item)
  if (!target) return <>{children}</>
  if (!target.newTab) return <Link to={target.href}>{children}</Link>
  return (
    <a href={safeHref(target.href)} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {intl.formatMessage(commonMessages.newTab)}</span>
    </a>
  )
}

function Module({ module, index, showPrice }: { module: DecoModule; index: number; showPrice: boolean }) {
  const intl = useIntl()
  const headingId = `topic-module-${index}`
  return (
    <section className="topic-module" aria-labelledby={headingId}>
      <h2 id={headingId}>{module.title}</h2>
      {module.subtitle ? <p className="content-page__lead">{module.subtitle}</p> : null}
      {module.type === 'floor' ? (
        <nav aria-label={intl.formatMessage(m.topicCategories)}>
          <ul className="chip-list">
            {module.items.map((item) => (
              <li key={item.link_value}>
                <ItemLink item={item}>{item.title}</ItemLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {module.type === 'banner' ? (
        <ul className="topic-cards">
          {module.items.map((item) => (
            <li key={`${item.link_type}-${item.link_value}`} className="topic-card">
              {item.image ? (
                <Picture src={item.image} alt="" width={360} height={120} loading="lazy" />
              ) : null}
              <h3>
                <ItemLink item={item}>{item.title}</ItemLink>
              </h3>
              {item.subtitle ? <p>{item.subtitle}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {module.type === 'stores' ? (
        <ul className="topic-cards">
          {module.items.map((item) => (
            <li key={item.link_value} className="topic-card">
              <h3>
                {item.storeId ? <StoreLink storeId={item.storeId}>{item.title}</StoreLink> : item.title}
              </h3>
              {item.subtitle ? <p>{item.subtitle}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {module.type === 'goods' || module.type === 'floor' ? (
        module.goods.length > 0 ? (
          <ul className="goods-grid">
            {module.goods.map((goods) => (
              <li key={goods.goodsId}>
                <GoodsCard goods={goods} showPrice={showPrice} />
              </li>
            ))}
          </ul>
        ) : module.type === 'goods' ? (
          <p className="content-page__lead">
            <FormattedMessage {...m.topicGoodsEmpty} />
          </p>
        ) : null
      ) : null}
    </section>
  )
}

export function TopicView({ topic, error, showPrice }: TopicViewProps) {
  if (!topic) return <ContentNotFound message={error ?? { text: '' }} />
  return (
    <div className="page topic">
      <header className="topic__header">
        <Picture className="topic__banner" src={topic.banner} alt="" width={1200} height={300} />
        <div className="topic__intro">
          <h1>{topic.title}</h1>
          {topic.description ? <p>{topic.description}</p> : null}
        </div>
      </header>
      {topic.modules.map((module, index) => (
        <Module key={`${module.type}-${module.title}`} module={module} index={index} showPrice={showPrice} />
      ))}
    </div>
  )
}
