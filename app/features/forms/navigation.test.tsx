import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { buildSteps, stepStatuses } from '@common/forms'
import { leaseTestForm } from '@common/forms/fixtures'
import { FormNavigation } from './form-navigation'
import { StepIndicator } from './step-indicator'
import { buttons } from './test-html'

/** Renders inside a router, as the form route does (links and pending buttons need one). */
function inRouter(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: '/forms/lease/CA', Component: () => element }])
  return renderToString(<Stub initialEntries={['/forms/lease/CA?tempId=t1']} />)
}

describe('StepIndicator', () => {
  const form = leaseTestForm()
  const answers = { landlordName: 'Dana Lee', leaseType: 'monthly', documentTitle: '12 Elm St', tenants: [{ fullName: 'Ana Ruiz' }] }
  const steps = buildSteps(form, answers)
  const html = inRouter(<StepIndicator steps={steps} statuses={stepStatuses(steps, answers, 2, ['parties', 'money'])} currentIndex={2} />)
  const items = [...html.matchAll(/<li data-status="(\w+)"><button([^>]*)>([\s\S]*?)<\/button><\/li>/g)].map((match) => ({ status: match[1], button: match[2], text: match[3].replace(/<[^>]*>/g, '') }))

  it('is a labelled nav whose pages are submit buttons of the page’s form, posting goto:<stepKey>', () => {
    expect(html).toMatch(/^<nav aria-label="Form pages"/)
    // Buttons, not links: the current page's answers are posted (and saved) on the way.
    expect(html).not.toContain('<a ')
    expect(buttons(html).map((button) => [button.attributes.type, button.attributes.name, button.attributes.value])).toEqual(steps.map((step) => ['submit', 'intent', `goto:${step.key}`]))
    expect(items.every((item) => /formNoValidate/i.test(item.button))).toBe(true)
  })

  it('marks current, complete and incomplete as the spec defines, in text as well as colour', () => {
    // parties visited and filled; money visited but its required rent and method are empty; the current page; terms not visited.
    expect(steps.map((step) => step.key)).toEqual(['parties', 'money', 'tenantDetails.0', 'petPolicy', 'terms'])
    expect(items.map((item) => item.status)).toEqual(['complete', 'incomplete', 'current', 'incomplete', 'incomplete'])
    expect(items[0].text).toBe('Parties, complete')
    expect(items[1].text).toBe('2Rent and deposit, incomplete')
    expect(items[2].text).toBe('3Tenant details: Ana Ruiz, current page')
    expect(items.filter((item) => item.button.includes('aria-current="step"'))).toEqual([items[2]])
  })

  it('shows the position for small screens', () => {
    expect(html).toContain('Page 3 of 5: Tenant details: Ana Ruiz')
  })
})

describe('FormNavigation', () => {
  const submitButtons = (html: string) => buttons(html).map((button) => [button.attributes.type, button.attributes.name, button.attributes.value, button.text])

  it('has Next and no Back on the first page', () => {
    expect(submitButtons(inRouter(<FormNavigation isFirst isLast={false} />))).toEqual([['submit', 'intent', 'next', 'Next']])
  })

  it('has Back and Next on a middle page', () => {
    expect(submitButtons(inRouter(<FormNavigation isFirst={false} isLast={false} />))).toEqual([
      ['submit', 'intent', 'back', 'Back'],
      ['submit', 'intent', 'next', 'Next'],
    ])
  })

  it('has Back and Preview on the last page', () => {
    expect(submitButtons(inRouter(<FormNavigation isFirst={false} isLast />))).toEqual([
      ['submit', 'intent', 'back', 'Back'],
      ['submit', 'intent', 'preview', 'Preview'],
    ])
    expect(submitButtons(inRouter(<FormNavigation isFirst isLast />))).toEqual([['submit', 'intent', 'preview', 'Preview']])
  })
})
