// The install card (spec section 2): the benefits (fast loading, no browser bar), Install and Later.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Download, PanelTopClose, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PromptCard } from './PromptCard';

function Benefit({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" gap="2" align="center">
      <Text as="span" color="primary.fg" aria-hidden="true" display="inline-flex">
        {icon}
      </Text>
      <Text fontSize="sm">{children}</Text>
    </HStack>
  );
}

export function InstallCard({ onInstall, onLater }: { onInstall: () => void; onLater: () => void }) {
  const { t } = useTranslation('install');
  return (
    <PromptCard
      testId="install-card"
      titleId="install-card-title"
      title={t('card.title')}
      icon={<Download size={20} />}
      actions={
        <>
          <Button variant="ghost" colorPalette="gray" minH="11" onClick={onLater}>
            {t('card.later')}
          </Button>
          <Button colorPalette="primary" minH="11" onClick={onInstall}>
            {t('card.install')}
          </Button>
        </>
      }
    >
      <Text fontSize="sm" color="fg.muted">
        {t('card.text')}
      </Text>
      <Stack as="ul" gap="1" listStyleType="none">
        <Benefit icon={<Zap size={16} />}>{t('card.benefits.fast')}</Benefit>
        <Benefit icon={<PanelTopClose size={16} />}>{t('card.benefits.noBar')}</Benefit>
      </Stack>
    </PromptCard>
  );
}
