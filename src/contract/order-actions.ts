// The chef's order actions (design/api.md, Orders): request bodies with the spec's rules (section 5:
// accept requires a preparation time; refuse and ask-for-pickup require a reason, and notes when
// the reason is 'other').
import * as v from 'valibot';
import { msg } from './messages.en.ts';
import { pickupReasons, refuseReasons } from './order.ts';

const notesField = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, msg('notesTooLong'))), '');
const reasonAndNotes = [['reason'], ['notes']] as const;
const notesGivenForOther = (input: { reason: string; notes: string }) => input.reason !== 'other' || input.notes.trim().length > 0;

export const acceptOrderRequestSchema = v.object({
  preparation_time: v.pipe(
    v.number(msg('preparationTimeRequired')),
    v.integer(msg('preparationTimeRange')),
    v.minValue(1, msg('preparationTimeRange')),
    v.maxValue(240, msg('preparationTimeRange')),
  ),
  notes: notesField,
});
export type AcceptOrderRequest = v.InferOutput<typeof acceptOrderRequestSchema>;

export const refuseOrderRequestSchema = v.pipe(
  v.object({ reason: v.picklist(refuseReasons, msg('reasonRequired')), notes: notesField }),
  v.forward(v.partialCheck(reasonAndNotes, notesGivenForOther, msg('notesRequiredForOther')), ['notes']),
);
export type RefuseOrderRequest = v.InferOutput<typeof refuseOrderRequestSchema>;

export const requestPickupRequestSchema = v.pipe(
  v.object({ reason: v.picklist(pickupReasons, msg('reasonRequired')), notes: notesField }),
  v.forward(v.partialCheck(reasonAndNotes, notesGivenForOther, msg('notesRequiredForOther')), ['notes']),
);
export type RequestPickupRequest = v.InferOutput<typeof requestPickupRequestSchema>;
