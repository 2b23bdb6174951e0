import { css } from '@emotion/react';
import { indianDigits, type PartyTally, theme } from '@janmat/shared';
import { RESULTS_TEXTS as T } from './resultsTexts';

const BAR = 22;
const GAP = 10;
const LABEL = 92;
const WIDTH = 600;

const chart = css({ display: 'block', width: '100%', height: 'auto', fontFamily: 'inherit', color: theme.colors.text });

export interface TallyChartProps {
  /** The election's name (the chart's accessible name says what it shows). */
  name: string;
  parties: PartyTally[];
  seats: number;
  majority: number;
}

/**
 * Won and leading seats of each party against the majority mark, as an SVG in the server's HTML.
 * Colour is never the only signal: each bar carries the party's short name and its numbers, leading
 * seats are hatched beside the solid won ones, and the table beside the chart holds every figure.
 */
export function TallyChart({ name, parties, seats, majority }: TallyChartProps) {
  const shown = parties.filter((p) => p.won + p.leading > 0);
  const most = Math.max(majority, ...shown.map((p) => p.won + p.leading), 1);
  const scale = (WIDTH - LABEL - 60) / Math.min(seats, most * 1.1);
  const height = shown.length * (BAR + GAP) + 30;
  const mark = LABEL + majority * scale;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} css={chart} role="img" aria-label={T.chartLabel(name)}>
      <defs>
        {shown.map((p) => (
          <pattern
            key={p.code}
            id={`lead-${p.code}`}
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="6" height="6" fill="#ffffff" />
            <rect width="3" height="6" fill={p.colour} />
          </pattern>
        ))}
      </defs>
      {shown.map((p, i) => {
        const y = i * (BAR + GAP) + 4;
        const won = p.won * scale;
        const lead = p.leading * scale;
        return (
          <g key={p.code}>
            <text x={LABEL - 8} y={y + BAR * 0.72} textAnchor="end" fontSize="14" fill="currentColor">
              {p.short}
            </text>
            <rect x={LABEL} y={y} width={won} height={BAR} fill={p.colour} />
            <rect x={LABEL + won} y={y} width={lead} height={BAR} fill={`url(#lead-${p.code})`} stroke={p.colour} />
            <text x={LABEL + won + lead + 6} y={y + BAR * 0.72} fontSize="13" fill="currentColor">
              {`${indianDigits(p.won)} + ${indianDigits(p.leading)}`}
            </text>
          </g>
        );
      })}
      <line x1={mark} x2={mark} y1={0} y2={height - 22} stroke="currentColor" strokeDasharray="4 3" />
      <text x={mark} y={height - 6} textAnchor="middle" fontSize="13" fill="currentColor">
        {T.majority(majority)}
      </text>
    </svg>
  );
}
