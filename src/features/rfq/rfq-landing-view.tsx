// /inquiry/index (issue 28 item 1; SPEC.md §2, no guard): the RFQ landing the header's «Solicitar cotización»
// leads to — how an inquiry becomes quotes, a contract and an order, and the way in to publish one and to the
// member's inquiries, quotes and contracts. No data: nothing to load, nothing to own.
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import { Card } from '../../components/card'
import { PageHeader } from '../../components/page-header'
import { rfqMessages as m } from './messages'
import './rfq.css'

const STEPS = [
  [m.step1Title, m.step1Text],
  [m.step2Title, m.step2Text],
  [m.step3Title, m.step3Text],
  [m.step4Title, m.step4Text],
] as const

export function RfqLandingView() {
  return (
    <div className="page rfq">
      <PageHeader
        title={<FormattedMessage {...m.landingTitle} />}
        lead={<FormattedMessage {...m.landingLead} />}
        actions={
          <Link className="button button--primary" to="/inquiry/purchaser/init_inquiry">
            <FormattedMessage {...m.publishCta} />
          </Link>
        }
      />
      <Card title={<FormattedMessage {...m.howTitle} />}>
        <ol className="rfq__steps">
          {STEPS.map(([title, text]) => (
            <li key={title.id} className="rfq__step">
              <h3 className="rfq__subtitle">
                <FormattedMessage {...title} />
              </h3>
              <p>
                <FormattedMessage {...text} />
              </p>
            </li>
          ))}
        </ol>
      </Card>
      <div className="rfq__actions">
        <Link className="button" to="/member/inquiry/myInq">
          <FormattedMessage {...m.myInquiriesCta} />
        </Link>
        <Link className="button" to="/member/inquiry/myQuo">
          <FormattedMessage {...m.myQuotesCta} />
        </Link>
        <Link className="button" to="/member/inquiry/myCon">
          <FormattedMessage {...m.myContractsCta} />
        </Link>
      </div>
    </div>
  )
}
