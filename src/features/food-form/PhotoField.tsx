// The food's photo: the new one as it will be sent (cropped to 4:3, 1600 px, WebP or JPEG) with its
// size, else the current one. "Take a photo" opens the camera on a phone (capture), "Choose a photo"
// the device's picker. While the photo is prepared a progress bar says which step it is at; once
// there is an original in memory, the chef moves the crop with three buttons (keyboard usable).
import { AspectRatio, Box, Button, Field, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { Camera, ImageIcon, ImagePlus } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '@/contract';
import { cropAxis } from '@/lib/image/image-size';
import { useFieldMessage } from '@/ui/form';
import type { ChosenPhoto } from './food-draft';
import { formatBytes } from '@/lib/format';
import { CARD_RATIO, stepProgress, usePhotoChoice, type CropPosition } from './use-photo-choice';

/** The chosen photo: a temporary object URL, revoked when it changes or goes. */
function PhotoPreview({ blob, alt }: { blob: Blob; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <Image ref={image} alt={alt} objectFit="cover" />;
}

type PhotoFieldProps = {
  currentUrl: string | null;
  /** A food made on this device whose photo waits in the outbox. */
  waiting: boolean;
  photo: ChosenPhoto | null;
  /** The form's own message (the photo is required on create). */
  error: string | undefined;
  onChosen: (photo: ChosenPhoto) => void;
  onForget: () => void;
};

export function PhotoField({ currentUrl, waiting, photo, error, onChosen, onForget }: PhotoFieldProps) {
  const { t } = useTranslation('foodForm');
  const pick = useRef<HTMLInputElement>(null);
  const take = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const { work, original, position, choose, move, forget } = usePhotoChoice(onChosen);
  const refusal = useFieldMessage(work.state === 'refused' && work.problem !== 'unreadable' ? msg(work.problem) : undefined);
  const formError = useFieldMessage(error);
  const problem = work.state === 'refused' ? (work.problem === 'unreadable' ? t('photo.failed') : refusal) : formError;
  const axis = original && photo ? cropAxis(original, CARD_RATIO) : 'none';
  const positions: CropPosition[] = [0, 0.5, 1];
  const positionLabel = (at: CropPosition) => (axis === 'none' ? '' : at === 0.5 ? t('photo.crop.center') : t(`photo.crop.${at === 0 ? 'start' : 'end'}.${axis}`));
  const onFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) void choose(file);
  };

  return (
    <Field.Root invalid={!!problem} role="group" aria-labelledby={labelId} data-testid="photo-field">
      <Text id={labelId} textStyle="sm" fontWeight="medium">
        {t('photo.label')}
      </Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ base: 'stretch', md: 'start' }} width="full">
        <AspectRatio ratio={4 / 3} width={{ base: 'full', md: '64' }} flexShrink="0" rounded="l2" overflow="hidden" bg="bg.muted" borderWidth="1px" color="fg.muted">
          {photo ? (
            <PhotoPreview blob={photo.blob} alt={t('photo.preview', { width: photo.width, height: photo.height })} />
          ) : currentUrl ? (
            <Image src={currentUrl} alt={t('photo.current')} objectFit="cover" loading="lazy" />
          ) : (
            <Box display="flex" alignItems="center" justifyContent="center">
              <ImageIcon size={40} aria-label={t('photo.none')} />
            </Box>
          )}
        </AspectRatio>
        <Stack gap="3" flex="1" minWidth="0">
          {photo && (
            <Text fontSize="sm" data-testid="photo-result">
              <Text as="span" fontWeight="medium">
                {t('photo.preview', { width: photo.width, height: photo.height })}
              </Text>
              {' · '}
              {t('photo.sizes', { size: formatBytes(photo.blob.size), original: formatBytes(photo.originalBytes) })}
              <Text as="span" display="block" color="fg.muted">
                {t('photo.notSentYet')}
              </Text>
            </Text>
          )}
          {!photo && waiting && (
            <Text fontSize="sm" color="fg.muted">
              {t('photo.waiting')}
            </Text>
          )}
          {axis !== 'none' && (
            <Stack as="fieldset" gap="2" border="0" padding="0" margin="0" minWidth="0">
              <Text as="legend" fontSize="sm" marginBottom="2">
                {t(`photo.crop.${axis}`)}
              </Text>
              <HStack gap="2" wrap="wrap">
                {positions.map((at) => (
                  <Button key={at} type="button" size="md" minH="11" variant={position === at ? 'solid' : 'outline'} aria-pressed={position === at} disabled={work.state === 'working'} onClick={() => void move(at)}>
                    {positionLabel(at)}
                  </Button>
                ))}
              </HStack>
            </Stack>
          )}
          <HStack gap="2" wrap="wrap">
            <Button type="button" variant="outline" size="lg" display={{ base: 'inline-flex', md: 'none' }} onClick={() => take.current?.click()} loading={work.state === 'working'}>
              <Camera aria-hidden="true" />
              {t('photo.takeOnly')}
            </Button>
            <Button type="button" variant="outline" size="lg" onClick={() => pick.current?.click()} loading={work.state === 'working'}>
              <ImagePlus aria-hidden="true" />
              {photo || currentUrl || waiting ? t('photo.change') : t('photo.choose')}
            </Button>
            {photo && (
              <Button
                type="button"
                variant="ghost"
                size="lg"
                onClick={() => {
                  forget();
                  onForget();
                }}
              >
                {currentUrl || waiting ? t('photo.forget') : t('photo.remove')}
              </Button>
            )}
          </HStack>
          <input ref={pick} type="file" accept="image/*" hidden aria-label={t('photo.choose')} data-testid="photo-input" onChange={onFile} />
          <input ref={take} type="file" accept="image/*" capture="environment" hidden aria-label={t('photo.takeOnly')} onChange={onFile} />
        </Stack>
      </Stack>
      {work.state === 'working' && (
        <Progress.Root value={stepProgress[work.step]} max={100} size="sm" width="full" data-testid="photo-progress">
          <Progress.Label fontSize="sm" fontWeight="normal" marginBottom="1">
            {t(`photo.steps.${work.step}`)}
          </Progress.Label>
          <Progress.Track rounded="full" aria-label={t(`photo.steps.${work.step}`)}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : <Field.HelperText>{t('photo.hint')}</Field.HelperText>}
    </Field.Root>
  );
}
