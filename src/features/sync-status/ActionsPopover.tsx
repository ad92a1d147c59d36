// The top bar's lists of the chef's actions that need a look ("Not saved", "Could not send"): a
// compact button with the count that opens a panel, a short intro, and one row per action with
// what it was and when (ActionHeading). Each list adds its own why and its own buttons.
import { Box, Button, CloseButton, Popover, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxOperation } from '@/db/outbox-entry';
import { formatDateTime } from '@/lib/format';
import { operationSpec } from '@/sync/operations/operations';
import { TopBarPanel } from '@/ui/TopBarPanel';
import { fullTextStyle, shortTextStyle } from './compact';

type ActionsPopoverProps = {
  testId: string;
  /** "Not saved (2)": the button's text and name. */
  label: string;
  count: number;
  icon: ReactNode;
  colorPalette: 'red' | 'orange';
  title: string;
  closeLabel: string;
  intro: string;
  /** One <li> per action (ActionRow). */
  children: ReactNode;
};

export function ActionsPopover({ testId, label, count, icon, colorPalette, title, closeLabel, intro, children }: ActionsPopoverProps) {
  return (
    <Popover.Root positioning={{ placement: 'bottom-end', gutter: 6 }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button data-testid={testId} aria-label={label} size="xs" variant="subtle" colorPalette={colorPalette} rounded="full" px="2" gap="1">
          {icon}
          <Box as="span" css={fullTextStyle}>
            {label}
          </Box>
          <Box as="span" aria-hidden="true" css={shortTextStyle(String(count))} />
        </Button>
      </Popover.Trigger>
      <TopBarPanel
        title={title}
        actions={
          <Popover.CloseTrigger asChild>
            <CloseButton size="sm" aria-label={closeLabel} />
          </Popover.CloseTrigger>
        }
      >
        <Text fontSize="sm" color="fg.muted" px="4" pt="3">
          {intro}
        </Text>
        <Stack as="ul" role="list" gap="0" py="2">
          {children}
        </Stack>
      </TopBarPanel>
    </Popover.Root>
  );
}

/** One action's row. */
export function ActionRow({ children }: { children: ReactNode }) {
  return (
    <Box as="li" listStyleType="none" px="4" py="3" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      {children}
    </Box>
  );
}

/** What the action was (in the chef's words) and when it was tapped. */
export function ActionHeading({ operation, actionAt }: { operation: OutboxOperation; actionAt: string }) {
  const { t } = useTranslation('sync');
  // A record from another app version may name a kind this version does not have.
  const spec = operationSpec(operation) as ReturnType<typeof operationSpec> | undefined;
  return (
    <>
      <Text fontWeight="semibold" fontSize="sm">
        {spec ? t(spec.label) : `${t('unknownOperation')} (${operation.kind})`}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {t('notSaved.when')}: <time dateTime={actionAt}>{formatDateTime(actionAt)}</time>
      </Text>
    </>
  );
}
