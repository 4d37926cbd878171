import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What one incoming request carries through its asynchronous work — its client IP, its
 * authentication scope (ADR 038), the bench's and the tests' observation of its API calls — in
 * one AsyncLocalStorage, each value under a key of its own (ADR 043). On Node 20 every enabled
 * AsyncLocalStorage adds work to every promise and callback the process creates (its hook
 * copies the store to each new one: ~65 ns a promise, and a list page creates 1,700–4,100), so
 * a new per-request value is a new key, not a new AsyncLocalStorage. `requestScope.test.ts`
 * fails when app or API code creates another.
 */
type Scope = Readonly<Record<symbol, unknown>>

/** A value's key in the request scope; `T` is the value's type. */
export type ScopeKey<T> = symbol & { readonly __value?: T }

export const scopeKey = <T>(name: string): ScopeKey<T> => Symbol(name) as ScopeKey<T>

const scope = new AsyncLocalStorage<Scope>()

/** Runs `fn` with `key` set to `value` for everything it starts; the scope's other values stay as they are. */
export function runWithScopeValue<T, R>(key: ScopeKey<T>, value: T, fn: () => R): R {
  return scope.run({ ...scope.getStore(), [key]: value }, fn)
}

/** The value of `key` in the current request's scope, if any. */
export function scopeValue<T>(key: ScopeKey<T>): T | undefined {
  return scope.getStore()?.[key] as T | undefined
}
