// Preloaded into the e2e servers (`node --import`, e2e/server.ts): passwords hashed and
// checked with few PBKDF2 rounds, as in the integration suite (tests/support/password-hashing.mjs).
// Only the cost changes: every login, sign-up and password change still hashes and checks.
import { useFastPasswordHashing } from '../tests/support/password-hashing.mjs'

useFastPasswordHashing()
