import { recordSecurityDepositEndpoint } from './record'
import { requestSecurityDepositEndpoint } from './request'
import { returnSecurityDepositEndpoint } from './return'

/** The security deposit actions: request, record, return. Deleting a requested one cancels it. */
export const securityDepositEndpoints = [requestSecurityDepositEndpoint, recordSecurityDepositEndpoint, returnSecurityDepositEndpoint]
