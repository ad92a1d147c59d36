// Cities the chef can choose (GET /cities).
import * as v from 'valibot';

export const citySchema = v.object({ id: v.number(), name: v.string() });
export type City = v.InferOutput<typeof citySchema>;
export const cityListSchema = v.array(citySchema);
