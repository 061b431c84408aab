// Pieces shared by the designer screens (issue 27 item 5): the state badges of a certification and of a designer
// application to an enterprise, and the portfolio gallery.
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { StatusBadge, type BadgeTone } from '../../components/badges'
import { Picture } from '../../components/picture'
import { designerMessages as m } from './messages'

const TONE: Record<number, BadgeTone> = { 1: 'warning', 2: 'success', 3: 'error' }
const APPLY_LABEL = { 1: m.state1, 2: m.state2, 3: m.state3 } as const
const APPLICATION_LABEL = { 1: m.pending1, 2: m.pending2, 3: m.pending3 } as const

/** A certification: En revisión, Aprobada, Rechazada. */
export function ApplyStateBadge({ state }: { state: 1 | 2 | 3 }) {
  return (
    <StatusBadge tone={TONE[state]}>
      <FormattedMessage {...APPLY_LABEL[state]} />
    </StatusBadge>
  )
}

/** A designer application to an enterprise: Pendiente, Aceptada, Rechazada. */
export function ApplicationStateBadge({ state }: { state: 1 | 2 | 3 }) {
  return (
    <StatusBadge tone={TONE[state]}>
      <FormattedMessage {...APPLICATION_LABEL[state]} />
    </StatusBadge>
  )
}

export const applicationStateLabel = (state: 1 | 2 | 3) => APPLICATION_LABEL[state]

/** The portfolio images, each with an optional control under it (a remove button on the form). */
export function PortfolioGallery({
  images,
  controlOf,
}: {
  images: readonly string[]
  controlOf?: (index: number) => ReactNode
}) {
  const intl = useIntl()
  if (images.length === 0) return null
  return (
    <ul className="designers__gallery">
      {images.map((url, index) => (
        <li key={url}>
          <Picture src={url} alt={intl.formatMessage(m.imageAlt, { n: index + 1 })} loading="lazy" />
          {controlOf ? controlOf(index) : null}
        </li>
      ))}
    </ul>
  )
}
