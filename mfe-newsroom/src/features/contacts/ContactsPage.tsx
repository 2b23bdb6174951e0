import { useState } from 'react';
import { DeskPage } from '../common/DeskPage';
import { FlagFilter } from '../common/FlagFilter';
import { PagedQuery } from '../common/PagedQuery';
import { table, toolbar } from '../common/styles';
import { useDeskAction } from '../common/useDeskAction';
import { ContactDialog } from './ContactDialog';
import { ContactRow } from './ContactRow';
import { type InboxMessage, useContactsQuery } from './contactApi';

/** Editors: the contact form's inbox, newest first — read a message, mark what was dealt with. */
export function ContactsPage() {
  const [handled, setHandled] = useState<boolean>();
  const [before, setBefore] = useState<number>();
  const [open, setOpen] = useState<InboxMessage>();
  const list = useContactsQuery({ handled, before });
  const desk = useDeskAction();
  return (
    <DeskPage id="contacts-title" title="संपर्क संदेश" outcome={desk.outcome}>
      <div css={toolbar}>
        <FlagFilter
          label="कौन से संदेश"
          yes="निपटाए गए"
          no="बाकी"
          value={handled}
          onChange={(value) => {
            setHandled(value);
            setBefore(undefined);
          }}
        />
      </div>
      <PagedQuery query={list} empty="कोई संदेश नहीं है।" before={before} onPage={setBefore}>
        {(data) => (
          <>
            <div css={{ overflowX: 'auto' }}>
              <table css={table}>
                <thead>
                  <tr>
                    <th scope="col">मिला</th>
                    <th scope="col">भेजने वाले</th>
                    <th scope="col">विषय</th>
                    <th scope="col">स्थिति</th>
                    <th scope="col">काम</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((message) => (
                    <ContactRow key={message.id} message={message} desk={desk} onOpen={() => setOpen(message)} />
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </PagedQuery>
      {open ? <ContactDialog message={open} onChange={setOpen} onClose={() => setOpen(undefined)} /> : null}
    </DeskPage>
  );
}
