// The preview of a chosen image: a temporary object URL set on the <img> and revoked when the file
// changes or the preview goes away, so previews never pile up in memory.
import { Image } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

export function FilePreview({ file, alt }: { file: Blob; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <Image ref={image} alt={alt} boxSize="full" objectFit="cover" />;
}
