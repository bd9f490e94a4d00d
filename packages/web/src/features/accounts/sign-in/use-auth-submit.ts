import { useNavigate, useParams } from 'react-router';
import {
  ACCOUNT_MESSAGES,
  canAccess,
  EMAIL_PATTERN,
  passwordStrength,
  validateNewAccount,
  validatePasswordChange,
} from '@signshop/domain';
import { useSetSession, type Account } from '../../../platform/session.tsx';
import { screens } from '../../../platform/screens.ts';
import { showMessage } from '../../../platform/dialogs/message-dialog.tsx';
import { authApi } from './mutations.ts';
import type { AuthField, AuthMode } from './auth-modes.ts';

export type AuthValues = Record<AuthField, string>;

export const emptyAuthValues: AuthValues = {
  first_name: '',
  last_name: '',
  company: '',
  email: '',
  password: '',
  confirmpassword: '',
};

/** What a new password is also compared with: the person's email, names and company as typed. */
export const personalDetails = (values: AuthValues) => [
  values.email,
  values.first_name,
  values.last_name,
  values.company,
];

/** The first problem of a new password: the form's own rules, then the strength rule the server applies. */
async function newPasswordProblem(problem: string | null, values: AuthValues) {
  return problem ?? (await passwordStrength(values.password, personalDetails(values))).problem;
}

export const EMAIL_SENT_TEXT =
  'An email with a link to set a new password was sent. If it has not arrived after 5 minutes, check your spam folder and try again.';

/** Where signing in lands: staff and admins on the dashboard, other verified users on their jobs, else New Quote. */
function landingOf(account: Account): string {
  if (canAccess(account, screens.dashboard.rule)) return screens.dashboard.path;
  return account.verified ? screens.jobs.path : screens.newQuote.path;
}

/**
 * What submitting each mode does. Resolves with the validation message to show, or null once the
 * call succeeded (a confirmation dialog then stays open on its own). Failed calls are shown by the
 * Error dialog and rethrown.
 */
export function useAuthSubmit(mode: AuthMode) {
  const navigate = useNavigate();
  const setSession = useSetSession();
  const { id = '' } = useParams();

  return async (input: AuthValues): Promise<string | null> => {
    const values = { ...input, email: input.email.trim() };
    if (mode === 'Login') {
      const { account } = await authApi.login(values.email, values.password);
      setSession(account);
      await navigate(landingOf(account));
      return null;
    }
    if (mode === 'CreateAccount') {
      const problem = await newPasswordProblem(validateNewAccount(values), values);
      if (problem) return problem;
      // The same answer whether or not the email has an account; the mailed link signs in.
      const { message } = await authApi.createAccount(values);
      void showMessage({ title: 'Check Your Email', message });
      return null;
    }
    if (mode === 'ForgotPassword') {
      if (!EMAIL_PATTERN.test(values.email)) return ACCOUNT_MESSAGES.badEmail;
      await authApi.sendResetEmail(values.email);
      void showMessage({ title: 'Email Sent', message: EMAIL_SENT_TEXT });
      return null;
    }
    const problem = await newPasswordProblem(validatePasswordChange(values), values);
    if (problem) return problem;
    await authApi.resetPassword(id, values.password);
    void showMessage({ title: 'Success', message: 'Your password has been updated' }).then(() =>
      navigate(screens.login.path),
    );
    return null;
  };
}
