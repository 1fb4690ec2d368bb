import { Circle, Image } from '@chakra-ui/react';
import { useState } from 'react';
import { initials } from '@/lib/format';

export type StudentAvatarProps = {
  name: string;
  photoUrl?: string | null;
  size?: 'sm' | 'lg';
  /** Decorative next to the written name (table rows); otherwise the image is named after the student. */
  decorative?: boolean;
};

const dimensions = { sm: '9', lg: '24' } as const;
/** The same sizes in px, as the image's width and height attributes: its box is known before it loads. */
const pixels = { sm: 36, lg: 96 } as const;

/** The student's photo, or their initials when there is none (or it fails to load). */
export function StudentAvatar({ name, photoUrl, size = 'sm', decorative = false }: StudentAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const box = dimensions[size];

  if (photoUrl && photoUrl !== failedUrl) {
    return (
      <Image
        src={photoUrl}
        alt={decorative ? '' : name}
        boxSize={box}
        htmlWidth={pixels[size]}
        htmlHeight={pixels[size]}
        flexShrink={0}
        borderRadius="full"
        objectFit="cover"
        onError={() => setFailedUrl(photoUrl)}
      />
    );
  }
  return (
    <Circle
      size={box}
      flexShrink={0}
      bg="primary.subtle"
      color="primary.fg"
      fontWeight="semibold"
      textStyle={size === 'lg' ? '2xl' : 'sm'}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      {initials(name)}
    </Circle>
  );
}
