import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes'

/** One URL, one route file. The UI lives under /app (a prefix, not a basename), the REST API under /api. */
export default [
  index('routes/_index.ts'),
  route('api/*', 'routes/api.$.ts'),
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
    route('session/refresh', 'routes/app/session.refresh.ts'),
    route('dev/outbox', 'routes/app/dev.outbox.tsx'),
    layout('routes/app/private/_layout.tsx', [
      ...prefix('landlord', [
        layout('routes/app/landlord/_layout.tsx', [
          index('routes/app/landlord/_index.tsx'),
          route('properties', 'routes/app/landlord/properties.ts'),
          route('leases', 'routes/app/landlord/leases.tsx'),
          route('people', 'routes/app/landlord/people.tsx'),
          route('marketing', 'routes/app/landlord/marketing.tsx'),
          route('maintenance', 'routes/app/landlord/maintenance.tsx'),
          route('documents', 'routes/app/landlord/documents.tsx'),
          route('forms', 'routes/app/landlord/forms.tsx'),
          route('my-files', 'routes/app/landlord/my-files.tsx'),
          route('transactions', 'routes/app/landlord/transactions.tsx'),
          route('accounts', 'routes/app/landlord/accounts.tsx'),
          route('expenses', 'routes/app/landlord/expenses.tsx'),
          route('reports', 'routes/app/landlord/reports.tsx'),
          route('account-setup', 'routes/app/landlord/account-setup.tsx'),
        ]),
      ]),
      ...prefix('tenant', [
        layout('routes/app/tenant/_layout.tsx', [
          index('routes/app/tenant/_index.ts'),
          route('leases', 'routes/app/tenant/leases.tsx'),
          route('maintenance', 'routes/app/tenant/maintenance.tsx'),
          route('payment-methods', 'routes/app/tenant/payment-methods.tsx'),
          route('invitations', 'routes/app/tenant/invitations.tsx'),
        ]),
      ]),
      route('notifications', 'routes/app/notifications.tsx'),
      route('notifications/read', 'routes/app/notifications.read.tsx'),
      route('settings', 'routes/app/settings.tsx'),
      route('settings/user-settings', 'routes/app/settings.user-settings.tsx'),
    ]),
    route('*', 'routes/app/$.tsx'),
  ]),
  route('*', 'routes/$.tsx'),
] satisfies RouteConfig
