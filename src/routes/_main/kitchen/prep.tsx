// Today's prep sheet: the feature draws it from the orders on this device.
import { createFileRoute } from '@tanstack/react-router';
import { PrepSheetScreen } from '@/features/prep-sheet';
import { loadTexts } from '@/i18n';

export const Route = createFileRoute('/_main/kitchen/prep')({
  loader: () => loadTexts('prepSheet'),
  component: PrepSheetScreen,
});
