// The iOS instructions (spec section 2): Safari has no install prompt, so the three taps are shown:
// tap Share, choose Add to Home Screen, tap Add. Later hides them for a day.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Check, Share, SquarePlus, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PromptCard } from './PromptCard';

function Step({ n, icon, children }: { n: number; icon: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" gap="3" align="center">
      <Box as="span" flexShrink={0} boxSize="6" rounded="full" bg="primary.solid" color="primary.contrast" fontSize="xs" fontWeight="bold" display="inline-flex" alignItems="center" justifyContent="center" aria-hidden="true">
        {n}
      </Box>
      <Text fontSize="sm" flex="1">
        {children}
      </Text>
      <Text as="span" color="fg.muted" aria-hidden="true" display="inline-flex">
        {icon}
      </Text>
    </HStack>
  );
}

export function IosInstructions({ onLater }: { onLater: () => void }) {
  const { t } = useTranslation('install');
  return (
    <PromptCard
      testId="install-ios"
      titleId="install-ios-title"
      title={t('ios.title')}
      icon={<Smartphone size={20} />}
      actions={
        <Button variant="outline" colorPalette="gray" minH="11" onClick={onLater}>
          {t('ios.later')}
        </Button>
      }
    >
      <Text fontSize="sm" color="fg.muted">
        {t('ios.text')}
      </Text>
      <Stack as="ol" gap="2" listStyleType="none">
        <Step n={1} icon={<Share size={18} />}>{t('ios.steps.share')}</Step>
        <Step n={2} icon={<SquarePlus size={18} />}>{t('ios.steps.add')}</Step>
        <Step n={3} icon={<Check size={18} />}>{t('ios.steps.confirm')}</Step>
      </Stack>
    </PromptCard>
  );
}
