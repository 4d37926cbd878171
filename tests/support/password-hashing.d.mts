export const TEST_PBKDF2_ROUNDS: number
/** Payload's PBKDF2 with TEST_PBKDF2_ROUNDS rounds at most, hashing and checking alike. */
export function useFastPasswordHashing(): void
/** Payload's real 600,000 rounds again. */
export function useRealPasswordHashing(): void
