// The kitchen's logo: the current one, or the newly chosen one as it will be sent (resized on the
// device) with its size in kB; "Choose a logo" opens the device's picker (image/*: on a phone the
// camera or the gallery). While the image is prepared a progress bar says which step it is at.
import { Box, Button, Field, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { ImageIcon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '@/contract';
import { formatBytes } from '@/lib/format';
import { useFieldMessage } from '@/ui/form';
import type { ChosenLogo } from './kitchen-draft';
import { stepProgress, useLogoChoice } from './use-logo-choice';


/** The chosen logo as it will be sent: a temporary object URL, revoked when it changes or goes. */
function LogoPreview({ blob, alt }: { blob: Blob; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <Image ref={image} alt={alt} objectFit="contain" boxSize="full" />;
}

type LogoFieldProps = {
  currentUrl: string | null;
  logo: ChosenLogo | null;
  /** The logo of a saved edit still waiting to be sent (shown until the server has it). */
  queued: ChosenLogo | null;
  onChosen: (logo: ChosenLogo) => void;
  onForget: () => void;
};

export function LogoField({ currentUrl, logo: chosen, queued, onChosen, onForget }: LogoFieldProps) {
  const { t } = useTranslation('kitchenEdit');
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const { work, choose } = useLogoChoice(onChosen);
  const refusal = useFieldMessage(work.state === 'refused' && work.problem !== 'unreadable' ? msg(work.problem) : undefined);
  const problem = work.state === 'refused' ? (work.problem === 'unreadable' ? t('logo.failed') : refusal) : undefined;
  const logo = chosen ?? queued;

  return (
    <Field.Root invalid={!!problem} role="group" aria-labelledby={labelId}>
      <Text id={labelId} textStyle="sm" fontWeight="medium">
        {t('logo.label')}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'stretch', sm: 'center' }} width="full">
        <Box boxSize="28" flexShrink="0" rounded="l2" overflow="hidden" bg="bg.muted" borderWidth="1px" display="flex" alignItems="center" justifyContent="center" color="fg.muted">
          {logo ? (
            <LogoPreview
              blob={logo.blob}
              alt={t('logo.preview', {
                width: logo.width,
                height: logo.height,
              })}
            />
          ) : currentUrl ? (
            <Image src={currentUrl} alt={t('logo.current')} objectFit="contain" boxSize="full" />
          ) : (
            <ImageIcon size={32} aria-label={t('logo.none')} />
          )}
        </Box>
        <Stack gap="2" flex="1" minWidth="0">
          {logo && (
            <Text fontSize="sm" data-testid="logo-result">
              <Text as="span" fontWeight="medium">
                {t('logo.preview', { width: logo.width, height: logo.height })}
              </Text>
              {' · '}
              {t('logo.sizes', {
                size: formatBytes(logo.blob.size),
                original: formatBytes(logo.originalBytes),
              })}
              <Text as="span" display="block" color="fg.muted">
                {chosen ? t('logo.notSentYet') : t('logo.queued')}
              </Text>
            </Text>
          )}
          <HStack gap="2" wrap="wrap">
            <Button type="button" variant="outline" size="lg" onClick={() => input.current?.click()} loading={work.state === 'working'}>
              {logo || currentUrl ? t('logo.change') : t('logo.choose')}
            </Button>
            {chosen && (
              <Button type="button" variant="ghost" size="lg" onClick={onForget}>
                {t('logo.remove')}
              </Button>
            )}
          </HStack>
          <input
            ref={input}
            type="file"
            accept="image/*"
            hidden
            aria-label={t('logo.choose')}
            data-testid="logo-input"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void choose(file);
            }}
          />
        </Stack>
      </Stack>
      {work.state === 'working' && (
        <Progress.Root value={stepProgress[work.step]} max={100} colorPalette="primary" size="md" width="full" marginTop="2">
          <Progress.Label fontSize="sm" fontWeight="normal" marginBottom="1">
            {t(`logo.steps.${work.step}`)}
          </Progress.Label>
          <Progress.Track rounded="full" aria-label={t(`logo.steps.${work.step}`)}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : <Field.HelperText>{t('logo.hint')}</Field.HelperText>}
    </Field.Root>
  );
}
