import { getFormProps } from '@conform-to/react'
import { Form, useActionData, useNavigation } from 'react-router'
import { worseItemDeduction, type WorseItem } from '@common/condition-reports'
import { securityDepositMessages } from '@common/security-deposits'
import { Drawer, DrawerForm } from '~/components/drawer'
import { ErrorList, FormAlert, MoneyField, SubmitButton, TextAreaField } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Badge, Flex, Text } from '~/components/ui'
import { replyFor } from '~/utils/form-action'
import { formatCents } from '~/utils/money'
import { CONDITION_REPORT_DEDUCT_INTENT, CONDITION_REPORT_SIGN_INTENT, ConditionDeductionSchema, ConditionSignSchema, deductIntentFor } from './condition-report-forms'
import { SignatureFields } from './condition-report-link-sign'
import type { ConditionReportView } from './condition-reports.server'

/*
 * The report page's forms that validate in the browser (conform, zod), in a chunk of their own
 * (ADR 027): the deduction form, rendered on the page through `lazyBoundary` (the server sends it
 * complete; it posts without JavaScript until the chunk is there), and the tenant's sign drawer,
 * loaded when `?d=` opens it. See lazy-drawers.tsx.
 */

/** One item that got worse: a deduction already made, the form to make one, or why none can be made. */
export function DeductionForm({ report, worse }: { report: ConditionReportView; worse: WorseItem }) {
  const navigation = useNavigation()
  const intent = deductIntentFor(worse.item.id)
  const [form, fields] = useSchemaForm(ConditionDeductionSchema, {
    id: `deduct-form-${worse.item.id}`,
    lastResult: replyFor(useActionData(), intent),
    defaultValue: { item: worse.item.id, amount: '', description: worseItemDeduction(worse).description },
  })
  const made = report.deductions?.byItem[worse.item.id]
  if (made) {
    return (
      <Text size="2">
        <Badge color="green">Deducted</Badge> <span className="tabular-nums">{formatCents(made.amount)}</span>
        {made.description ? ` — ${made.description}` : ''}
      </Text>
    )
  }
  const blocked = report.deductions?.deposit === 'returned' ? securityDepositMessages.deductionReturned : report.deductions?.deposit === 'none' ? securityDepositMessages.noDepositToDeduct : null
  const pending = navigation.state !== 'idle' && navigation.formData?.get('item') === worse.item.id
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset className="flex flex-col gap-3">
      <input type="hidden" name="item" value={worse.item.id} />
      <FormAlert id={form.errorId} errors={form.errors} />
      <ErrorList id={fields.item.errorId} errors={fields.item.errors} />
      <MoneyField field={fields.amount} label="Deduct from the security deposit" disabled={Boolean(blocked)} hint={blocked ?? undefined} />
      {blocked ? null : (
        <>
          <TextAreaField field={fields.description} label="Description" rows={2} hint="Shown on the deposit's itemised deductions and the itemization letter." />
          <Flex>
            <SubmitButton intent={CONDITION_REPORT_DEDUCT_INTENT} pending={pending} variant="soft">
              Add deduction
            </SubmitButton>
          </Flex>
        </>
      )}
    </Form>
  )
}

/** The tenant's signature (`?d=user-action`). */
export function SignDrawer() {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(ConditionSignSchema, { id: 'condition-report-sign', lastResult: replyFor(actionData, CONDITION_REPORT_SIGN_INTENT) })
  return (
    <Drawer title="Sign the condition report" description="Your signature confirms that this report, with your notes and photos, describes the home's condition.">
      <DrawerForm form={form} intent={CONDITION_REPORT_SIGN_INTENT} submitLabel="Sign report">
        <SignatureFields fields={fields} />
      </DrawerForm>
    </Drawer>
  )
}
