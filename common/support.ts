/**
 * Help and feedback (product-spec §2 Shell: the sidebar's Support heading with Help and Submit
 * Feedback, each shown when its feature flag is on). With no external URL configured, Help is
 * the built-in help page below and feedback goes to the API (ADR 034).
 */
export const FEEDBACK_MAX_LENGTH = 5000
/** Feedback a user may send in an hour: enough for anyone, not for a script. */
export const FEEDBACK_PER_HOUR = 5
export const HELP_QUERY_MAX_LENGTH = 100

export const supportMessages = {
  helpTitle: 'Help',
  helpDescription: 'Short answers to the questions we hear most. Search, or browse the topics below.',
  searchLabel: 'Search help',
  noResults: (query: string) => `Nothing matches “${query}”. Try another word, or send us your question with Submit Feedback.`,
  feedbackTitle: 'Submit Feedback',
  feedbackDescription: 'Tell us what works, what does not, or what you miss. Our team reads every message.',
  feedbackLabel: 'Your feedback',
  feedbackRequired: 'Please enter your feedback.',
  feedbackTooLong: `Please keep your feedback under ${FEEDBACK_MAX_LENGTH} characters.`,
  feedbackThrottled: 'You have sent a lot of feedback in the last hour. Please try again later.',
  feedbackSent: 'Thank you! Your feedback was sent to our team.',
} as const

export type HelpArea = 'landlord' | 'tenant'
export type HelpTopic = {
  id: string
  areas: readonly HelpArea[]
  question: string
  answer: string
  link?: { label: string; href: string }
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'add-property',
    areas: ['landlord'],
    question: 'How do I add a property and its units?',
    answer: 'On Properties, choose Add property and enter its address. A single-family home gets one unit; for a multi-family property add each unit from the property’s Units tab.',
    link: { label: 'Properties', href: '/app/landlord' },
  },
  {
    id: 'add-lease',
    areas: ['landlord'],
    question: 'How do I add a lease?',
    answer: 'On Leases, choose Add lease, pick the unit and enter the dates, rent and deposit. The lease stays a draft until it starts; invite its tenants from the lease’s Tenants tab.',
    link: { label: 'Leases', href: '/app/landlord/leases' },
  },
  {
    id: 'invite-tenant',
    areas: ['landlord'],
    question: 'How do I invite a tenant?',
    answer: 'Open the lease, go to its Tenants tab and invite a person by e-mail. They receive a link to create an account or sign in; the lease shows them once they accept.',
  },
  {
    id: 'collect-rent',
    areas: ['landlord'],
    question: 'How do I collect rent every month?',
    answer: 'Set up a recurring payment for the lease under Transactions → Recurring payments. An invoice is created each period and e-mailed to the tenants, who pay it by the methods your account allows.',
    link: { label: 'Recurring payments', href: '/app/landlord/transactions/recurring-payments' },
  },
  {
    id: 'payment-methods-landlord',
    areas: ['landlord'],
    question: 'Which payment methods can my tenants use?',
    answer: 'Under Accounts you choose them: card and bank payments through Stripe, Zelle, Venmo, Cash App, checks or cash. Payments by Zelle, Venmo, Cash App, check or cash are marked sent by the tenant and confirmed by you.',
    link: { label: 'Accounts', href: '/app/landlord/accounts' },
  },
  {
    id: 'record-payment',
    areas: ['landlord'],
    question: 'A tenant paid in cash. How do I record it?',
    answer: 'Open the invoice and choose Record payment. Enter the amount and date; the invoice shows as paid and the payment appears in Transactions.',
  },
  {
    id: 'security-deposit',
    areas: ['landlord'],
    question: 'How do I handle a security deposit?',
    answer: 'Request it from the lease (the tenants receive an invoice) or record one you already hold. When the lease ends, return it with itemised deductions; the tenants receive the statement.',
  },
  {
    id: 'documents',
    areas: ['landlord'],
    question: 'How do I make a lease agreement or a notice?',
    answer: 'Under Forms choose the document and your state, answer the questions, preview the PDF and save it to Documents. Documents made from a lease are connected to it.',
  },
  {
    id: 'maintenance-landlord',
    areas: ['landlord'],
    question: 'How do I handle a repair request?',
    answer: 'Requests appear under Maintenance. Assign a vendor, comment (shared with the tenant, or internal for your team only) and move the status along; you can send the vendor a link to the job that needs no account.',
    link: { label: 'Maintenance', href: '/app/landlord/maintenance' },
  },
  {
    id: 'pay-rent',
    areas: ['tenant'],
    question: 'How do I pay my rent?',
    answer: 'Open your lease and the invoice, then pay with a card or bank account, or follow your landlord’s instructions for Zelle, Venmo, Cash App or a check and press Mark as sent.',
    link: { label: 'Leases', href: '/app/tenant/leases' },
  },
  {
    id: 'autopay',
    areas: ['tenant'],
    question: 'Can rent be paid automatically?',
    answer: 'Yes, when your landlord accepts card or bank payments: save a payment method under Payment Methods, then turn on autopay from your lease. Each invoice is charged on its due date.',
    link: { label: 'Payment Methods', href: '/app/tenant/payment-methods' },
  },
  {
    id: 'maintenance-tenant',
    areas: ['tenant'],
    question: 'How do I ask for a repair?',
    answer: 'Under Maintenance choose New request, describe the problem, add photos and say when someone may enter. You are notified of every update. For an emergency, call your landlord as well.',
    link: { label: 'Maintenance', href: '/app/tenant/maintenance' },
  },
  {
    id: 'invitation',
    areas: ['tenant'],
    question: 'I received an invitation. What now?',
    answer: 'Follow the link in the e-mail to create your account (or sign in with the e-mail it was sent to) and accept the invitation. Your lease then appears under Leases.',
  },
  {
    id: 'notifications',
    areas: ['landlord', 'tenant'],
    question: 'Where do I see what happened?',
    answer: 'The bell at the top shows new notifications: invoices, payments, invitations and repair updates. The same events are e-mailed to you.',
    link: { label: 'Notifications', href: '/app/notifications' },
  },
  {
    id: 'password',
    areas: ['landlord', 'tenant'],
    question: 'How do I change my e-mail or password?',
    answer: 'Open Settings → User settings. Changing either asks for your current password; a new e-mail is used once you follow the link we send to it.',
    link: { label: 'User settings', href: '/app/settings/user-settings' },
  },
]

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)

/**
 * The topics of `area` that contain every word of `query` (a word matches the start of a word
 * in the question or answer, so 'pay' finds 'payment'), questions matching first; every topic
 * of the area for an empty query.
 */
export function searchHelp(area: HelpArea, query: string): HelpTopic[] {
  const topics = HELP_TOPICS.filter((topic) => topic.areas.includes(area))
  const terms = words(query.slice(0, HELP_QUERY_MAX_LENGTH))
  if (!terms.length) return topics
  const matches = (text: string) => {
    const inText = words(text)
    return terms.every((term) => inText.some((word) => word.startsWith(term)))
  }
  const scored = topics
    .map((topic) => ({ topic, inQuestion: matches(topic.question), anywhere: matches(`${topic.question} ${topic.answer}`) }))
    .filter((entry) => entry.anywhere)
  return [...scored.filter((entry) => entry.inQuestion), ...scored.filter((entry) => !entry.inQuestion)].map((entry) => entry.topic)
}
