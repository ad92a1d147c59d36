// Onboarding routes (design/api.md, Onboarding and profile; spec section 4): the profile update,
// the two documents, the contract and its signature. Each step is allowed from one or two account
// statuses only (403 otherwise), checked again inside the transaction that moves the status on.
import type { Hono } from 'hono';
import {
  englishMessage,
  msg,
  profileUpdateRequestSchema,
  signContractRequestSchema,
  signatureMatches,
} from '../../src/contract/index.ts';
import { currentChef, requireChef } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { ConflictError, fieldError, success, unauthenticated } from '../http/envelope.ts';
import { commit } from '../http/idempotency.ts';
import { validate } from '../http/validate.ts';
import { currentContract } from '../onboarding/contract-text.ts';
import { checkDocuments, removeFiles, writeDocuments } from '../onboarding/documents.ts';
import { assertStepAllowed } from '../onboarding/steps.ts';
import { findChefById, toUser, updateChefProfile, updateChefStatus, type ChefRow } from '../store/chefs.ts';
import { insertContractSignature } from '../store/contracts.ts';
import { insertDocument } from '../store/documents.ts';

export const contractChangedMessage = 'The contract has changed since you opened it. Read the new version and sign again.';

export function registerOnboardingRoutes(api: Hono<AppEnv>, deps: Deps): void {
  /** The chef as stored now (inside a transaction: after any concurrent change). */
  const chefNow = (id: number): ChefRow => {
    const chef = findChefById(deps.db, id);
    if (!chef) throw unauthenticated();
    return chef;
  };
  const cityExists = (id: number) => deps.db.prepare('SELECT 1 FROM cities WHERE id = ?').get(id) !== undefined;

  api.post('/chef/personal-info/update', requireChef, (c) => {
    const chef = currentChef(c);
    assertStepAllowed('profile', chef.status);
    // A missing city counts as not chosen (validate() fills only missing text fields).
    const input = validate(profileUpdateRequestSchema, { city_id: '', ...c.get('body') });
    if (!cityExists(input.city_id)) throw fieldError('city_id', englishMessage(msg('cityRequired')));
    return commit(c, deps, () => {
      assertStepAllowed('profile', chefNow(chef.id).status);
      updateChefProfile(deps.db, chef.id, input, 'personal_info_filled', deps.nowIso());
      return { status: 200, body: success(toUser(chefNow(chef.id)), 'Profile saved.') };
    });
  });

  api.post('/chef/documents', requireChef, async (c) => {
    const chef = currentChef(c);
    assertStepAllowed('documents', chef.status);
    const documents = await checkDocuments(c.get('body'));
    const written: string[] = [];
    try {
      return commit(c, deps, () => {
        assertStepAllowed('documents', chefNow(chef.id).status);
        const now = deps.nowIso();
        for (const row of writeDocuments(deps.config.dataDir, chef.id, documents, now, written)) insertDocument(deps.db, row);
        updateChefStatus(deps.db, chef.id, 'document_uploaded', now);
        return { status: 200, body: success(toUser(chefNow(chef.id)), 'Documents uploaded.') };
      });
    } catch (error) {
      // The transaction rolled back: no row points at these files any more.
      removeFiles(written);
      throw error;
    }
  });

  api.get('/chef/contract', requireChef, (c) => c.json(success(currentContract)));

  api.post('/chef/contract/sign', requireChef, (c) => {
    const chef = currentChef(c);
    assertStepAllowed('contract', chef.status);
    const input = validate(signContractRequestSchema, c.get('body'));
    if (input.version !== currentContract.version) throw new ConflictError(contractChangedMessage, currentContract);
    if (!signatureMatches(input.signature_name, chef)) throw fieldError('signature_name', englishMessage(msg('signatureMismatch')));
    return commit(c, deps, () => {
      assertStepAllowed('contract', chefNow(chef.id).status);
      const now = deps.nowIso();
      insertContractSignature(deps.db, {
        chef_id: chef.id,
        version: input.version,
        signature_name: input.signature_name,
        signed_at: now,
        action_at: c.get('actionAt'),
      });
      // contract_signed -> need_admin_approval: nothing else is asked of the chef, so the signed
      // contract goes straight to review in the same transaction.
      updateChefStatus(deps.db, chef.id, 'need_admin_approval', now);
      return { status: 200, body: success(toUser(chefNow(chef.id)), 'Contract signed.') };
    });
  });
}
