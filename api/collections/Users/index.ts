import type { CollectionConfig } from 'payload'
import { adminsOnly, adminsOnlyField, anyone, hiddenUnlessReadable, nobodyField, selfOrAdmin } from '@api/access'
import { resetPasswordEmail } from '@api/email/templates'
import { getApiEnv } from '@api/env'
import { scopedJwtStrategy } from '@api/utilities/requestAuthScope'
import { firstRegisterDisabledEndpoint } from './endpoints/firstRegister'
import { paymentMethodEndpoints } from './endpoints/payment-methods'
import { resendVerificationEmailEndpoint, verifyEmailEndpoint, verifyTokenInPathEndpoint } from './endpoints/verifyEmail'
import { createLandlordOrganization } from './hooks/createLandlordOrganization'
import { enforcePasswordRules, lowerCaseEmail } from './hooks/credentials'
import { requireCurrentPassword } from './hooks/reauthenticate'
import { hashResetToken, noticeAfterReset, notePasswordChange, sendSecurityNotices, storeResetTokenHashed } from './hooks/securityNotices'
import { sendVerificationEmail, unverifyChangedEmail } from './hooks/sendVerification'
import { serializeLoginsAfter, serializeLoginsBefore, serializeLoginsOnError, serializeLogout } from './hooks/serializeLogins'
import { throttleAuthOperations, forgetFailuresAfterLogin } from './hooks/throttle'

export const TOKEN_EXPIRATION_SECONDS = 60 * 60

export const Users: CollectionConfig<'users'> = {
  slug: 'users',
  admin: { useAsTitle: 'email' },
  // Document locks serve Payload's admin panel, which we do not run.
  lockDocuments: false,
  auth: {
    // req.user on every API call: the user's own fields and its permission rows (the join, one
    // statement), not the organizations behind them (Payload's default depth 2). The access
    // rules read the memberships from those rows (api/access/membership.ts).
    depth: 1,
    // Payload's JWT strategy once per page request (ADR 038); Payload's own runs after it.
    strategies: [scopedJwtStrategy],
    tokenExpiration: TOKEN_EXPIRATION_SECONDS,
    // Throttling with back-off replaces Payload's hard lock (see throttle hooks).
    maxLoginAttempts: 0,
    useSessions: true,
    cookies: { sameSite: 'Lax', secure: getApiEnv().NODE_ENV === 'production' },
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      // Payload's own interval writes on a second connection inside its transaction, which
      // deadlocks on SQLite ('database is locked' after the busy timeout). Our per-account and
      // per-IP throttle on forgot-password does the same job.
      minRequestInterval: 0,
      generateEmailSubject: () => 'Reset your password',
      generateEmailHTML: (args) => resetPasswordEmail(args?.token ?? '').html,
    },
  },
  access: {
    read: selfOrAdmin,
    create: anyone,
    update: hiddenUnlessReadable('users', selfOrAdmin),
    delete: hiddenUnlessReadable('users', adminsOnly),
    admin: ({ req }) => req.user?.role === 'admin',
    unlock: adminsOnly,
  },
  hooks: {
    beforeOperation: [throttleAuthOperations, enforcePasswordRules, requireCurrentPassword, notePasswordChange, hashResetToken, serializeLoginsBefore],
    afterOperation: [serializeLoginsAfter, noticeAfterReset],
    afterError: [serializeLoginsOnError],
    beforeValidate: [lowerCaseEmail],
    beforeChange: [unverifyChangedEmail, storeResetTokenHashed],
    afterChange: [createLandlordOrganization, sendVerificationEmail, sendSecurityNotices],
    afterLogin: [forgetFailuresAfterLogin],
    afterLogout: [serializeLogout],
  },
  endpoints: [verifyEmailEndpoint, verifyTokenInPathEndpoint, resendVerificationEmailEndpoint, firstRegisterDisabledEndpoint, ...paymentMethodEndpoints],
  fields: [
    { name: 'firstName', type: 'text', required: true, maxLength: 100 },
    { name: 'lastName', type: 'text', required: true, maxLength: 100 },
    // `avatars/{filename}` of the user's current avatar, written by the avatars collection's hooks only.
    { name: 'avatar', type: 'text', maxLength: 200, access: { create: nobodyField, update: nobodyField } },
    // The user's Stripe customer on the platform account: a tenant's saved payment methods, usable with every landlord (ADR 021).
    { name: 'stripeCustomerId', type: 'text', maxLength: 100, index: true, access: { create: nobodyField, update: nobodyField } },
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
    // Written only by the server (overrideAccess): `hidden` keeps them out of responses, not out of requests.
    { name: 'verificationTokenHash', type: 'text', hidden: true, index: true, access: { create: nobodyField, update: nobodyField } },
    { name: 'verificationTokenExpiresAt', type: 'date', hidden: true, access: { create: nobodyField, update: nobodyField } },
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
      // The web app reads /users/me at depth 1 (the permission rows, organizations by id); an API
      // caller may ask for more: permission → organization → owner.
      maxDepth: 3,
    },
  ],
}
