// The onboarding stepper: Profile, Documents, Contract, Review, the current step marked with
// aria-current="step". Each item's text is only its name; the number or check mark is decoration.
import { Flex, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { onboardingSteps, type OnboardingStep } from './onboarding-step';

export function OnboardingSteps({ current }: { current: OnboardingStep }) {
  const { t } = useTranslation('onboarding');
  const currentIndex = onboardingSteps.indexOf(current);
  return (
    <Flex as="ol" aria-label={t('steps.label')} listStyleType="none" gap={{ base: '1', sm: '2' }} w="full">
      {onboardingSteps.map((step, index) => {
        const done = index < currentIndex;
        const active = index === currentIndex;
        return (
          <Flex
            as="li"
            key={step}
            aria-current={active ? 'step' : undefined}
            flex="1"
            minW="0"
            direction={{ base: 'column', md: 'row' }}
            align="center"
            gap={{ base: '1.5', md: '2.5' }}
            pb="2"
            borderBottomWidth="3px"
            borderColor={done || active ? 'primary.solid' : 'border'}
          >
            <Flex
              aria-hidden="true"
              flexShrink="0"
              boxSize="7"
              rounded="full"
              align="center"
              justify="center"
              fontSize="sm"
              fontWeight="semibold"
              bg={done ? 'primary.solid' : active ? 'primary.subtle' : 'bg.muted'}
              color={done ? 'primary.contrast' : active ? 'primary.fg' : 'fg.muted'}
              borderWidth={active ? '2px' : '0'}
              borderColor="primary.solid"
              _before={done ? undefined : { content: `"${index + 1}"` }}
            >
              {done && <Check size={16} strokeWidth={3} />}
            </Flex>
            <Text
              as="span"
              fontSize={{ base: 'xs', sm: 'sm' }}
              fontWeight={active ? 'semibold' : 'medium'}
              color={active ? 'fg' : 'fg.muted'}
              truncate
              maxW="full"
            >
              {t(`steps.${step}`)}
            </Text>
          </Flex>
        );
      })}
    </Flex>
  );
}
