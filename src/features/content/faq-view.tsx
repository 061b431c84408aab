// /introduce/introduce_question: the FAQ (SPEC.md §2 help questions) as an accordion — real buttons carrying
// aria-expanded and aria-controls, so Enter and Space work without extra code — with a category filter.
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { FaqItem } from '../../api/content'
import { ContentNav } from './content-nav'
import { ServerHtml } from './server-html'
import { contentMessages as m } from './messages'
import './content.css'

export interface FaqViewProps {
  faqs: FaqItem[]
  currentPath: string
  /** Start with these questions open (stories). */
  initiallyOpen?: number[]
}

export function FaqView({ faqs, currentPath, initiallyOpen = [] }: FaqViewProps) {
  const intl = useIntl()
  const [category, setCategory] = useState<string | null>(null)
  const [open, setOpen] = useState<Set<number>>(() => new Set(initiallyOpen))
  const categories = [...new Set(faqs.map((faq) => faq.category))]
  const shown = categories.filter((name) => category === null || name === category)
  const visible = faqs.filter((faq) => category === null || faq.category === category)
  const allOpen = visible.length > 0 && visible.every((faq) => open.has(faq.faqId))

  const toggle = (faqId: number) =>
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(faqId)) next.delete(faqId)
      else next.add(faqId)
      return next
    })

  return (
    <div className="page content-layout">
      <ContentNav currentPath={currentPath} />
      <div className="content-page faq">
        <h1>
          <FormattedMessage {...m.faqTitle} />
        </h1>
        <p className="content-page__lead">
          <FormattedMessage {...m.faqLead} />
        </p>
        <div className="faq__tools">
          <div role="group" aria-label={intl.formatMessage(m.faqFilter)} className="chip-group">
            {[null, ...categories].map((name) => (
              <button
                key={name ?? 'all'}
                type="button"
                className="chip"
                aria-pressed={category === name}
                onClick={() => setCategory(name)}
              >
                {name ?? intl.formatMessage(m.faqAll)}
              </button>
            ))}
          </div>
          <button
            type="button"
            className="link-button faq__toggle-all"
            onClick={() =>
              setOpen((current) => {
                const next = new Set(current)
                for (const faq of visible) {
                  if (allOpen) next.delete(faq.faqId)
                  else next.add(faq.faqId)
                }
                return next
              })
            }
          >
            <FormattedMessage {...(allOpen ? m.faqCollapseAll : m.faqExpandAll)} />
          </button>
        </div>
        {shown.map((name) => (
          <section
            key={name}
            className="faq__group"
            aria-labelledby={`faq-group-${categories.indexOf(name)}`}
          >
            <h2 id={`faq-group-${categories.indexOf(name)}`}>{name}</h2>
            <ul className="faq__list">
              {faqs
                .filter((faq) => faq.category === name)
                .map((faq) => {
                  const expanded = open.has(faq.faqId)
                  const panelId = `faq-answer-${faq.faqId}`
                  return (
                    <li key={faq.faqId} className="faq__item">
                      <h3 className="faq__question">
                        <button
                          type="button"
                          className="faq__button"
                          aria-expanded={expanded}
                          aria-controls={panelId}
                          onClick={() => toggle(faq.faqId)}
                        >
                          <span>{faq.question}</span>
                          <span className="faq__icon" aria-hidden="true">
                            {expanded ? '−' : '+'}
                          </span>
                        </button>
                      </h3>
                      <div id={panelId} className="faq__answer" hidden={!expanded}>
                        <ServerHtml html={faq.answerHtml} />
                      </div>
                    </li>
                  )
                })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
