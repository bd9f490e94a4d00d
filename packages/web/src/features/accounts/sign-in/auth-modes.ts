import { TEXT_MAX } from '@signshop/domain';
import { screens } from '../../../platform/screens.ts';

export type AuthMode = 'Login' | 'CreateAccount' | 'ForgotPassword' | 'ChangePassword';

export type AuthField = 'first_name' | 'last_name' | 'company' | 'email' | 'password' | 'confirmpassword';

export interface FieldSpec {
  name: AuthField;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  maxLength: number;
}

/** The server's limit of each field (createAccountSchema, loginSchema). */
const MAX_LENGTH: Record<AuthField, number> = {
  first_name: TEXT_MAX.personName,
  last_name: TEXT_MAX.personName,
  company: TEXT_MAX.company,
  email: TEXT_MAX.email,
  password: TEXT_MAX.password,
  confirmpassword: TEXT_MAX.password,
};

const field = (name: AuthField, label: string, type: FieldSpec['type'], autoComplete: string) => ({
  name,
  label,
  type,
  autoComplete,
  maxLength: MAX_LENGTH[name],
});

const email = field('email', 'Email', 'email', 'email');
const newPassword = field('password', 'Password', 'password', 'new-password');
const confirm = field('confirmpassword', 'Confirm Password', 'password', 'new-password');

const links = {
  login: { to: screens.login.path, label: 'Sign in', prompt: 'Already have an account?' },
  create: { to: screens.createAccount.path, label: 'Create an account', prompt: 'New here?' },
  forgot: { to: screens.forgotPassword.path, label: 'Forgot password?', prompt: '' },
};

/** What each mode of the one auth form shows. */
export const authModes: Record<
  AuthMode,
  {
    title: string;
    intro: string;
    submit: string;
    fields: FieldSpec[];
    links: (typeof links)[keyof typeof links][];
  }
> = {
  Login: {
    title: screens.login.title,
    intro: 'Sign in to see your jobs, quotes and invoices.',
    submit: 'Sign In',
    fields: [email, field('password', 'Password', 'password', 'current-password')],
    links: [links.create, links.forgot],
  },
  CreateAccount: {
    title: screens.createAccount.title,
    intro: 'Create an account to request quotes. We verify new accounts before jobs and billing open up.',
    submit: 'Create Account',
    fields: [
      field('first_name', 'First Name', 'text', 'given-name'),
      field('last_name', 'Last Name', 'text', 'family-name'),
      field('company', 'Company', 'text', 'organization'),
      email,
      newPassword,
      confirm,
    ],
    links: [links.login, links.forgot],
  },
  ForgotPassword: {
    title: screens.forgotPassword.title,
    intro: 'Enter your email and we will send you a link to set a new password.',
    submit: 'Send Reset Email',
    fields: [email],
    links: [links.login, links.create],
  },
  ChangePassword: {
    title: screens.resetPassword.title,
    intro: 'Choose a new password for your account.',
    submit: 'Update Password',
    fields: [newPassword, confirm],
    links: [links.login, links.create],
  },
};
