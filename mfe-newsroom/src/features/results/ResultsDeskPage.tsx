import { Link, QueryView, Skeleton } from '@janmat/shared';
import { ELECTION_KIND_NAMES } from '@janmat/shared/contracts';
import { DeskPage } from '../common/DeskPage';
import { newsroomHref } from '../common/newsroomPaths';
import { table } from '../common/styles';
import { NewElectionForm } from './NewElectionForm';
import { useDeskElectionsQuery } from './resultsDeskApi';
import { STATUS_NAMES } from './statusNames';

/** Editors: every election with its status, each opening its desk; and a new election. */
export function ResultsDeskPage() {
  const list = useDeskElectionsQuery();
  return (
    <DeskPage id="results-title" title="नतीजे">
      <QueryView
        query={list}
        skeleton={<Skeleton lines={4} />}
        isEmpty={(d) => d.data.length === 0}
        empty="अभी कोई चुनाव नहीं है।"
      >
        {({ data }) => (
          <table css={table}>
            <caption>चुनाव</caption>
            <thead>
              <tr>
                <th scope="col">नाम</th>
                <th scope="col">प्रकार</th>
                <th scope="col">सीटें</th>
                <th scope="col">स्थिति</th>
              </tr>
            </thead>
            <tbody>
              {data.map((e) => (
                <tr key={e.slug}>
                  <th scope="row">
                    <Link to={newsroomHref('resultsElection', { slug: e.slug })}>{e.name}</Link>
                  </th>
                  <td>{ELECTION_KIND_NAMES[e.kind]}</td>
                  <td>{e.seats}</td>
                  <td>{STATUS_NAMES[e.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryView>
      <NewElectionForm />
    </DeskPage>
  );
}
