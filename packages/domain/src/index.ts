export * from './auth/roles.ts';
export * from './auth/policies.ts';
