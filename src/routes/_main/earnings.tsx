// Earnings: the feature draws the screen (approved chefs only, as every screen but the profile and
// the journal); its texts load before it renders.
import { createFileRoute } from '@tanstack/react-router';
import { EarningsScreen } from '@/features/earnings';
import { loadTexts } from '@/i18n';

export const Route = createFileRoute('/_main/earnings')({
  loader: () => loadTexts('earnings'),
  component: EarningsScreen,
});
