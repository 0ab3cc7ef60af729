// SPEC section 3 "client-kept values": the e-mail a reset link was requested for, so the
// reset-link page can resend without asking again.
const KEY = 'qcard.resetEmail';

export function storeResetEmail(email: string | null): void {
  try {
    if (email) window.localStorage.setItem(KEY, email);
    else window.localStorage.removeItem(KEY);
  } catch {
    // private mode: the reset-link page asks for the e-mail again
  }
}

export function readResetEmail(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
