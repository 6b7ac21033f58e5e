/** The accounts every E2E spec can sign in with; created by the global setup through the admin CLI. */
export const ORG_CODE = 'DEMO';
export const ADMIN = { username: 'admin', password: 'Admin-password-1', firstName: 'Ada', lastName: 'Admin' };
export const ANALYST = { username: 'analyst', password: 'Analyst-password-1', firstName: 'Alan', lastName: 'Analyst' };
