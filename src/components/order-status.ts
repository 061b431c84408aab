// GLOSSARY.md order status labels and the order of the status tabs, shared by the order list and the member
// home's order counts (issue 11 item 3), so the two screens name the same tabs the same way.
import { addMessages } from '../i18n/dictionary'
import ordersPart from '../i18n/parts/orders.json' with { type: 'json' }

addMessages(ordersPart)

// The labels and codes are the order lifecycle's own (machines/order-lifecycle/order-states.ts, issue 13)
export {
  ORDER_TABS,
  orderStatusLabel as orderStateMessage,
  orderStatusLabels as orderStateMessages,
} from '../../machines/order-lifecycle/order-states'
