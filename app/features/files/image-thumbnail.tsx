import { ImageIcon } from '@radix-ui/react-icons'
import { Flex, Text } from '~/components/ui'
import { imageSrc, populatedImage, type ImageLike } from './images'

/** A small square picture for headers and lists, or a neutral placeholder. */
export function ImageThumbnail({ image, size = 64, label }: { image: number | ImageLike | null | undefined; size?: number; label: string }) {
  const shown = populatedImage(image)
  if (!shown) {
    return (
      <Flex
        align="center"
        justify="center"
        className="shrink-0 rounded-[var(--radius-3)]"
        style={{ width: size, height: size, backgroundColor: 'var(--gray-3)' }}
        role="img"
        aria-label={`${label}: no image`}
      >
        <Text color="gray" aria-hidden>
          <ImageIcon width={20} height={20} />
        </Text>
      </Flex>
    )
  }
  return (
    <img
      src={imageSrc(shown)}
      alt={shown.alt || label}
      width={size}
      height={size}
      className="shrink-0 rounded-[var(--radius-3)] object-cover"
      style={{ width: size, height: size }}
    />
  )
}
