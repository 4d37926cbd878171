/** The id of the page's main element: the skip link's target (product-spec §2 Shell). */
export const MAIN_CONTENT_ID = 'main-content'
