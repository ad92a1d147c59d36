import { describe, expect, it } from 'vitest';
import { restoreSignatureDraft, signatureErrors } from './signature';

const chef = { first_name: 'Jonas', last_name: 'Jonaitis' };

describe('contract signature checks', () => {
  it('asks for a name, then the full name as in the profile, and the tick', () => {
    expect(signatureErrors({ signature_name: '  ', accepted: false }, chef)).toEqual({
      signature_name: 'validation:signatureRequired',
      accepted: 'validation:contractAcceptRequired',
    });
    expect(signatureErrors({ signature_name: 'Jonas', accepted: true }, chef)).toEqual({ signature_name: 'validation:signatureMismatch' });
    expect(signatureErrors({ signature_name: 'Jonas Jonaitis', accepted: true }, null)).toEqual({ signature_name: 'validation:signatureMismatch' });
  });

  it('accepts the full name regardless of case and spacing', () => {
    expect(signatureErrors({ signature_name: ' jonas   JONAITIS ', accepted: true }, chef)).toEqual({});
  });

  it('restores only a well-formed draft', () => {
    expect(restoreSignatureDraft({ signature_name: 'Jonas', accepted: true })).toEqual({ signature_name: 'Jonas', accepted: true });
    expect(restoreSignatureDraft({ signature_name: 3, accepted: 'yes' })).toEqual({ signature_name: '', accepted: false });
    expect(restoreSignatureDraft(null)).toEqual({ signature_name: '', accepted: false });
  });
});
