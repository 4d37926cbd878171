import { formatNumber } from '@common/en-us'
import { ArrowLeftIcon } from '@radix-ui/react-icons'
import { Form, Link } from 'react-router'
import { expenseCategoryLabel, expenseMessages, MAX_IMPORT_ROWS, taxCategoryText } from '@common/expenses'
import { FormAlert } from '~/components/form-alert'
import { SubmitButton } from '~/components/submit-button'
import { PageHeader } from '~/components/shell/page-header'
import { Button, Card, Flex, Heading, Table, Text } from '~/components/ui'
import { formatDate } from '~/utils/format'
import { formatCents } from '~/utils/money'
import { EXPENSES_PATH } from './expense-paths'
import { IMPORT_COLUMNS, IMPORT_CONFIRM_INTENT, IMPORT_PREVIEW_INTENT } from './expense-import'
import type { ImportActionData } from './expense-import.server'

/**
 * The CSV import page (ADR 029): the columns documented, the upload (plain multipart, no
 * JavaScript needed), then the preview — every row's errors by row number and column, or the
 * rows to import and 'Import N expenses'. Nothing is saved before that button.
 */
export function ExpenseImportPage({ actionData }: { actionData: ImportActionData | undefined }) {
  const preview = actionData?.preview
  const count = preview?.rows.length ?? 0
  return (
    <>
      <PageHeader
        title="Import expenses"
        description="Upload a CSV file, check the preview, then import. Nothing is saved until you confirm."
        actions={
          <Button asChild size="3" variant="soft" color="gray" className="min-h-11">
            <Link to={EXPENSES_PATH}>
              <ArrowLeftIcon aria-hidden /> Back to expenses
            </Link>
          </Button>
        }
      />
      <Flex direction="column" gap="5">
        <Card size="2">
          <Flex direction="column" gap="3">
            <Heading as="h2" size="4">
              Columns
            </Heading>
            <Text size="2">
              The first row names the columns (any order). Up to {formatNumber(MAX_IMPORT_ROWS)} rows per file. Payment details and receipts can be added to each expense after the import.
            </Text>
            <Table.Root variant="surface" size="1">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Column</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Required</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>What it holds</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {IMPORT_COLUMNS.map((column) => (
                  <Table.Row key={column.key}>
                    <Table.RowHeaderCell>{column.header}</Table.RowHeaderCell>
                    <Table.Cell>{column.required ? 'Yes' : 'No'}</Table.Cell>
                    <Table.Cell>{column.help}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Flex>
        </Card>
        <Card size="2">
          <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3">
            <div className="flex flex-col gap-1">
              <Text as="label" htmlFor="expense-import-file" size="2" weight="medium">
                CSV file
              </Text>
              <input
                id="expense-import-file"
                name="file"
                type="file"
                accept=".csv,text/csv"
                className="min-h-11 py-2"
                aria-invalid={preview?.problem && !count ? true : undefined}
                aria-describedby={preview?.problem && !count ? 'expense-import-file-error' : undefined}
              />
              {preview?.problem && !count && !preview.errors.length ? (
                <Text id="expense-import-file-error" size="2" color="red">
                  {preview.problem}
                </Text>
              ) : null}
            </div>
            <Flex>
              <SubmitButton intent={IMPORT_PREVIEW_INTENT}>Preview import</SubmitButton>
            </Flex>
          </Form>
        </Card>
        {preview && (count || preview.errors.length) ? (
          <section aria-labelledby="expense-import-preview" className="flex flex-col gap-3">
            <Heading as="h2" size="4" id="expense-import-preview">
              Preview
            </Heading>
            {preview.errors.length ? (
              <>
                <FormAlert errors={[preview.problem ?? expenseMessages.importHasErrors]} />
                <Table.Root variant="surface" size="1">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeaderCell>Row</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>Column</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>Error</Table.ColumnHeaderCell>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {preview.errors.map((error, index) => (
                      <Table.Row key={`${error.row}-${error.field}-${index}`}>
                        <Table.RowHeaderCell>{error.row}</Table.RowHeaderCell>
                        <Table.Cell>{error.field}</Table.Cell>
                        <Table.Cell>
                          <Text color="red">{error.message}</Text>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </>
            ) : null}
            {count ? (
              <Table.Root variant="surface" size="1">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>Row</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Date</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Payee</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Category</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Tax category</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Property</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell justify="end">Amount</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {preview.rows.map((row) => (
                    <Table.Row key={row.row}>
                      <Table.RowHeaderCell>{row.row}</Table.RowHeaderCell>
                      <Table.Cell className="whitespace-nowrap">{formatDate(row.date)}</Table.Cell>
                      <Table.Cell>{row.payeeName}</Table.Cell>
                      <Table.Cell>{expenseCategoryLabel[row.category]}</Table.Cell>
                      <Table.Cell>{taxCategoryText(row.taxCategory)}</Table.Cell>
                      <Table.Cell>{row.place ?? 'Portfolio'}</Table.Cell>
                      <Table.Cell justify="end" className="tabular-nums">
                        {formatCents(row.amount)}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            ) : null}
            {actionData?.confirm ? (
              <Form method="post" className="flex flex-wrap items-center gap-3">
                <input type="hidden" name="payload" value={actionData.confirm.payload} />
                <input type="hidden" name="signature" value={actionData.confirm.signature} />
                <SubmitButton intent={IMPORT_CONFIRM_INTENT}>{`Import ${count} ${count === 1 ? 'expense' : 'expenses'}`}</SubmitButton>
                <Text size="2" color="gray">
                  Total {formatCents(preview.rows.reduce((sum, row) => sum + row.amount, 0))}
                </Text>
              </Form>
            ) : null}
          </section>
        ) : null}
      </Flex>
    </>
  )
}
