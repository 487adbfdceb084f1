import { createUser } from '../factories/user.ts';
import { logIn } from './session.ts';
import type { TestApp } from './test-app.ts';

/** A new member, logged in: the user and the Cookie header for its session. */
export async function loggedInMember({ app, db }: TestApp) {
  const user = await createUser(db);
  return { user, cookie: await logIn(app, user.email, user.password) };
}
