/** The drawer name of the 'Subscribe' modal (`?d=subscribe&target=<editable document id>`). */
export const SUBSCRIBE_DRAWER = 'subscribe'
export const SUBSCRIBE_INTENT = 'subscribe'

export const subscribeMessages = {
  title: 'Subscribe',
  description: 'Downloading documents needs a subscription.',
  body: 'Your document is saved. Subscribe to the Pro plan (billed yearly) to download it and every document you create. Payment is handled securely by Stripe.',
  subscribe: 'Continue to payment',
  cancel: 'Not now',
  checkoutFailed: 'Unable to start the payment. Please try again.',
} as const
