// /cart/request: the sample-request cart (issue 5 item 2; SPEC.md §5 monthly sample quota).
import { CartScreen } from './cart-route'

export function SampleCartRoute() {
  return <CartScreen kind="sample" />
}
