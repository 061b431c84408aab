// Footer: the five advantages of SPEC.md §1, legal and help links, and the external pages of the product.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { externalUrl } from '../../lib/external-url'
import { shellMessages as m } from './messages'

/** Site settings as the server sent them (SPEC.md §1); only http(s) URLs among them become links. */
export interface ExternalLinks {
  mobileSite: string
  chatApp: string
  socialPage: string
  photoPage: string
}

const ADVANTAGES = [
  m.advantageBonded,
  m.advantageRange,
  m.advantageCustoms,
  m.advantageSupply,
  m.advantageRoute,
]

const LEGAL = [
  ['/legal/privacy', m.privacy],
  ['/legal/shipping', m.shipping],
  ['/legal/refund', m.refunds],
  ['/legal/terms', m.terms],
  ['/legal/instructions', m.instructions],
  ['/introduce/introduce_question', m.faq],
  ['/introduce/introduce_guide', m.guide],
  ['/introduce/introduce_about', m.about],
] as const

export function FooterView({ siteName, links }: { siteName: string; links: ExternalLinks }) {
  const intl = useIntl()
  const external = [
    [links.mobileSite, m.mobileSite],
    [links.chatApp, m.chatApp],
    [links.socialPage, m.socialPage],
    [links.photoPage, m.photoPage],
  ] as const
  return (
    <footer className="site-footer">
      <section aria-labelledby="footer-advantages" className="site-footer__advantages">
        <h2 id="footer-advantages">
          <FormattedMessage {...m.advantagesTitle} />
        </h2>
        <ol>
          {ADVANTAGES.map((advantage) => (
            <li key={advantage.id}>
              <FormattedMessage {...advantage} />
            </li>
          ))}
        </ol>
      </section>
      <nav aria-label={intl.formatMessage(m.footerNav)} className="site-footer__links">
        <ul>
          {LEGAL.map(([to, label]) => (
            <li key={to}>
              <Link to={to}>
                <FormattedMessage {...label} />
              </Link>
            </li>
          ))}
        </ul>
        <ul>
          {external
            .filter(([value]) => externalUrl(value) !== null)
            .map(([value, label]) => (
              <li key={label.id}>
                <a href={externalUrl(value) ?? undefined} target="_blank" rel="noopener noreferrer">
                  <FormattedMessage {...label} />{' '}
                  <span className="visually-hidden">
                    <FormattedMessage {...m.newTab} />
                  </span>
                </a>
              </li>
            ))}
        </ul>
      </nav>
      <p className="site-footer__copyright">
        <FormattedMessage {...m.copyright} values={{ year: '2026', site: siteName }} />
      </p>
    </footer>
  )
}
