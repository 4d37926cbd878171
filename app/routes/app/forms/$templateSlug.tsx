import { data, Form, redirect } from 'react-router'
import { AreaErrorBoundary } from '~/components/error-screens'
import { NATIVE_SELECT_CLASS, nativeSelectStyle } from '~/components/fields'
import { PageHeader } from '~/components/shell/page-header'
import { Button, Card, Flex, Text } from '~/components/ui'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/$templateSlug'
import { formPageMessages, formPath, stateCodeOf, stateName, stateSlugOf } from '~/features/forms/templates'
import { loadTemplateGroup, requireFormsFeature } from '~/features/forms/templates.server'
import type { StaticHandle } from '~/root'

export const meta: Route.MetaFunction = ({ loaderData, error }) => titleMeta(loaderData?.group.name ?? formPageMessages.catalogueTitle, error)

/** No scripts for visitors (ADR 027): one GET form. */
export const handle: StaticHandle = { hydrate: 'signed-in' }

/**
 * /app/forms/{templateSlug}: the visitor chooses the state (the states the group has versions
 * for, and 'All other states (general)'), then goes to /app/forms/{slug}/{state} — a GET form,
 * so it works without JavaScript (`?state=ca` redirects there).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  await requireFormsFeature(context)
  const found = await loadTemplateGroup(context, params.templateSlug)
  if (!found || found.states.length === 0) throw data(null, { status: 404 })
  const chosen = new URL(request.url).searchParams.get('state')
  if (chosen) {
    const code = stateCodeOf(chosen)
    if (code && found.states.includes(code)) throw redirect(formPath(found.group.slug, stateSlugOf(code)))
  }
  return {
    group: found.group,
    states: found.states.map((code) => ({
      slug: stateSlugOf(code),
      name: stateName(code),
    })),
  }
}

export default function ChooseState({ loaderData }: Route.ComponentProps) {
  const { group, states } = loaderData
  return (
    <>
      <PageHeader title={group.name} description={group.description ?? undefined} />
      <Card size="3" className="max-w-xl">
        <Form method="get" className="flex flex-col gap-4">
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor="state" size="2" weight="medium">
              {formPageMessages.chooseState}
            </Text>
            <select id="state" name="state" required className={NATIVE_SELECT_CLASS} style={nativeSelectStyle(false)} defaultValue={states[0]?.slug}>
              {states.map((state) => (
                <option key={state.slug} value={state.slug}>
                  {state.name}
                </option>
              ))}
            </select>
          </Flex>
          <div>
            <Button type="submit" size="3" className="min-h-11">
              {formPageMessages.start}
            </Button>
          </div>
        </Form>
      </Card>
    </>
  )
}

export function ErrorBoundary() {
  return <AreaErrorBoundary area="FormsSystem" frame="panel" />
}
