import { PRODUCT_NAME } from '@common/messages'

/** Page titles read '{title} | Leasewell' (product-spec §2). */
export const pageTitle = (title: string) => `${title} | ${PRODUCT_NAME}`

export const titleMeta = (title: string) => [{ title: pageTitle(title) }]
