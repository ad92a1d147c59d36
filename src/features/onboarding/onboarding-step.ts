// Where a chef stands in onboarding: which step the stepper marks as current, and which drafts
// belong to steps the server has already accepted (they can go: the server has what they held).
import type { ChefStatus } from '@/contract';
import { currentStep, onboardingSteps, type OnboardingStep } from '@/session/onboarding-steps';
import type { DraftForm } from '@/db/drafts';

export { currentStep, onboardingSteps, type OnboardingStep } from '@/session/onboarding-steps';

const draftOfStep: Partial<Record<OnboardingStep, DraftForm>> = { profile: 'profile', documents: 'documents', contract: 'contract' };

/** Drafts of the steps before the current one: the server accepted them, so they are finished. */
export function finishedDrafts(status: ChefStatus): DraftForm[] {
  const current = onboardingSteps.indexOf(currentStep(status));
  return onboardingSteps.slice(0, current).flatMap((step) => draftOfStep[step] ?? []);
}
