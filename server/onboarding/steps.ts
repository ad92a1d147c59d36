// Which account status each onboarding step may be taken from (spec section 4), and the 403
// message a chef in another status gets.
import type { ChefStatus } from '../../src/contract/index.ts';
import { ApiError } from '../http/envelope.ts';

export type OnboardingStep = 'profile' | 'documents' | 'contract';

const allowedFrom: Record<OnboardingStep, readonly ChefStatus[]> = {
  profile: ['registered', 'personal_info_filled'],
  documents: ['personal_info_filled'],
  contract: ['document_uploaded'],
};

const afterOnboarding: readonly ChefStatus[] = ['document_uploaded', 'contract_signed', 'need_admin_approval'];

export const refusalMessages = {
  profile: 'Your profile can no longer be changed here.',
  profileFirst: 'Complete your profile before uploading documents.',
  documentsDone: 'Your documents are already uploaded.',
  documentsFirst: 'Upload your documents before signing the contract.',
  contractDone: 'You have already signed the contract.',
  documentsClosed: 'Documents can no longer be uploaded for this account.',
  contractClosed: 'The contract can no longer be signed for this account.',
} as const;

function refusal(step: OnboardingStep, status: ChefStatus): string {
  if (step === 'profile') return refusalMessages.profile;
  if (step === 'documents') {
    if (status === 'registered') return refusalMessages.profileFirst;
    return afterOnboarding.includes(status) ? refusalMessages.documentsDone : refusalMessages.documentsClosed;
  }
  if (status === 'registered' || status === 'personal_info_filled') return refusalMessages.documentsFirst;
  if (status === 'contract_signed' || status === 'need_admin_approval') return refusalMessages.contractDone;
  return refusalMessages.contractClosed;
}

/** Throws 403 unless the chef's status allows this step. */
export function assertStepAllowed(step: OnboardingStep, status: ChefStatus): void {
  if (!allowedFrom[step].includes(status)) throw new ApiError(403, refusal(step, status));
}
