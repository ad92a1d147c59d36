// The frame of the sign-in screens: the app's name and a centred card, on a soft primary wash.
import { Box, Card, Center, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { ChefHat } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['common', 'auth']);
  return (
    <Center
      minHeight="100dvh"
      paddingX={{ base: '4', md: '6' }}
      paddingY={{ base: '6', md: '12' }}
      bgImage={{
        base: 'radial-gradient(circle at 15% 0%, {colors.primary.100}, transparent 55%), radial-gradient(circle at 100% 100%, {colors.primary.50}, transparent 45%)',
        _dark: 'radial-gradient(circle at 15% 0%, color-mix(in srgb, {colors.primary.500} 18%, transparent), transparent 55%)',
      }}
    >
      <Stack gap="6" width="full" maxWidth="md">
        <Flex align="center" gap="3" justify="center">
          <Center boxSize="11" borderRadius="xl" bg="colorPalette.solid" color="colorPalette.contrast" boxShadow="md">
            <Icon boxSize="6" aria-hidden>
              <ChefHat />
            </Icon>
          </Center>
          <Box>
            <Text fontWeight="bold" fontSize="xl" lineHeight="short">
              {t('common:appName')}
            </Text>
            <Text fontSize="sm" color="fg.muted" display={{ base: 'none', sm: 'block' }}>
              {t('auth:tagline')}
            </Text>
          </Box>
        </Flex>
        <Card.Root as="main" variant="elevated" borderRadius="2xl" boxShadow="lg">
          <Card.Body padding={{ base: '5', md: '8' }}>{children}</Card.Body>
        </Card.Root>
      </Stack>
    </Center>
  );
}
