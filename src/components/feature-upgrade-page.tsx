// A screen that a later issue builds: its title and the dictionary's "feature under upgrade" notice
// (GLOSSARY.md), never an empty page.
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import type { Message } from '../lib/intl'
import { commonMessages } from './messages'

export function FeatureUpgradePage({ title }: { title: Message }) {
  return (
    <section className="page page--narrow state-page">
      <h1>
        <FormattedMessage {...title} />
      </h1>
      <p role="status">
        <FormattedMessage {...commonMessages.featureUpgrade} />
      </p>
      <p>
        <FormattedMessage {...commonMessages.featureUpgradeHint} />
      </p>
      <Link className="button button--primary" to="/index">
        <FormattedMessage {...commonMessages.backHome} />
      </Link>
    </section>
  )
}
