// Facts of the e2e run shared by the config and the tests: the test server's admin token and the
// seeded chefs (server seed data, password Demo#Chef1), one per account status.
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

export const SEED_PASSWORD = 'Demo#Chef1';

export const seededChefs = {
  approved: 'demo@chef.test',
  registered: 'new@chef.test',
  personalInfoFilled: 'profile@chef.test',
  documentUploaded: 'docs@chef.test',
  needAdminApproval: 'pending@chef.test',
} as const;

/** A unique e-mail for a chef created by one test (tests never share a mutable account). */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@chef.test`;
}
