import { QueryView, Skeleton } from '@janmat/shared';
import { useMeQuery } from '../../api/newsroomApi';
import { NewsroomTitle } from '../common/NewsroomTitle';
import { page, pageTitle, table } from '../common/styles';
import { AddStaffForm } from './AddStaffForm';
import { StaffRow } from './StaffRow';
import { useStaffListQuery } from './staffApi';

/** Admins: every staff account, and a form to add one. */
export function StaffPage() {
  const list = useStaffListQuery();
  const me = useMeQuery().data;
  return (
    <section css={page} aria-labelledby="staff-title">
      <NewsroomTitle title="स्टाफ" />
      <h1 id="staff-title" css={pageTitle}>
        स्टाफ
      </h1>
      <QueryView query={list} skeleton={<Skeleton lines={5} />}>
        {({ data }) => (
          <div css={{ overflowX: 'auto' }}>
            <table css={table}>
              <thead>
                <tr>
                  <th scope="col">नाम</th>
                  <th scope="col">ई-मेल</th>
                  <th scope="col">भूमिका</th>
                  <th scope="col">खाता</th>
                </tr>
              </thead>
              <tbody>
                {data.map((member) => (
                  <StaffRow key={member.id} member={member} isSelf={member.id === me?.staff.id} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
      <AddStaffForm />
    </section>
  );
}
