// Pieces shared by the sample-application screens (issue 28 item 3): the state badge (labels from the
// application's lifecycle, machines/sample-apply) and the table of sample lines.
import { FormattedMessage, useIntl } from 'react-intl'
import type { SampleApplyLine } from '../../api/sample-applies'
import { StatusBadge, type BadgeTone } from '../../components/badges'
import { DataTable, type DataColumn } from '../../components/data-table'
import { formatCount, formatMoney } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import { sampleApplyMessages as m } from './messages'

const TONE: Record<number, BadgeTone> = { 10: 'info', 20: 'warning', 30: 'success', 40: 'error' }

export function SampleApplyStateBadge({ code, label }: { code: number; label: Message | null }) {
  return (
    <StatusBadge tone={TONE[code] ?? 'neutral'}>
      {label ? <FormattedMessage {...label} /> : <FormattedMessage {...m.unknownState} values={{ code }} />}
    </StatusBadge>
  )
}

type LineRow = Pick<SampleApplyLine, 'goodsName' | 'storeName' | 'goodsPrice' | 'buyNum' | 'subtotal'> & {
  key: string | number
}

export function SampleLinesTable({ lines, caption }: { lines: readonly LineRow[]; caption: string }) {
  const intl = useIntl()
  const columns: DataColumn<LineRow>[] = [
    { key: 'goods', header: intl.formatMessage(m.colGoods), cell: (line) => line.goodsName, rowHeader: true },
    { key: 'store', header: intl.formatMessage(m.colStore), cell: (line) => line.storeName },
    {
      key: 'price',
      header: intl.formatMessage(m.colPrice),
      numeric: true,
      cell: (line) => formatMoney(line.goodsPrice),
    },
    {
      key: 'quantity',
      header: intl.formatMessage(m.colQuantity),
      numeric: true,
      cell: (line) => formatCount(line.buyNum),
    },
    {
      key: 'subtotal',
      header: intl.formatMessage(m.colSubtotal),
      numeric: true,
      cell: (line) => formatMoney(line.subtotal),
    },
  ]
  return (
    <DataTable columns={columns} rows={lines} rowKey={(line) => line.key} caption={caption} captionHidden />
  )
}
