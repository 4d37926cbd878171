/**
 * A page's pathname as its loader sees it: a client-side navigation fetches the page's data
 * from '{path}.data' (React Router's single fetch), and the loader's request keeps that
 * suffix. Loaders that read their own path (status filters, list types, tabs) use this.
 */
export const pagePathname = (pathname: string) => pathname.replace(/\.data$/, '').replace(/\/+$/, '')
