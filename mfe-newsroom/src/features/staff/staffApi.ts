import type { Item, Page, StaffAccount, StaffRole } from '@janmat/shared/contracts';
import { newsroomBase, newsroomCall } from '../../api/newsroomApi';

const STAFF_TAG = 'NewsroomStaff' as const;
const tags = [STAFF_TAG];

interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

interface StaffChange {
  id: number;
  name?: string;
  role?: StaffRole;
  disabled?: boolean;
  password?: string;
}

const call = newsroomCall;

/** Admins: the staff accounts — list, add, change a role, switch one off or on. */
const staffApi = newsroomBase.enhanceEndpoints({ addTagTypes: tags }).injectEndpoints({
  endpoints: (b) => ({
    staffList: b.query<Page<StaffAccount>, void>({
      queryFn: call(() => ({ url: 'newsroom/staff' })),
      providesTags: tags,
    }),
    addStaff: b.mutation<Item<StaffAccount>, NewStaff>({
      queryFn: call((body) => ({ url: 'newsroom/staff', method: 'POST', body })),
      invalidatesTags: tags,
    }),
    changeStaff: b.mutation<Item<StaffAccount>, StaffChange>({
      queryFn: call(({ id, ...body }) => ({ url: `newsroom/staff/${id}`, method: 'PATCH', body })),
      invalidatesTags: tags,
    }),
  }),
});

export const { useStaffListQuery, useAddStaffMutation, useChangeStaffMutation } = staffApi;
