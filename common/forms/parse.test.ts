import { describe, expect, it } from 'vitest'
import { leaseTestForm } from './fixtures'
import { parseFormData } from './parse'
import { buildSteps } from './steps'
import { formMessages } from './values'

const form = leaseTestForm()
const steps = buildSteps(form, { tenants: [{ fullName: 'Ana' }, { fullName: 'Ben' }], paymentMethod: 'online' })
const step = (key: string) => steps.find((candidate) => candidate.key === key)!

function post(entries: Array<[string, string]>, kind: 'form' | 'search' = 'form') {
  if (kind === 'search') return new URLSearchParams(entries)
  const data = new FormData()
  for (const [key, value] of entries) data.append(key, value)
  return data
}

describe('parseFormData', () => {
  it('reads the first page: text, phone, radio, dateRange, repeater rows', () => {
    const { answers, errors } = parseFormData(
      form,
      step('parties'),
      post([
        ['documentTitle', '  12 Oak St '],
        ['landlordName', 'Maria Lopez'],
        ['landlordPhone', ''],
        ['leaseType', 'fixed'],
        ['startDate', '2026-01-01'],
        ['endDate', '2026-12-31'],
        ['tenants.0.fullName', 'Ana Ruiz'],
        ['tenants.0.email', 'ana@example.com'],
        ['tenants.2.fullName', 'Ben Ode'],
        ['tenants.2.isMinor', 'on'],
        ['tenants.2.age', '16'],
        ['tenants.1.fullName', ' '],
        ['tenants.1.email', ''],
        ['tenants.10.fullName', 'Cy Park'],
      ]),
    )
    expect(errors).toEqual({})
    expect(answers).toEqual({
      documentTitle: '12 Oak St',
      landlordName: 'Maria Lopez',
      landlordPhone: null,
      leaseType: 'fixed',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      // Row order by index (10 after 2), the blank row dropped, renumbered.
      tenants: [
        { fullName: 'Ana Ruiz', email: 'ana@example.com', isMinor: false, age: null },
        { fullName: 'Ben Ode', email: null, isMinor: true, age: 16 },
        { fullName: 'Cy Park', email: null, isMinor: false, age: null },
      ],
    })
  })

  it('reads the second page: currency in cents, numbers, select, checkbox, stringRepeater, checkbox group', () => {
    const { answers, errors } = parseFormData(
      form,
      step('money'),
      post([
        ['lease', '42'],
        ['rent', '$1,850.5'],
        ['securityDeposit', '1850'],
        ['lateFeeDays', '5'],
        ['paymentMethod', 'online'],
        ['petsAllowed', 'on'],
        ['petNames', 'Rex, Tom; Kit\nBo|Zed,, ;'],
        ['utilities', 'gas'],
        ['utilities', 'water'],
        ['utilities', 'oil'],
      ]),
    )
    expect(errors).toEqual({})
    expect(answers).toEqual({
      lease: '42',
      rent: 185050,
      securityDeposit: 185000,
      lateFeeDays: 5,
      paymentMethod: 'online',
      petsAllowed: true,
      petNames: ['Rex', 'Tom', 'Kit', 'Bo', 'Zed'],
      utilities: ['water', 'gas'],
    })
  })

  it('reads an absent checkbox as false, an empty list as [], an unknown option as null (URLSearchParams too)', () => {
    const { answers } = parseFormData(form, step('money'), post([['paymentMethod', 'bitcoin'], ['rent', '']], 'search'))
    expect(answers).toMatchObject({ petsAllowed: false, petNames: [], utilities: [], paymentMethod: null, rent: null, lease: null })
  })

  it('splits a stringRepeater posted as several inputs, and on newlines of a textarea', () => {
    const { answers } = parseFormData(form, step('money'), post([['petNames', 'Rex'], ['petNames', ''], ['petNames', 'Tom\r\nKit']]))
    expect(answers.petNames).toEqual(['Rex', 'Tom', 'Kit'])
  })

  it('reports values it cannot read, and stores null for them', () => {
    const { answers, errors } = parseFormData(
      form,
      step('money'),
      post([
        ['rent', '12.345'],
        ['securityDeposit', '-5'],
        ['lateFeeDays', 'five'],
      ]),
    )
    expect(errors).toEqual({ rent: formMessages.moneyInvalid, securityDeposit: formMessages.moneyNotNegative, lateFeeDays: 'Please enter a valid number' })
    expect(answers).toMatchObject({ rent: null, securityDeposit: null, lateFeeDays: null })
  })

  it('reports a bad date and a bad value in a row (the row stays, under its new number)', () => {
    const { answers, errors } = parseFormData(
      form,
      step('parties'),
      post([
        ['startDate', '01/02/2026'],
        ['endDate', '2026-02-30'],
        ['tenants.3.fullName', ''],
        ['tenants.5.age', 'old'],
      ]),
    )
    expect(errors).toEqual({ startDate: formMessages.dateInvalid, endDate: formMessages.dateInvalid, 'tenants.0.age': 'Please enter a valid number' })
    expect(answers.tenants).toEqual([{ fullName: null, email: null, isMinor: false, age: null }])
  })

  it('reads a dynamic entry under its namespaced names', () => {
    const { answers } = parseFormData(form, step('tenantDetails.1'), post([['tenantDetails.1.employer', 'Beta'], ['tenantDetails.1.hasVehicle', 'true'], ['tenantDetails.1.plate', 'TX 123']]))
    expect(answers).toEqual({ 'tenantDetails.1.employer': 'Beta', 'tenantDetails.1.hasVehicle': true, 'tenantDetails.1.plate': 'TX 123' })
  })

  it('sanitises advancedTextarea and reads textarea and the terms checkbox', () => {
    const { answers } = parseFormData(form, step('terms'), post([['extraClauses', '<p onclick="x()">No smoking.</p><script>alert(1)</script>'], ['agree', 'false']]))
    expect(answers).toEqual({ extraClauses: '<p>No smoking.</p>', agree: false })
    const noPets = buildSteps(form, {}).find((candidate) => candidate.key === 'petPolicy')!
    expect(parseFormData(form, noPets, post([['noPetsClause', ' No animals.\nNone at all. ']])).answers).toEqual({ noPetsClause: 'No animals.\nNone at all.' })
  })

  it('ignores files and refuses a step of another form', () => {
    const data = new FormData()
    data.append('landlordName', new Blob(['x']), 'x.txt')
    expect(parseFormData(form, step('parties'), data).answers.landlordName).toBeNull()
    expect(() => parseFormData(leaseTestForm(), step('parties'), new FormData())).toThrow()
  })
})
