// The chef's profile (design/api.md, Onboarding and profile).
import { userSchema } from '@/contract';
import { request } from './app-client';

export const getProfile = () => request('GET', '/chef/personal-info/profile', { schema: userSchema });
