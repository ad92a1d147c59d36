// The rules of the demo forms on /uikit/formlayout: the contract's own fields (spec section 5), so
// the page shows the messages the real screens show.
import * as v from 'valibot';
import { emailField, msg, phoneField, postalCodeField, strongPasswordField } from '@/contract';

const required = (key: Parameters<typeof msg>[0]) => v.pipe(v.string(), v.trim(), v.nonEmpty(msg(key)));

export const deliveryChoices = ['delivery', 'pickup', 'both'] as const;

export const verticalSchema = v.object({
  name: v.pipe(required('kitchenNameRequired'), v.maxLength(100, msg('kitchenNameTooLong'))),
  email: emailField,
  password: strongPasswordField,
  phone: phoneField,
  zip: postalCodeField,
  quantity: v.pipe(v.string(), v.regex(/^\d*$/, msg('dailyQuantityInvalid'))),
  opening: v.pipe(required('openingTimeRequired'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('timeInvalid'))),
  city: required('cityRequired'),
  description: v.pipe(required('ticketDescriptionRequired'), v.minLength(10, msg('ticketDescriptionLength')), v.maxLength(1000, msg('ticketDescriptionLength'))),
  delivery: v.pipe(v.string(), v.nonEmpty(msg('deliveryOptionRequired'))),
  open: v.boolean(),
  accepted: v.pipe(v.boolean(), v.check((accepted) => accepted, msg('contractAcceptRequired'))),
});
export type VerticalValues = v.InferInput<typeof verticalSchema>;

export const verticalDefaults: VerticalValues = {
  name: '',
  email: '',
  password: '',
  phone: '',
  zip: '',
  quantity: '',
  opening: '',
  city: '',
  description: '',
  delivery: '',
  open: true,
  accepted: false,
};

export const horizontalSchema = v.object({
  first: required('firstNameRequired'),
  last: required('lastNameRequired'),
  email: emailField,
  city: required('cityRequired'),
});
export type HorizontalValues = v.InferInput<typeof horizontalSchema>;

export const inlineSchema = v.object({ email: emailField });
export type InlineValues = v.InferInput<typeof inlineSchema>;
