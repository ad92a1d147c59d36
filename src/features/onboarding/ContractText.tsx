// The contract's text in a scrollable region the keyboard can scroll too (tabIndex 0). It tells
// when the chef has reached its end (or it fits without scrolling): signing waits for that, and
// a chef who tries to sign earlier sees the hint as an error and lands on the text.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract } from '@/contract';

const END_SLACK_PX = 8;

type ContractTextProps = {
  contract: Contract;
  readToEnd: boolean;
  onReadToEnd: () => void;
  /** The chef tried to sign before reaching the end. */
  notReadYet: boolean;
  region: RefObject<HTMLDivElement | null>;
};

export function ContractText({ contract, readToEnd, onReadToEnd, notReadYet, region }: ContractTextProps) {
  const { t } = useTranslation('onboarding');

  useEffect(() => {
    const box = region.current;
    if (!box) return;
    const measure = () => {
      if (box.scrollTop + box.clientHeight >= box.scrollHeight - END_SLACK_PX) onReadToEnd();
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      box.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [region, onReadToEnd, contract]);

  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        {contract.title}
      </Heading>
      <Box
        ref={region}
        role="region"
        aria-label={t('contract.regionLabel')}
        tabIndex={0}
        maxH={{ base: '55vh', md: '22rem' }}
        overflowY="auto"
        px={{ base: '3', md: '4' }}
        py="3"
        rounded="l2"
        borderWidth="1px"
        bg="bg.subtle"
        focusRing="outside"
      >
        <Stack gap="3" fontSize="sm" lineHeight="tall">
          {contract.body.split(/\n{2,}/).map((paragraph, index) => (
            <Text key={index}>{paragraph}</Text>
          ))}
        </Stack>
      </Box>
      {notReadYet && !readToEnd ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {t('contract.scrollHint')}
        </Text>
      ) : (
        <Text fontSize="sm" color={readToEnd ? 'fg.success' : 'fg.muted'} aria-live="polite">
          {readToEnd ? t('contract.readDone') : t('contract.scrollHint')}
        </Text>
      )}
    </Stack>
  );
}
