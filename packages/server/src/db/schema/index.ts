export * from './accounts.ts';
export * from './sessions.ts';
export * from './password-resets.ts';
export * from './login-failures.ts';
export * from './sign-types.ts';
export * from './quotes.ts';
export * from './backlog.ts';
export * from './purchase-orders.ts';
