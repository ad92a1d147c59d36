// /login is another name of the login screen (spec section 2); the redirect query goes along.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loginSearchSchema } from './-search';

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/auth/login', search: search.redirect ? { redirect: search.redirect } : {}, replace: true });
  },
});
