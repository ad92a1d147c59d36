// The brand in the top bar: a small chef-hat mark in the primary colour and the app's name
// (hidden on narrow phones; the link keeps it as its accessible name).
import { Box, Text, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

function Mark() {
  return (
    <Box as="span" display="inline-flex" color="primary.solid" flexShrink={0} aria-hidden="true">
      <svg width="34" height="34" viewBox="0 0 32 32" fill="none">
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <path
          d="M11 21.5v-4.2a4.3 4.3 0 0 1 .9-8.4 5 5 0 0 1 8.2 0 4.3 4.3 0 0 1 .9 8.4v4.2z"
          fill="var(--chakra-colors-primary-contrast)"
        />
        <rect x="11" y="22.6" width="10" height="2.4" rx="1.2" fill="var(--chakra-colors-primary-contrast)" />
      </svg>
    </Box>
  );
}

const BrandLink = chakra(Link);

export function Logo() {
  const { t } = useTranslation('shell');
  return (
    <BrandLink
      to="/kitchen"
      aria-label={t('appName')}
      display="inline-flex"
      alignItems="center"
      gap="2.5"
      minH="10"
      px="1"
      rounded="l2"
      color="fg"
      textDecoration="none"
      focusVisibleRing="outside"
    >
      <Mark />
      <Text
        as="span"
        fontWeight="bold"
        fontSize="lg"
        letterSpacing="tight"
        whiteSpace="nowrap"
        display={{ base: 'none', sm: 'inline' }}
      >
        {t('appName')}
      </Text>
    </BrandLink>
  );
}
