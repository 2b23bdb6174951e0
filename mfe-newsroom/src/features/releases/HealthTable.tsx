import { table } from '../common/styles';
import { formatMinuteIst, type HealthMetric, type SeriesRow } from './healthFigures';
import { smallTable } from './releaseStyles';

interface HealthTableProps {
  metric: HealthMetric;
  rows: SeriesRow[];
  withCanary: boolean;
}

/** A chart's figures as text: the latest minute in a sentence, every minute in a table on request. */
export function HealthTable({ metric, rows, withCanary }: HealthTableProps) {
  const last = rows[rows.length - 1];
  return (
    <>
      {last ? (
        <p>
          {`${formatMinuteIst(last.at)} पर: लाइव ${metric.format(last.live)}`}
          {withCanary ? `, कैनरी ${metric.format(last.canary)}` : ''}
        </p>
      ) : null}
      <details>
        <summary>{`${metric.label}: हर मिनट के आँकड़े`}</summary>
        <div css={{ overflowX: 'auto' }}>
          <table css={[table, smallTable]}>
            <caption>{`${metric.label}, मिनट दर मिनट (भारतीय समय)`}</caption>
            <thead>
              <tr>
                <th scope="col">समय</th>
                <th scope="col">लाइव</th>
                {withCanary ? <th scope="col">कैनरी</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.at}>
                  <td>{formatMinuteIst(row.at)}</td>
                  <td>{metric.format(row.live)}</td>
                  {withCanary ? <td>{metric.format(row.canary)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
