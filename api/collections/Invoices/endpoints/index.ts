import { checkoutInvoiceEndpoint } from './checkout'
import { confirmPaymentEndpoint } from './confirmPayment'
import { markSentEndpoint } from './markSent'
import { notReceivedEndpoint } from './notReceived'
import { payInvoiceEndpoint } from './pay'
import { paymentMethodsEndpoint } from './paymentMethods'
import { rowsEndpoint } from './rows'
import { totalsEndpoint } from './totals'

/** The invoice endpoints of the web app's payment flows. */
export const invoiceEndpoints = [totalsEndpoint, rowsEndpoint, paymentMethodsEndpoint, markSentEndpoint, confirmPaymentEndpoint, notReceivedEndpoint, payInvoiceEndpoint, checkoutInvoiceEndpoint]
