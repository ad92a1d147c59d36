import { describe, expect, it } from 'vitest';
import { currentStep, finishedDrafts } from './onboarding-step';

describe('onboarding step', () => {
  it('puts each status on its step', () => {
    expect(currentStep('registered')).toBe('profile');
    expect(currentStep('personal_info_filled')).toBe('documents');
    expect(currentStep('document_uploaded')).toBe('contract');
    for (const status of ['contract_signed', 'need_admin_approval', 'pending', 'suspended', 'approved'] as const) {
      expect(currentStep(status)).toBe('review');
    }
  });

  it('finishes the drafts of the steps the server accepted, never the current one', () => {
    expect(finishedDrafts('registered')).toEqual([]);
    expect(finishedDrafts('personal_info_filled')).toEqual(['profile']);
    expect(finishedDrafts('document_uploaded')).toEqual(['profile', 'documents']);
    expect(finishedDrafts('need_admin_approval')).toEqual(['profile', 'documents', 'contract']);
  });
});
