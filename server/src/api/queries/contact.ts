import type { ContactMessage } from '@janmat/shared/contracts';
import type { Db } from '../../core/db/client';
import { contacts } from '../../core/db/schema';

/**
 * Stores a contact message as plain text. With the one-time token of the form that sent it, a
 * second post of that form (a double click, back and send again) stores nothing more.
 */
export async function storeContactMessage(
  db: Db,
  message: Required<ContactMessage>,
  senderIp: string,
  formToken?: string,
): Promise<void> {
  await db
    .insert(contacts)
    .values({ ...message, sender_ip: senderIp, form_token: formToken ?? null })
    .onConflictDoNothing({ target: contacts.form_token });
}
