import { href, type NewPoll, pushNotice, slugify, useAppDispatch, useNavigate } from '@janmat/shared';
import type { PollFormValues } from '@janmat/shared/validation';
import { useVisitorIp } from '../visitor/useVisitorIp';
import { useCreatePollMutation } from './createPollApi';
import { loadPollFormSchema } from './loadPollFormSchema';
import { randomPollId } from './randomPollId';

export const CREATE_FAILED_TEXT = 'पोल नहीं बन सका, कृपया फिर से कोशिश करें।';

/**
 * Sends a valid form as a new poll (with a client-proposed id and the visitor's IP), then announces
 * the server's message and opens the poll under the id the server stored it with.
 */
export function useCreatePoll(random: () => number = Math.random) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const visitorIp = useVisitorIp();
  const [createPoll] = useCreatePollMutation();

  return async function submit(values: PollFormValues): Promise<void> {
    const clean = (await loadPollFormSchema()).cast(values) as PollFormValues;
    const body: NewPoll = { ...clean, poll_id: randomPollId(random), created_by: (await visitorIp()) ?? '' };
    try {
      const { message, poll } = await createPoll(body).unwrap();
      dispatch(pushNotice({ text: message, tone: 'success' }));
      navigate(href.userPoll({ id: poll?.poll_id ?? body.poll_id, name: slugify(clean.name) }));
    } catch (error) {
      console.error('Poll could not be created', error);
      dispatch(pushNotice({ text: CREATE_FAILED_TEXT, tone: 'error' }));
    }
  };
}
