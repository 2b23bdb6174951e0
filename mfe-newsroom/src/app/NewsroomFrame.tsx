import { NavLink, theme } from '@janmat/shared';
import type { StaffMember } from '@janmat/shared/contracts';
import type { ReactNode } from 'react';
import { useSignOutMutation } from '../api/newsroomApi';
import { newsroomHref } from '../features/common/newsroomPaths';
import { ROLE_LABELS } from '../features/common/roleLabels';
import { plainButton } from '../features/common/styles';
import { NEWSROOM_NAV } from './navigation';
import { openFresh } from './openFresh';
import { mayOpen } from './roles';

const { colors, space } = theme;

const bar = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${space.sm} ${space.md}`,
  background: colors.text,
  color: colors.background,
} as const;
const brand = { margin: 0, fontSize: theme.fontSizes.lg } as const;
const nav = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  padding: `${space.xs} ${space.md}`,
  borderBottom: `1px solid ${colors.border}`,
  background: colors.surface,
  '& a': { padding: space.sm, color: colors.link, minHeight: '44px', display: 'inline-flex', alignItems: 'center' },
  '& a[aria-current="page"]': { color: colors.text, fontWeight: 700 },
} as const;
const who = { display: 'flex', gap: space.sm, alignItems: 'center', flexWrap: 'wrap' } as const;
const signOut = { ...plainButton, minHeight: '36px' } as const;

interface NewsroomFrameProps {
  staff: StaffMember;
  children: ReactNode;
}

/** The newsroom's own frame: who is signed in, sign-out, and the pages this role may open. */
export function NewsroomFrame({ staff, children }: NewsroomFrameProps) {
  const [signOutNow, { isLoading }] = useSignOutMutation();
  const leave = async (everywhere: boolean) => {
    await signOutNow({ everywhere });
    // Whatever this browser kept of the newsroom goes with the session.
    openFresh(newsroomHref('articles'));
  };
  return (
    <>
      <header css={bar}>
        <p css={brand}>जनमत न्यूज़रूम</p>
        <div css={who}>
          <span>
            {staff.name} ({ROLE_LABELS[staff.role]})
          </span>
          <button type="button" css={signOut} disabled={isLoading} onClick={() => leave(false)}>
            साइन आउट
          </button>
          <button type="button" css={signOut} disabled={isLoading} onClick={() => leave(true)}>
            हर जगह से साइन आउट
          </button>
        </div>
      </header>
      <nav aria-label="न्यूज़रूम" css={nav}>
        {NEWSROOM_NAV.filter((item) => mayOpen(staff.role, item.page)).map((item) => (
          <NavLink key={item.page} to={newsroomHref(item.page)} end={item.page === 'articles'}>
            {item.label}
          </NavLink>
        ))}
      </nav>
      <main id="main">{children}</main>
    </>
  );
}
