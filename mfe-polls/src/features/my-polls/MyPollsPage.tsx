import { Breadcrumb, href, PageHeading, PageMeta } from '@janmat/shared';
import { MyPollsList } from './MyPollsList';

const TITLE = 'मेरे पोल';

/** `/mypolls`: the polls created from this visitor's address, with their results. */
export function MyPollsPage() {
  return (
    <>
      <PageMeta title={`${TITLE} | जनमत`} description="आपके बनाए पोल और उनके नतीजे।" canonical={href.myPolls()} noindex />
      <Breadcrumb items={[{ label: TITLE }]} />
      <PageHeading>{TITLE}</PageHeading>
      <MyPollsList />
    </>
  );
}
