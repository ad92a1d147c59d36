// /uikit/formlayout, the demo form page (spec section 2): a living reference of the shared form
// fields (src/ui/form) for anyone adding a screen: vertical, horizontal and inline layouts, and the
// field states. The forms check with the contract's rules and keep nothing.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DemoSection } from './DemoSection';
import { FieldStates } from './FieldStates';
import { HorizontalForm } from './HorizontalForm';
import { InlineForm } from './InlineForm';
import { VerticalForm } from './VerticalForm';

export function FormLayoutScreen() {
  const { t } = useTranslation('uikit');
  return (
    <Stack gap="6" as="section" aria-labelledby="screen-title" maxW="4xl">
      <Stack gap="2">
        <Heading as="h1" id="screen-title" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('intro')}</Text>
      </Stack>
      <DemoSection id="uikit-vertical" title={t('vertical.title')} text={t('vertical.text')}>
        <VerticalForm />
      </DemoSection>
      <DemoSection id="uikit-horizontal" title={t('horizontal.title')} text={t('horizontal.text')}>
        <HorizontalForm />
      </DemoSection>
      <DemoSection id="uikit-inline" title={t('inline.title')} text={t('inline.text')}>
        <InlineForm />
      </DemoSection>
      <DemoSection id="uikit-states" title={t('states.title')} text={t('states.text')}>
        <FieldStates />
      </DemoSection>
    </Stack>
  );
}
