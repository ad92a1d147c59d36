// The chef's account as the API returns it (design/api.md, Entities: user; spec section 4).
import * as v from 'valibot';

export const chefStatuses = [
  'registered',
  'personal_info_filled',
  'document_uploaded',
  'contract_signed',
  'need_admin_approval',
  'approved',
  'active',
  'pending',
  'inactive',
  'suspended',
] as const;
export const chefStatusSchema = v.picklist(chefStatuses);
export type ChefStatus = v.InferOutput<typeof chefStatusSchema>;

export const userSchema = v.object({
  id: v.number(),
  uuid: v.string(),
  status: chefStatusSchema,
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  phone: v.nullish(v.string(), null),
  id_number: v.nullish(v.string(), null),
  city_id: v.nullish(v.number(), null),
  city: v.nullish(v.string(), null),
  main_street: v.nullish(v.string(), null),
  address: v.nullish(v.string(), null),
  zip_code: v.nullish(v.string(), null),
});
export type User = v.InferOutput<typeof userSchema>;
