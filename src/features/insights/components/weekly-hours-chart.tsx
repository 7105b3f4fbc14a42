import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarStack } from '@visx/shape';
import type { LegendEntry } from './series-legend';
import { formatHours, formatMinutes, formatWeek, plural } from './chart-format';
import type { WeekRow } from '../model/weekly-hours';
import { AXIS_LABELS } from './tick-label';
import { useElementWidth } from './use-element-width';
import { useRovingGrid } from './use-roving-grid';
import styles from './insights.module.css';

const HEIGHT = 260;
const MARGIN = { top: 8, right: 8, bottom: 28, left: 40 };
/** Room a week's label needs on the axis: fewer labels than weeks on a narrow chart. */
const LABEL_WIDTH = 52;

interface WeeklyHoursChartProps {
  weeks: readonly WeekRow[];
  /** The series shown, bottom first. */
  series: readonly LegendEntry[];
  label: string;
}

/** A week's bar: its position, and its row (whose hours are keyed by tag or member: server text, in a Map). */
interface Datum {
  index: number;
  row: WeekRow;
}

/** "Week of Sep 1, 2026", and how much of it the range holds when not all of it. */
const weekName = (row: WeekRow) =>
  `Week of ${formatWeek(row.week, true)}${row.days < 7 ? ` (${row.days} of its 7 days in the range)` : ''}`;

function weekDescription(row: WeekRow, series: readonly LegendEntry[]): string {
  const parts = series.flatMap((s) => (row.hours.get(s.key) ? [`${s.label} ${formatHours(row.hours.get(s.key) ?? 0)}`] : []));
  const shown = series.reduce((sum, s) => sum + (row.hours.get(s.key) ?? 0), 0);
  return `${weekName(row)}: ${formatHours(shown)} in meetings, ${plural(row.meetings, 'meeting')}${parts.length ? ` (${parts.join(', ')})` : ''}`;
}

/** Hours in meetings per week, stacked by series; each week a point to focus or hover for its figures. */
export function WeeklyHoursChart({ weeks, series, label }: WeeklyHoursChartProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  const { active, pointProps } = useRovingGrid(1, weeks.length);
  // Drawn once its width is known, before the first paint (useElementWidth).
  if (width === null) return <div ref={ref} className={styles.plot} />;
  const innerWidth = Math.max(80, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const keys = series.map((s) => s.key);
  const data: Datum[] = weeks.map((row, index) => ({ index, row }));
  const max = Math.max(1, ...weeks.map((row) => keys.reduce((sum, key) => sum + (row.hours.get(key) ?? 0), 0)));
  const x = scaleBand<number>({ domain: weeks.map((_, i) => i), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const every = Math.max(1, Math.ceil((weeks.length * LABEL_WIDTH) / innerWidth));
  const activeRow = active ? weeks[active[1]] : undefined;
  const tooltipLeft = active ? Math.min(MARGIN.left + (x(active[1]) ?? 0) + x.bandwidth() + 6, Math.max(0, width - 220)) : 0;

  return (
    <div ref={ref} className={styles.plot}>
      <svg width={width} height={HEIGHT} role="group" aria-label={label}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <AxisLeft
            scale={y}
            numTicks={5}
            stroke="currentColor"
            tickStroke="currentColor"
            {...AXIS_LABELS}
            tickFormat={(value) => `${String(value)} h`}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            stroke="currentColor"
            tickStroke="currentColor"
            tickValues={weeks.map((_, i) => i).filter((i) => i % every === 0)}
            tickFormat={(i) => formatWeek(weeks[Number(i)]?.week ?? '')}
            {...AXIS_LABELS}
          />
          <BarStack<Datum, string>
            data={data}
            keys={keys}
            value={(d, key) => d.row.hours.get(key) ?? 0}
            x={(d) => d.index}
            xScale={x}
            yScale={y}
            color={(key) => series.find((s) => s.key === key)?.colour ?? 'gray'}
          >
            {(stacks) =>
              stacks.map((stack) =>
                stack.bars.map((bar) =>
                  bar.height > 0 ? (
                    <rect
                      key={`${stack.index}-${bar.index}`}
                      x={bar.x}
                      y={bar.y}
                      width={bar.width}
                      height={bar.height}
                      fill={bar.color}
                      aria-hidden="true"
                    />
                  ) : null,
                ),
              )
            }
          </BarStack>
          {weeks.map((row, index) => (
            <rect
              key={row.week}
              className={`${styles.point} ${styles.column}`}
              x={(x(index) ?? 0) - (x.step() - x.bandwidth()) / 2}
              y={0}
              width={x.step()}
              height={innerHeight}
              role="img"
              aria-label={weekDescription(row, series)}
              {...pointProps(0, index)}
            />
          ))}
        </Group>
      </svg>
      {activeRow ? (
        <div className={styles.tooltip} style={{ left: tooltipLeft, top: MARGIN.top }} aria-hidden="true">
          <p>
            <strong>{weekName(activeRow)}</strong>
          </p>
          {series.map((s) =>
            activeRow.hours.get(s.key) ? (
              <p key={s.key} className={styles.tooltipRow}>
                <span className={styles.swatch} style={{ '--swatch': s.colour } as React.CSSProperties} />
                <bdi>{s.label}</bdi> {formatHours(activeRow.hours.get(s.key) ?? 0)}
              </p>
            ) : null,
          )}
          <p>
            {plural(activeRow.meetings, 'meeting')}
            {activeRow.averageMinutes === null ? '' : `, on average ${formatMinutes(activeRow.averageMinutes)}`}
          </p>
        </div>
      ) : null}
    </div>
  );
}
