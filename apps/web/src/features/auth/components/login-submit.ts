import { loginForm } from '@autospa/contract';
import { interpretLogin, login, loginErrorMessage, type LoginInput, type LoginOutcome } from '../api/login';

// What the sign-in form does on submit, in a chunk of its own: the form loads it (and zod with the contract's
// schema) when the visitor first focuses it, so the sign-in page's first load carries neither.

/** The contract's login schema: its message when a field is empty (one message for both, SPEC.md §8). */
export function loginProblem(values: LoginInput): string | undefined {
  const checked = loginForm.safeParse(values);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/** Signs in: the session, or the message to show (SPEC.md §8 login messages). */
export async function signIn(values: LoginInput): Promise<LoginOutcome> {
  try {
    // As typed: toLoginBody trims the identifier.
    return interpretLogin(await login(values));
  } catch (error) {
    return { ok: false, message: loginErrorMessage(error) };
  }
}
