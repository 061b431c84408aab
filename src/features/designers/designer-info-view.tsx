// /member/applyInfo (issue 27 item 5; SPEC.md §2, §6 memberType 2): the designer's certification — since when,
// the speciality and presentation, and the portfolio the platform approved. Plain props: the route owns the actor.
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import type { DesignerApply } from '../../api/designers'
import type { ErrorMessage } from '../../api/errors'
import { StatusBadge } from '../../components/badges'
import { Card } from '../../components/card'
import { Figure, FigureGroup } from '../../components/figure'
import { PageHeader } from '../../components/page-header'
import { PageLoader } from '../../components/page-loader'
import { LoadFailed } from '../../components/say'
import { formatDateTime } from '../../i18n/format'
import { PortfolioGallery } from './designer-parts'
import { designerMessages as m } from './messages'
import './designers.css'

export interface DesignerInfoViewProps {
  status: 'loading' | 'loadFailed' | 'ready'
  info: DesignerApply | null
  error: ErrorMessage | null
  onRetry(): void
}

export function DesignerInfoView(props: DesignerInfoViewProps) {
  const header = (
    <PageHeader
      title={<FormattedMessage {...m.infoTitle} />}
      actions={
        <Link className="button" to="/member/sample/list">
          <FormattedMessage {...m.infoSamples} />
        </Link>
      }
    />
  )
  if (props.status === 'loading') return <PageLoader />
  if (props.status === 'loadFailed' || !props.info)
    return (
      <div className="page designers">
        {header}
        <LoadFailed error={props.error} onRetry={props.onRetry} />
      </div>
    )
  const info = props.info
  return (
    <div className="page designers">
      {header}
      <Card>
        <FigureGroup>
          <Figure
            label={<FormattedMessage {...m.stateLabel} />}
            value={
              <StatusBadge tone="success">
                <FormattedMessage {...m.infoCertified} />
              </StatusBadge>
            }
          />
          <Figure label={<FormattedMessage {...m.realName} />} value={info.realName} />
          {info.specialty ? (
            <Figure label={<FormattedMessage {...m.specialty} />} value={info.specialty} />
          ) : null}
          <Figure
            label={<FormattedMessage {...m.infoSince} />}
            value={formatDateTime(info.reviewTime ?? info.createTime)}
          />
        </FigureGroup>
        {info.intro ? <p className="designers__note">{info.intro}</p> : null}
      </Card>
      <Card title={<FormattedMessage {...m.portfolio} />}>
        {info.images.length > 0 ? (
          <PortfolioGallery images={info.images} />
        ) : (
          <p>
            <FormattedMessage {...m.infoNoPortfolio} />
          </p>
        )}
      </Card>
    </div>
  )
}
