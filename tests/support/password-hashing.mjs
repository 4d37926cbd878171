import crypto from 'node:crypto'

/**
 * Payload hashes passwords with PBKDF2-SHA256 at 600,000 rounds: a second of CPU per
 * sign-up or login on a small machine, most of the integration suite's time and a good part
 * of the e2e server's. As Django recommends a fast hasher for tests (and Rails uses bcrypt's
 * lowest cost in its test environment), tests hash with few rounds: Payload calls
 * `crypto.pbkdf2` both to hash and to check, and reads the rounds back from the stored hash,
 * so both sides agree. The integration files call this through tests/support/setup.ts, the
 * e2e servers through e2e/fast-password-hashing.mjs (`node --import`). A file that is about
 * the cost itself (login timing, concurrent sign-ups) switches the real rounds back on for all
 * its accounts: a hash made with one setting does not verify with the other.
 */
const realPbkdf2 = crypto.pbkdf2
export const TEST_PBKDF2_ROUNDS = 1_000

export function useFastPasswordHashing() {
  crypto.pbkdf2 = (password, salt, iterations, keyLength, digest, callback) =>
    realPbkdf2(password, salt, Math.min(iterations, TEST_PBKDF2_ROUNDS), keyLength, digest, callback)
}

export function useRealPasswordHashing() {
  crypto.pbkdf2 = realPbkdf2
}
