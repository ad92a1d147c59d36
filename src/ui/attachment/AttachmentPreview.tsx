// An image the device holds as a Blob (a chosen attachment, a downloaded one), drawn through a
// temporary object URL that is revoked when the Blob changes or the image goes.
import { Image, type ImageProps } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

export function BlobImage({ blob, alt, ...props }: { blob: Blob; alt: string } & Omit<ImageProps, 'src' | 'alt'>) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <Image ref={image} alt={alt} {...props} />;
}
