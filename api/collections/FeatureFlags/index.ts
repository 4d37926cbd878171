import type { CollectionConfig } from 'payload'
import { adminsOnly, anyone, hiddenUnlessReadable } from '@api/access'

/** The spec's feature flags: per role ('public' for visitors), a list of features. */
/** 'public.website': the organizations' public business websites and listings (ADR 032). */
export const FEATURES = ['support', 'feedback', 'forms', 'public.forms', 'public.website'] as const
export const FEATURE_FLAG_ROLES = ['public', 'landlord', 'tenant', 'admin'] as const

export const FeatureFlags: CollectionConfig<'feature-flags'> = {
  slug: 'feature-flags',
  access: {
    read: anyone,
    create: adminsOnly,
    update: hiddenUnlessReadable('feature-flags', adminsOnly),
    delete: hiddenUnlessReadable('feature-flags', adminsOnly),
  },
  // Document locks serve Payload's admin panel, which we do not run.
  lockDocuments: false,
  fields: [
    { name: 'role', type: 'select', required: true, unique: true, options: [...FEATURE_FLAG_ROLES] },
    { name: 'features', type: 'select', hasMany: true, options: [...FEATURES] },
  ],
}
