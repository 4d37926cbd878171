import { APIError } from 'payload'

/**
 * A refusal the client caused (bad input, no token, too many attempts): its message is
 * public, and it is logged at info level like Payload's own ValidationError and NotFound
 * (see `loggingLevels` in the config), not as a server error.
 */
export class ClientError extends APIError {
  constructor(message: string, status = 400, data: Record<string, unknown> | null = null) {
    super(message, status, data, true)
  }
}

export const NOT_ALLOWED = 'You are not allowed to perform this action.'
