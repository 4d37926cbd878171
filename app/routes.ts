import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes'

/** One URL, one route file. The UI lives under /app (a prefix, not a basename), the REST API under /api. */
export default [
  index('routes/_index.ts'),
  route('api/*', 'routes/api.$.ts'),
  // Search engines (ADR 032): what crawlers may read, and the public websites' pages.
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  ...prefix('app', [
    index('routes/app/_index.ts'),
    layout('routes/app/public/_layout.tsx', [
      route('login', 'routes/app/public/login.tsx'),
      route('landlord/login', 'routes/app/public/landlord.login.tsx'),
      route('tenant/login', 'routes/app/public/tenant.login.tsx'),
      route('landlord/create-account', 'routes/app/public/landlord.create-account.tsx'),
      route('tenant/create-account', 'routes/app/public/tenant.create-account.tsx'),
      route('forgot-password', 'routes/app/public/forgot-password.tsx'),
      route('reset-password', 'routes/app/public/reset-password.tsx'),
      route('verify-email', 'routes/app/public/verify-email.tsx'),
      route('email-not-verified', 'routes/app/public/email-not-verified.tsx'),
    ]),
    route('logout', 'routes/app/logout.ts'),
    // A vendor's job by its signed link (product-spec §1 maintenance): no account, no shell.
    route('vendor/maintenance/:token', 'routes/app/vendor.maintenance.$token.tsx'),
    // A tenant's signing link to one condition report (ADR 031): no account, no shell.
    route('condition-reports/sign/:token', 'routes/app/condition-report-link.$token.tsx'),
    route('session/refresh', 'routes/app/session.refresh.ts'),
    // The organizations' public websites (product-spec §2: public business website; ADR 032): no account, no script.
    route('sites/:slug', 'routes/app/sites/$slug.tsx'),
    route('sites/:slug/listings/:unitId', 'routes/app/sites/$slug.listings.$unitId.tsx'),
    route('sites/:slug/images/:filename', 'routes/app/sites/$slug.images.$filename.ts'),
    // Its published listings as a HotPads listing feed, for listing sites to fetch.
    route('sites/:slug/feed.xml', 'routes/app/sites/$slug.feed[.]xml.ts'),
    route('dev/outbox', 'routes/app/dev.outbox.tsx'),
    // The organization's images, served with the signed-in user's token (product-spec §2: /app/assets/...).
    route('assets/images/:filename', 'routes/app/assets.images.$filename.ts'),
    // Uploaded files (thumbnails, previews, downloads), served with the signed-in user's token (ADR 018).
    route('assets/files/:filename', 'routes/app/assets.files.$filename.ts'),
    // The user's own avatar (product-spec §2 Shell: /app/assets/{avatar}), served with the user's token (ADR 020).
    route('assets/avatars/:filename', 'routes/app/assets.avatars.$filename.ts'),
    // Public form pages (product-spec §2 Forms): visitors and signed-in users; the top bar or a public bar.
    layout('routes/app/forms/_layout.tsx', [
      route('forms', 'routes/app/forms/_index.tsx'),
      route('forms/:templateSlug', 'routes/app/forms/$templateSlug.tsx'),
      route('forms/:templateSlug/:stateSlug', 'routes/app/forms/$templateSlug.$stateSlug.tsx'),
      route('forms/:templateSlug/:stateSlug/preview', 'routes/app/forms/$templateSlug.$stateSlug.preview.tsx'),
      route('forms/:templateSlug/:stateSlug/:editableDocumentId', 'routes/app/forms/$templateSlug.$stateSlug.$editableDocumentId.ts'),
    ]),
    // The preview's PDF itself (a resource route: no frame).
    route('forms/:templateSlug/:stateSlug/preview.pdf', 'routes/app/forms/$templateSlug.$stateSlug.preview.pdf.ts'),
    layout('routes/app/private/_layout.tsx', [
      ...prefix('landlord', [
        layout('routes/app/landlord/_layout.tsx', [
          index('routes/app/landlord/_index.tsx'),
          route('properties', 'routes/app/landlord/properties.ts'),
          route('properties/:propertyId', 'routes/app/landlord/properties.$propertyId/_layout.tsx', [
            index('routes/app/landlord/properties.$propertyId/_index.tsx'),
            route('units', 'routes/app/landlord/properties.$propertyId/units.ts'),
            route('leases', 'routes/app/landlord/properties.$propertyId/leases.tsx'),
            route('notes', 'routes/app/landlord/properties.$propertyId/notes.tsx'),
            route('condition-reports', 'routes/app/landlord/properties.$propertyId/condition-reports.tsx'),
            route('files', 'routes/app/landlord/properties.$propertyId/files.tsx'),
            route('maintenance', 'routes/app/landlord/properties.$propertyId/maintenance.tsx'),
            route('expenses', 'routes/app/landlord/properties.$propertyId/expenses.tsx'),
            route('security-deposits', 'routes/app/landlord/properties.$propertyId/security-deposits.tsx'),
            route('transactions', 'routes/app/landlord/properties.$propertyId/transactions.tsx'),
          ]),
          // File pages (product-spec §2): a page of their own beside the parent's layout.
          route('properties/:propertyId/files/:fileId', 'routes/app/landlord/properties.$propertyId.files.$fileId.tsx'),
          route('properties/units/:unitId/files/:fileId', 'routes/app/landlord/units.$unitId.files.$fileId.tsx'),
          // The Maintenance tabs' CSV (property, unit, lease): resource routes beside their layouts.
          route('properties/:propertyId/maintenance/export.csv', 'routes/app/landlord/properties.$propertyId.maintenance.export.ts'),
          route('properties/:propertyId/units/:unitId/maintenance/export.csv', 'routes/app/landlord/units.$unitId.maintenance.export.ts'),
          route('leases/:leaseId/maintenance/export.csv', 'routes/app/landlord/leases.$leaseId.maintenance.export.ts'),
          route('properties/:propertyId/units/:unitId', 'routes/app/landlord/units.$unitId/_layout.tsx', [
            index('routes/app/landlord/units.$unitId/_index.tsx'),
            route('notes', 'routes/app/landlord/units.$unitId/notes.tsx'),
            route('leases', 'routes/app/landlord/units.$unitId/leases.tsx'),
            route('condition-reports', 'routes/app/landlord/units.$unitId/condition-reports.tsx'),
            route('files', 'routes/app/landlord/units.$unitId/files.tsx'),
            route('maintenance', 'routes/app/landlord/units.$unitId/maintenance.tsx'),
            route('expenses', 'routes/app/landlord/units.$unitId/expenses.tsx'),
            route('security-deposits', 'routes/app/landlord/units.$unitId/security-deposits.tsx'),
            route('transactions', 'routes/app/landlord/units.$unitId/transactions.tsx'),
          ]),
          // The list and its status filters (product-spec §2: draft, past and upcoming are filters on the list).
          route('leases', 'routes/app/landlord/leases.tsx', { id: 'leases' }),
          route('leases/draft', 'routes/app/landlord/leases.tsx', { id: 'leases-draft' }),
          route('leases/past', 'routes/app/landlord/leases.tsx', { id: 'leases-past' }),
          route('leases/upcoming', 'routes/app/landlord/leases.tsx', { id: 'leases-upcoming' }),
          route('leases/:leaseId/files/:fileId', 'routes/app/landlord/leases.$leaseId.files.$fileId.tsx'),
          route('leases/:leaseId', 'routes/app/landlord/leases.$leaseId/_layout.tsx', [
            index('routes/app/landlord/leases.$leaseId/_index.tsx'),
            route('files', 'routes/app/landlord/leases.$leaseId/files.ts'),
            route('condition-reports', 'routes/app/landlord/leases.$leaseId/condition-reports.tsx'),
            route('maintenance', 'routes/app/landlord/leases.$leaseId/maintenance.tsx'),
            route('notes', 'routes/app/landlord/leases.$leaseId/notes.tsx'),
            route('required-documents', 'routes/app/landlord/leases.$leaseId/required-documents.tsx'),
            route('security-deposit', 'routes/app/landlord/leases.$leaseId/security-deposit.tsx'),
            route('tenants', 'routes/app/landlord/leases.$leaseId/tenants.tsx'),
            route('transactions', 'routes/app/landlord/leases.$leaseId/transactions.tsx'),
          ]),
          // People (product-spec §2): the index lists tenants; contacts, vendors and leads are lists of their own.
          route('people', 'routes/app/landlord/people/_index.tsx'),
          route('people/contacts', 'routes/app/landlord/people/contacts.tsx', { id: 'people-contacts' }),
          route('people/vendors', 'routes/app/landlord/people/contacts.tsx', { id: 'people-vendors' }),
          route('people/leads', 'routes/app/landlord/people/contacts.tsx', { id: 'people-leads' }),
          route('people/tenants', 'routes/app/landlord/people/tenants.ts'),
          route('people/contacts/:contactId', 'routes/app/landlord/people/contacts.$contactId/_layout.tsx', [
            index('routes/app/landlord/people/contacts.$contactId/_index.tsx'),
            route('files', 'routes/app/landlord/people/contacts.$contactId/files.tsx'),
          ]),
          route('people/tenants/:tenantId', 'routes/app/landlord/people/tenants.$tenantId/_layout.tsx', [
            index('routes/app/landlord/people/tenants.$tenantId/_index.tsx'),
            route('files', 'routes/app/landlord/people/tenants.$tenantId/files.tsx'),
            route('leases', 'routes/app/landlord/people/tenants.$tenantId/leases.tsx'),
          ]),
          route('people/vendors/:vendorId', 'routes/app/landlord/people/vendors.$vendorId/_layout.tsx', [
            index('routes/app/landlord/people/vendors.$vendorId/_index.tsx'),
            route('files', 'routes/app/landlord/people/vendors.$vendorId/files.tsx'),
          ]),
          // A person's file pages sit beside the person layouts (one module, three sections).
          route('people/contacts/:contactId/files/:fileId', 'routes/app/landlord/people/files.$fileId.tsx', { id: 'person-file-contacts' }),
          route('people/tenants/:tenantId/files/:fileId', 'routes/app/landlord/people/files.$fileId.tsx', { id: 'person-file-tenants' }),
          route('people/vendors/:vendorId/files/:fileId', 'routes/app/landlord/people/files.$fileId.tsx', { id: 'person-file-vendors' }),
          // Marketing (product-spec §2): the units' listings and each listing's page (ADR 032).
          route('marketing', 'routes/app/landlord/marketing.tsx'),
          route('marketing/:unitId', 'routes/app/landlord/marketing.$unitId.tsx'),
          // Maintenance (product-spec §2): the open list, the completed list, their CSV, and each request with its comments.
          route('condition-reports/:conditionReportId', 'routes/app/landlord/condition-reports.$conditionReportId.tsx'),
          route('maintenance', 'routes/app/landlord/maintenance.tsx'),
          route('maintenance/completed', 'routes/app/landlord/maintenance.completed.tsx'),
          route('maintenance/export.csv', 'routes/app/landlord/maintenance.export.ts'),
          route('maintenance/completed/export.csv', 'routes/app/landlord/maintenance.completed.export.ts'),
          route('maintenance/:requestId', 'routes/app/landlord/maintenance.$requestId/_layout.tsx', [
            index('routes/app/landlord/maintenance.$requestId/_index.tsx'),
            route('comments', 'routes/app/landlord/maintenance.$requestId/comments.tsx'),
          ]),
          route('documents', 'routes/app/landlord/documents.tsx'),
          route('documents/files/:fileId', 'routes/app/landlord/documents.files.$fileId.tsx'),
          route('documents/:documentId/file', 'routes/app/landlord/documents.$documentId.file.ts'),
          route('documents/:documentId', 'routes/app/landlord/documents.$documentId.tsx'),
          route('documents/:documentId/edit', 'routes/app/landlord/documents.$documentId.edit.ts'),
          route('forms', 'routes/app/landlord/forms.tsx'),
          // Wizards live at wizards/{slug}; the bare path has no page of its own (product-spec §2).
          route('wizards', 'routes/app/landlord/wizards.ts'),
          route('wizards/:wizardSlug', 'routes/app/landlord/wizards.$wizardSlug.tsx'),
          route('my-files', 'routes/app/landlord/my-files.tsx'),
          route('my-files/:fileId', 'routes/app/landlord/my-files.$fileId.tsx'),
          route('transactions', 'routes/app/landlord/transactions.tsx'),
          // Invoices (product-spec §2): the index redirects to the transactions; each invoice has its page.
          route('invoices', 'routes/app/landlord/invoices.ts'),
          route('invoices/:invoiceId', 'routes/app/landlord/invoices.$invoiceId.tsx'),
          route('transactions/paid-invoices', 'routes/app/landlord/transactions.paid-invoices.tsx'),
          route('transactions/security-deposits', 'routes/app/landlord/transactions.security-deposits.tsx'),
          route('transactions/recurring-payments', 'routes/app/landlord/transactions.recurring-payments.tsx'),
          // Recurring invoices (product-spec §2): the index redirects to the recurring payments; each has its page.
          route('recurring-invoices', 'routes/app/landlord/recurring-invoices.ts'),
          route('recurring-invoices/:recurringInvoiceId', 'routes/app/landlord/recurring-invoices.$recurringInvoiceId.tsx'),
          route('accounts', 'routes/app/landlord/accounts.tsx'),
          route('accounts/settings', 'routes/app/landlord/accounts.settings.tsx'),
          route('accounts/:accountId', 'routes/app/landlord/accounts.$accountId.tsx'),
          // Spec §2: the card-payment onboarding segment is named after the provider (CARD_PROVIDER_SEGMENT).
          route('accounts/:accountId/stripe', 'routes/app/landlord/accounts.$accountId.stripe.tsx'),
          route('expenses', 'routes/app/landlord/expenses.tsx'),
          route('expenses/export.csv', 'routes/app/landlord/expenses.export.ts'),
          route('expenses/import', 'routes/app/landlord/expenses.import.tsx'),
          route('expenses/recurring', 'routes/app/landlord/expenses.recurring.tsx'),
          // Reports (product-spec §2): the index, each report, and each report as CSV and PDF (ADR 030).
          route('reports', 'routes/app/landlord/reports.tsx'),
          route('reports/rent-roll', 'routes/app/landlord/reports.rent-roll.tsx'),
          route('reports/income-statement', 'routes/app/landlord/reports.income-statement.tsx'),
          route('reports/income-statement/transactions', 'routes/app/landlord/reports.income-statement.transactions.tsx'),
          route('reports/expense-report', 'routes/app/landlord/reports.expense-report.tsx'),
          ...(['rent-roll', 'income-statement', 'expense-report'] as const).flatMap((report) =>
            (['csv', 'pdf'] as const).map((format) => route(`reports/${report}.${format}`, 'routes/app/landlord/reports.export.ts', { id: `reports-${report}-${format}` })),
          ),
          route('account-setup', 'routes/app/landlord/account-setup.tsx'),
          // Any other path under /app/landlord: a 404 inside the shell (ADR 035).
          route('*', 'routes/app/landlord/$.tsx', { id: 'landlord-not-found' }),
        ]),
      ]),
      ...prefix('tenant', [
        layout('routes/app/tenant/_layout.tsx', [
          index('routes/app/tenant/_index.ts'),
          route('leases', 'routes/app/tenant/leases.tsx'),
          route('leases/:leaseId/files/:fileId', 'routes/app/tenant/leases.$leaseId.files.$fileId.tsx'),
          route('leases/:leaseId/auto-pay', 'routes/app/tenant/leases.$leaseId.auto-pay.tsx'),
          route('leases/:leaseId/condition-reports/:conditionReportId', 'routes/app/tenant/leases.$leaseId.condition-reports.$conditionReportId.tsx'),
          route('leases/:leaseId', 'routes/app/tenant/leases.$leaseId/_layout.tsx', [
            index('routes/app/tenant/leases.$leaseId/_index.tsx'),
            route('property-info', 'routes/app/tenant/leases.$leaseId/property-info.tsx'),
            route('condition-reports', 'routes/app/tenant/leases.$leaseId/condition-reports.tsx'),
            route('files', 'routes/app/tenant/leases.$leaseId/files.tsx'),
            route('maintenance', 'routes/app/tenant/leases.$leaseId/maintenance.tsx'),
            route('security-deposit', 'routes/app/tenant/leases.$leaseId/security-deposit.tsx'),
          ]),
          route('maintenance', 'routes/app/tenant/maintenance.tsx'),
          route('maintenance/:requestId', 'routes/app/tenant/maintenance.$requestId/_layout.tsx', [
            index('routes/app/tenant/maintenance.$requestId/_index.tsx'),
            route('comments', 'routes/app/tenant/maintenance.$requestId/comments.tsx'),
          ]),
          route('payment-methods', 'routes/app/tenant/payment-methods.tsx'),
          route('invitations', 'routes/app/tenant/invitations.tsx'),
          // Invoices (product-spec §2): the index redirects to the leases; each invoice has its page.
          route('invoices', 'routes/app/tenant/invoices.ts'),
          route('invoices/:invoiceId', 'routes/app/tenant/invoices.$invoiceId.tsx'),
          route('invoices/:invoiceId/pay', 'routes/app/tenant/invoices.$invoiceId.pay.ts'),
          // Any other path under /app/tenant: a 404 inside the shell (ADR 035).
          route('*', 'routes/app/tenant/$.tsx', { id: 'tenant-not-found' }),
        ]),
      ]),
      route('notifications', 'routes/app/notifications.tsx'),
      // Built-in help and feedback when no external URL is configured (product-spec §2 Shell; ADR 034).
      route('help', 'routes/app/help.tsx'),
      route('feedback', 'routes/app/feedback.tsx'),
      route('notifications/read', 'routes/app/notifications.read.tsx'),
      route('settings', 'routes/app/settings.tsx'),
      route('settings/user-settings', 'routes/app/settings.user-settings.tsx'),
      route('settings/business-website', 'routes/app/settings.business-website.tsx'),
      route('settings/billing', 'routes/app/settings.billing.tsx'),
      route('settings/subscription/return', 'routes/app/settings.subscription.return.tsx'),
      // Unknown paths below the shared private pages: a 404 inside the shell (ADR 035).
      ...['settings/*', 'notifications/*'].map((path) => route(path, 'routes/app/private/$.tsx', { id: `private-not-found-${path.split('/')[0]}` })),
    ]),
    route('*', 'routes/app/$.tsx'),
  ]),
  route('*', 'routes/$.tsx'),
] satisfies RouteConfig
