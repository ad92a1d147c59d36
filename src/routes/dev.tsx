// /dev: the notification listener test page, outside both layouts, login required.
import { Box } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { NotificationListener, SyncProblemsList } from '@/features/sync-status';
import { loadTexts } from '@/i18n';
import { guardRoute } from './-guard';

export const Route = createFileRoute('/dev')({
  beforeLoad: guardRoute,
  loader: () => loadTexts('sync'),
  component: () => (
    <Box as="main" padding={{ base: '4', md: '8' }}>
      <NotificationListener />
      <SyncProblemsList />
    </Box>
  ),
});
