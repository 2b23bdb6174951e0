import type { StaffAccount, StaffRole } from '@janmat/shared/contracts';
import { useState } from 'react';
import { errorMessage } from '../common/errorMessage';
import { ROLE_LABELS } from '../common/roleLabels';
import { errorBox, plainButton, selectControl } from '../common/styles';
import { useChangeStaffMutation } from './staffApi';

const ROLES = Object.keys(ROLE_LABELS) as StaffRole[];

/** One staff account: its role can change, and it can be switched off (its sessions end) or on. */
export function StaffRow({ member, isSelf }: { member: StaffAccount; isSelf: boolean }) {
  const [change, { isLoading }] = useChangeStaffMutation();
  const [refusal, setRefusal] = useState<string>();
  const send = async (patch: { role?: StaffRole; disabled?: boolean }) => {
    setRefusal(undefined);
    const result = await change({ id: member.id, ...patch });
    if ('error' in result) setRefusal(errorMessage(result.error));
  };
  return (
    <tr>
      <td>{member.name}</td>
      <td>{member.email}</td>
      <td>
        <select
          aria-label={`${member.name} की भूमिका`}
          css={selectControl}
          value={member.role}
          disabled={isLoading || isSelf}
          onChange={(event) => send({ role: event.target.value as StaffRole })}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </td>
      <td>
        {member.disabled ? 'बंद' : 'चालू'}
        {!isSelf ? (
          <button
            type="button"
            css={{ ...plainButton, marginInlineStart: '8px' }}
            disabled={isLoading}
            onClick={() => send({ disabled: !member.disabled })}
          >
            {member.disabled ? 'चालू करें' : 'बंद करें'}
          </button>
        ) : null}
        {refusal ? (
          <p role="alert" css={errorBox}>
            {refusal}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
