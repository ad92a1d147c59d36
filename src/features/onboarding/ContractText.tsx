// The contract's text in a scrollable region the keyboard can scroll too (tabIndex 0), and whether
// the chef has reached its end (or it fits without scrolling), which lifts the "scroll" hint.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract } from '@/contract';

const END_SLACK_PX = 8;

export function ContractText({ contract }: { contract: Contract }) {
  const { t } = useTranslation('onboarding');
  const region = useRef<HTMLDivElement>(null);
  const [readToEnd, setReadToEnd] = useState(false);

  const measure = useCallback(() => {
    const box = region.current;
    if (box && box.scrollTop + box.clientHeight >= box.scrollHeight - END_SLACK_PX) setReadToEnd(true);
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, contract]);

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
        onScroll={measure}
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
      <Text fontSize="sm" color={readToEnd ? 'fg.success' : 'fg.muted'} aria-live="polite">
        {readToEnd ? t('contract.readDone') : t('contract.scrollHint')}
      </Text>
    </Stack>
  );
}
