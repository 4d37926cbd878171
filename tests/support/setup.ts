// The environment first: API modules read it when they are first imported.
import './environment'
import { afterAll, beforeEach } from 'vitest'
import { resetThrottles } from '@api/utilities/throttle'
import { useFastPasswordHashing } from './passwordHashing'
import { destroyTestPayload } from './payload'

useFastPasswordHashing()

// Rate-limit counters never carry over from one test to the next.
beforeEach(() => resetThrottles())

// Close the database so that the worker exits (the PostgreSQL pool would keep it alive).
afterAll(() => destroyTestPayload())
