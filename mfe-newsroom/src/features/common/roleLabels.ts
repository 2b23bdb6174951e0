import type { StaffRole } from '@janmat/shared/contracts';

/** Roles in Hindi, as the newsroom shows them. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'एडमिन',
  editor: 'संपादक',
  reporter: 'रिपोर्टर',
};
