import { beforeAll, describe, expect, it } from 'vitest'
import { action as accountAction, loader as accountLoader } from '~/routes/app/landlord/accounts.$accountId'
import { action as listAction, loader as listLoader } from '~/routes/app/landlord/accounts'
import { action as settingsAction, loader as settingsLoader } from '~/routes/app/landlord/accounts.settings'
import { accountMessages, accountToasts } from '@common/accounts'
import { rest } from './rest'
import { account, fieldErrors, routeRunner, type Account } from './support/routes'
import { signedInLandlord } from './support/users'

/**
 * The accounts pages as a browser without JavaScript uses them (product-spec §2: accounts,
 * accounts/settings, accounts/{id}): the Account add drawer, the mobile payment providers
 * and manual provider drawers, with the field messages next to the fields, called with
 * form posts against the real REST API.
 */
const LIST = '/app/landlord/accounts'
const SETTINGS = '/app/landlord/accounts/settings'

let landlord: Account
let accountId: number
const run = routeRunner(() => landlord)

const stored = async () => (await rest('GET', `/accounts/${accountId}`, { token: landlord.token, query: { depth: 0 } })).body

beforeAll(async () => {
  landlord = account(await signedInLandlord('accounts-pages'))
})

describe('the accounts list and Account add', () => {
  it('shows no account until one is added; the drawer refuses a blank name, adds one and goes on to the settings; a second is refused', async () => {
    expect((await run(listLoader, LIST)).data).toEqual({ account: null })
    expect((await run(settingsLoader, SETTINGS)).data).toEqual({ account: null })

    const blank = await run(listAction, `${LIST}?d=account-add`, { form: { intent: 'account-add', returnTo: LIST, name: '  ' } })
    expect(blank.status).toBe(400)
    expect(fieldErrors(blank).name).toEqual([accountMessages.nameRequired])

    const added = await run(listAction, `${LIST}?d=account-add`, { form: { intent: 'account-add', returnTo: LIST, name: 'Rent Account' } })
    expect(added).toMatchObject({ status: 302, location: SETTINGS, toast: { type: 'success', title: accountToasts.added } })
    const list = await run(listLoader, LIST)
    expect(list.data.account).toMatchObject({ name: 'Rent Account', venmo: { enabled: false } })
    accountId = list.data.account.id

    const again = await run(settingsAction, `${SETTINGS}?d=account-add`, { form: { intent: 'account-add', returnTo: SETTINGS, name: 'Second' } })
    expect(again.status).toBe(400)
    expect(fieldErrors(again).name).toEqual([accountMessages.alreadyExists])
  })
})

describe('payment settings', () => {
  const mobile = (fields: Record<string, string>) =>
    run(settingsAction, `${SETTINGS}?d=mobile-providers`, { form: { intent: 'mobile-providers', returnTo: SETTINGS, target: String(accountId), ...fields } })
  const manual = (fields: Record<string, string | string[]>) =>
    run(settingsAction, `${SETTINGS}?d=manual-provider`, { form: { intent: 'manual-provider', returnTo: SETTINGS, target: String(accountId), ...fields } })

  it('mobile payment providers: an enabled provider without a handle shows its message on the handle; with one it is saved', async () => {
    const missing = await mobile({ zelleEnabled: 'on', zelleHandle: '', venmoEnabled: 'on', venmoHandle: '   ' })
    expect(missing.status).toBe(400)
    expect(fieldErrors(missing)).toMatchObject({ zelleHandle: [accountMessages.handleRequired.zelle], venmoHandle: [accountMessages.handleRequired.venmo] })
    expect((await stored()).zelle.enabled).toBe(false)

    const saved = await mobile({ zelleEnabled: 'on', zelleHandle: 'rent@pages.example', cashappHandle: '$Kept' })
    expect(saved).toMatchObject({ status: 302, location: SETTINGS, toast: { title: accountToasts.mobileSaved } })
    expect(await stored()).toMatchObject({ zelle: { enabled: true, handle: 'rent@pages.example' }, cashapp: { enabled: false, handle: '$Kept' }, venmo: { enabled: false } })
    expect((await run(settingsLoader, SETTINGS)).data.account.zelle).toEqual({ enabled: true, handle: 'rent@pages.example' })
  })

  it('manual provider add: methods and the mailing address are asked for next to their fields; cash alone needs no address', async () => {
    const noMethods = await manual({ enabled: 'on' })
    expect(noMethods.status).toBe(400)
    expect(fieldErrors(noMethods).methods).toEqual([accountMessages.manualMethodsRequired])
    const noAddress = await manual({ enabled: 'on', methods: ['check', 'money-order'] })
    expect(fieldErrors(noAddress).address).toEqual([accountMessages.mailingAddressRequired])
    const unknown = await manual({ enabled: 'on', methods: ['gold-bars'] })
    expect(unknown.status).toBe(400)
    expect((await stored()).manual.enabled).toBe(false)

    expect((await manual({ enabled: 'on', methods: ['cash'] })).status).toBe(302)
    const saved = await manual({ enabled: 'on', methods: ['cash', 'check'], address: 'PO Box 9\nAustin, TX 78701' })
    expect(saved).toMatchObject({ status: 302, toast: { title: accountToasts.manualSaved } })
    expect((await stored()).manual).toEqual({ enabled: true, methods: ['cash', 'check'], address: 'PO Box 9\nAustin, TX 78701' })
  })

  it('the card provider switch posts on and off; a form aimed at another account is a 404', async () => {
    const on = await run(settingsAction, SETTINGS, { form: { intent: 'card-enable', returnTo: SETTINGS, target: String(accountId) } })
    expect(on).toMatchObject({ status: 302, toast: { title: accountToasts.cardEnabled } })
    expect((await stored()).card.enabled).toBe(true)
    const off = await run(settingsAction, SETTINGS, { form: { intent: 'card-disable', returnTo: SETTINGS, target: String(accountId) } })
    expect(off.status).toBe(302)
    expect((await stored()).card.enabled).toBe(false)
    // Without Stripe keys the account says so, and the pages hide the card block.
    expect((await stored()).card.providerConfigured).toBe(false)

    const other = account(await signedInLandlord('accounts-pages-other'))
    const otherAccount = await rest('POST', '/accounts', { token: other.token, json: { name: 'Theirs' }, query: { depth: 0 } })
    const aimed = await run(settingsAction, SETTINGS, { form: { intent: 'mobile-providers', returnTo: SETTINGS, target: String(otherAccount.body.doc.id), zelleEnabled: 'on', zelleHandle: 'x@y.example' } })
    expect(aimed.status).toBe(404)
    expect((await rest('GET', `/accounts/${otherAccount.body.doc.id}`, { token: other.token })).body.zelle.enabled).toBe(false)
  })
})

describe('the account page', () => {
  it('shows the account to its landlord and renames it; another landlord gets 404', async () => {
    const path = `/app/landlord/accounts/${accountId}`
    const params = { accountId: String(accountId) }
    const page = await run(accountLoader, path, { params })
    expect(page.status).toBe(200)
    expect(page.data.account).toMatchObject({ id: accountId, zelle: { enabled: true } })

    const blank = await run(accountAction, `${path}?d=account-edit`, { params, form: { intent: 'account-edit', returnTo: path, target: String(accountId), name: '' } })
    expect(fieldErrors(blank).name).toEqual([accountMessages.nameRequired])
    const renamed = await run(accountAction, `${path}?d=account-edit`, { params, form: { intent: 'account-edit', returnTo: path, target: String(accountId), name: 'Main Account' } })
    expect(renamed).toMatchObject({ status: 302, location: path })
    expect((await stored()).name).toBe('Main Account')

    const foreign = account(await signedInLandlord('accounts-pages-foreign'))
    expect((await run(accountLoader, path, { params, who: foreign })).status).toBe(404)
    expect((await run(accountLoader, '/app/landlord/accounts/abc', { params: { accountId: 'abc' } })).status).toBe(404)
    const intrusion = await run(accountAction, path, { params, who: foreign, form: { intent: 'account-edit', returnTo: path, target: String(accountId), name: 'Mine' } })
    expect(intrusion.status).toBe(404)
    expect((await stored()).name).toBe('Main Account')
  })
})
