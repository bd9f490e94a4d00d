export * from './auth/roles.ts';
export * from './auth/policies.ts';
export * from './errors.ts';
export * from './accounts/account-rules.ts';
export * from './accounts/new-account-settings.ts';
