import { Flex, Spinner, Text } from '~/components/ui'
import { previewMessages } from './messages'

/** 'Loading the PDF…': while the viewer's code (pdf.js) downloads and while it opens the file. */
export function ViewerLoading() {
  return (
    <Flex role="status" direction="column" align="center" justify="center" gap="3" className="min-h-[320px] py-8">
      <Spinner size="3" />
      <Text as="p" size="2" color="gray" className="m-0">
        {previewMessages.loadingPdf}
      </Text>
    </Flex>
  )
}
