/** The newsroom's first admin in every test app that has one. */
export const ADMIN = { email: 'pradhan@janmat.test', password: 'पहला-एडमिन-पासवर्ड-2026' };

/**
 * Settings of a test app with the newsroom: its first admin, and sign-ins not limited (a test signs
 * in many times from one address); `more` adds settings or overrides these.
 */
export function newsroomEnv(more: Record<string, string> = {}): Record<string, string> {
  return {
    JANMAT_ADMIN_EMAIL: ADMIN.email,
    JANMAT_ADMIN_PASSWORD: ADMIN.password,
    NEWSROOM_SIGNIN_MAX: '1000',
    ...more,
  };
}
