import type { CollectionConfig } from 'payload'
import { adminsOnly, adminsOnlyField, anyone, selfOrAdmin } from '../../access'
import { resetPasswordEmail } from '../../email/templates'
import { getApiEnv } from '../../env'
import { resendVerificationEmailEndpoint, verifyEmailEndpoint } from './endpoints/verifyEmail'
import { createLandlordOrganization } from './hooks/createLandlordOrganization'
import { enforcePasswordRules, lowerCaseEmail } from './hooks/credentials'
import { sendVerificationOnCreate } from './hooks/sendVerification'
import { throttleAuthOperations, forgetFailuresAfterLogin } from './hooks/throttle'

export const TOKEN_EXPIRATION_SECONDS = 60 * 60

export const Users: CollectionConfig<'users'> = {
  slug: 'users',
  admin: { useAsTitle: 'email' },
  auth: {
    tokenExpiration: TOKEN_EXPIRATION_SECONDS,
    // Throttling with back-off replaces Payload's hard lock (see throttle hooks).
    maxLoginAttempts: 0,
    useSessions: true,
    cookies: { sameSite: 'Lax', secure: getApiEnv().NODE_ENV === 'production' },
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      generateEmailSubject: () => 'Reset your password',
      generateEmailHTML: (args) => resetPasswordEmail(args?.token ?? '').html,
    },
  },
  access: {
    read: selfOrAdmin,
    create: anyone,
    update: selfOrAdmin,
    delete: adminsOnly,
    admin: ({ req }) => req.user?.role === 'admin',
    unlock: adminsOnly,
  },
  hooks: {
    beforeOperation: [throttleAuthOperations, enforcePasswordRules],
    beforeValidate: [lowerCaseEmail],
    afterChange: [createLandlordOrganization, sendVerificationOnCreate],
    afterLogin: [forgetFailuresAfterLogin],
  },
  endpoints: [verifyEmailEndpoint, resendVerificationEmailEndpoint],
  fields: [
    { name: 'firstName', type: 'text', required: true, maxLength: 100 },
    { name: 'lastName', type: 'text', required: true, maxLength: 100 },
    { name: 'avatar', type: 'text', maxLength: 200 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'user',
      options: ['user', 'admin'],
      access: { create: adminsOnlyField, update: adminsOnlyField },
    },
    {
      name: 'verified',
      type: 'checkbox',
      defaultValue: false,
      access: { create: adminsOnlyField, update: adminsOnlyField },
    },
    { name: 'verificationTokenHash', type: 'text', hidden: true, index: true },
    { name: 'verificationTokenExpiresAt', type: 'date', hidden: true },
    {
      // Sign-up as a landlord (the spec's `landlord` flag) creates the user's organization.
      name: 'landlord',
      type: 'checkbox',
      virtual: true,
      access: { update: () => false, read: () => false },
    },
    {
      name: 'organizationPermissions',
      type: 'join',
      collection: 'organization-permissions',
      on: 'user',
      defaultLimit: 50,
    },
  ],
}
