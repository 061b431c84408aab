// The handlers the browser's mock loads on the first request its first group does not answer, or once the page
// has loaded (mocks/handlers/browser-handlers.ts): everything but the catalogue's reading side (issue 14,
// docs/decisions/010). Their rule sets bring yup and every schema of src/schemas into the mock build.
import { accountHandlers } from './account'
import { addressHandlers } from './addresses'
import { afterSalesHandlers } from './after-sales'
import { afterSalesReturnHandlers } from './after-sales-returns'
import { authHandlers } from './auth'
import { cardVoucherHandlers } from './card-vouchers'
import { cartHandlers } from './cart'
import { chatHandlers } from './chat'
import { checkoutHandlers } from './checkout'
import { contractHandlers } from './contracts'
import { creditHandlers } from './credit'
import { flowControlHandlers } from '../control-panel/endpoints/flow-control'
import { freightHandlers } from './freight'
import { inquiryControlHandlers } from '../control-panel/endpoints/inquiry-control'
import { inquiryHandlers } from './inquiries'
import { supplierInquiryHandlers } from './supplier-inquiries'
import { tenderControlHandlers } from '../control-panel/endpoints/tender-control'
import { tenderHandlers } from './tenders'
import { invoiceHandlers } from './invoices'
import { memberHandlers } from './member'
import { memberCouponHandlers } from './member-coupons'
import { memberHomeHandlers } from './member-home'
import { memberListHandlers } from './member-lists'
import { memberSecurityHandlers } from './member-security'
import { messageHandlers } from './messages'
import { orderActionHandlers } from './order-actions'
import { orderControlHandlers } from '../control-panel/endpoints/order-control'
import { orderToolHandlers } from './order-tools'
import { orderHandlers } from './orders'
import { payRequestHandlers } from './pay-request'
import { paymentHandlers } from './payment'
import { paymentControlHandlers } from '../control-panel/endpoints/payment-control'
import { pointControlHandlers } from '../control-panel/endpoints/point-control'
import { pointHandlers } from './points'
import { quickOrderHandlers } from './quick-order'
import { reviewControlHandlers } from '../control-panel/endpoints/review-control'
import { subAccountHandlers } from './sub-accounts'
import { materialCodeHandlers } from './material-codes'
import { identityHandlers } from './identity'
import { authenControlHandlers } from '../control-panel/endpoints/authen-control'
import { materialCodeControlHandlers } from '../control-panel/endpoints/material-code-control'
import { projectHandlers } from './projects'
import { replacementHandlers } from './replacements'
import { sampleApplyHandlers } from './sample-applies'
import { sampleApplyControlHandlers } from '../control-panel/endpoints/sample-apply-control'
import { designerHandlers } from './designers'
import { designerControlHandlers } from '../control-panel/endpoints/designer-control'
import { optimizeHandlers } from './optimizations'
import { optimizeControlHandlers } from '../control-panel/endpoints/optimize-control'
import { uploadHandlers } from './uploads'
import { walletHandlers } from './wallet'
import { walletControlHandlers } from '../control-panel/endpoints/wallet-control'

export const laterHandlers = [
  ...authHandlers,
  ...accountHandlers,
  ...memberHandlers,
  ...memberHomeHandlers,
  ...creditHandlers,
  ...memberSecurityHandlers,
  ...subAccountHandlers,
  ...materialCodeHandlers,
  ...identityHandlers,
  ...projectHandlers,
  ...replacementHandlers,
  ...messageHandlers,
  ...chatHandlers,
  ...cartHandlers,
  ...memberCouponHandlers,
  ...freightHandlers,
  ...memberListHandlers,
  ...quickOrderHandlers,
  ...addressHandlers,
  ...invoiceHandlers,
  ...contractHandlers,
  ...inquiryHandlers,
  ...supplierInquiryHandlers,
  ...tenderHandlers,
  ...pointHandlers,
  ...checkoutHandlers,
  ...orderHandlers,
  ...orderActionHandlers,
  ...orderToolHandlers,
  ...afterSalesHandlers,
  ...afterSalesReturnHandlers,
  ...paymentHandlers,
  ...cardVoucherHandlers,
  ...uploadHandlers,
  ...payRequestHandlers,
  ...walletHandlers,
  ...paymentControlHandlers,
  ...walletControlHandlers,
  ...orderControlHandlers,
  ...inquiryControlHandlers,
  ...tenderControlHandlers,
  ...reviewControlHandlers,
  ...flowControlHandlers,
  ...pointControlHandlers,
  ...sampleApplyHandlers,
  ...sampleApplyControlHandlers,
  ...designerHandlers,
  ...designerControlHandlers,
  ...optimizeHandlers,
  ...optimizeControlHandlers,
  ...authenControlHandlers,
  ...materialCodeControlHandlers,
]
