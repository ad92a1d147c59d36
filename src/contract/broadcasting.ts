// Channel authentication for the Pusher protocol (spec section 7, /api/broadcasting/auth).
import * as v from 'valibot';
import { msg } from './messages.en.ts';

export const channelAuthRequestSchema = v.object({
  socket_id: v.pipe(v.string(), v.regex(/^\d+\.\d+$/, msg('socketIdInvalid'))),
  channel_name: v.pipe(v.string(), v.nonEmpty(msg('channelNameRequired'))),
});
export const channelAuthResultSchema = v.object({ auth: v.string(), channel_data: v.optional(v.string()) });

/** The private channel of one chef, as the server names it (Echo: `private('chef-{id}')`). */
export const chefChannelName = (chefId: number): string => `private-chef-${chefId}`;
