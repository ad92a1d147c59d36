// A food's photo in the list: the photo still waiting in the outbox (a food made or changed on this
// device), else the server's image, else a neutral placeholder. Lazy: 300 rows load only what is seen.
import { Box, Center, Image } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { useEffect, useRef } from 'react';

type Props = { url: string | null; waiting: Blob | null; alt: string; noPhoto: string };

/** The waiting photo as a temporary object URL, revoked when it changes or goes. */
function WaitingPhoto({ blob, alt }: { blob: Blob; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <Image ref={image} alt={alt} w="full" h="full" objectFit="cover" data-testid="food-photo-waiting" />;
}

export function FoodPhoto({ url, waiting, alt, noPhoto }: Props) {
  return (
    <Box flexShrink={0} w={{ base: '20', md: '24' }} aspectRatio="4 / 3" rounded="l2" overflow="hidden" bg="bg.muted">
      {waiting ? (
        <WaitingPhoto blob={waiting} alt={alt} />
      ) : url ? (
        <Image src={url} alt={alt} w="full" h="full" objectFit="cover" loading="lazy" decoding="async" />
      ) : (
        <Center h="full" color="fg.subtle" role="img" aria-label={noPhoto}>
          <ImageOff size={24} aria-hidden="true" />
        </Center>
      )}
    </Box>
  );
}
