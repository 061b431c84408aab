// The cart's "ready for customs" line (issue 27 item 7): before checkout, whether the buyer's customs
// registration is bound, with a link to /member/request/info. Plain props; nothing while it is not known.
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import cartPart from '../../i18n/parts/cart.json' with { type: 'json' }

addMessages(cartPart)

const m = defineMessages({
  ready: {
    id: 'cart.customs.ready',
    defaultMessage: 'Listo para la aduana: su registro aduanero está vinculado.',
  },
  notReady: {
    id: 'cart.customs.notReady',
    defaultMessage: 'Aún no está listo para la aduana: vincule su importador antes de realizar el pedido.',
  },
  link: { id: 'cart.customs.link', defaultMessage: 'Registro aduanero' },
})

export function CustomsNotice({ ready }: { ready: boolean | null }) {
  if (ready === null) return null
  return (
    <p className={ready ? 'cart-customs cart-customs--ready' : 'cart-customs'}>
      <span>
        <FormattedMessage {...(ready ? m.ready : m.notReady)} />
      </span>
      <Link to="/member/request/info">
        <FormattedMessage {...m.link} />
      </Link>
    </p>
  )
}
