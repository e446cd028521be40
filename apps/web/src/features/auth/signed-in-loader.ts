import { type LoaderFunctionArgs, redirect } from 'react-router';
import { activeLogin } from '#web/lib/storage';
import { renewLoginWhenDue } from './api/renew-token';
import { returnPathAfterLogin } from './redirect';

/** Sign-in screens: a customer who is signed in already goes straight to where sign-in would take them. */
export async function signedInLoader({ params, request }: LoaderFunctionArgs) {
  const cname = params.cname ?? '';
  await renewLoginWhenDue(cname);
  if (activeLogin(cname)) {
    throw redirect(returnPathAfterLogin(new URL(request.url).searchParams, { cname, userId: params.userId }));
  }
  return null;
}
