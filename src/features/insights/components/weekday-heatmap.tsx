import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand } from '@visx/scale';
import { WEEKDAYS } from '../model/weekday-hours';
import { formatHours } from './chart-format';
import { AXIS_LABELS } from './tick-label';
import { useElementWidth } from './use-element-width';
import { useRovingGrid } from './use-roving-grid';
import styles from './insights.module.css';

const CELL_HEIGHT = 24;
const MARGIN = { top: 4, right: 8, bottom: 24, left: 40 };
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const DAYS = WEEKDAYS.map((_, day) => day);

export const hourSpan = (hour: number) => `${String(hour).padStart(2, '0')}:00–${String((hour + 1) % 24).padStart(2, '0')}:00`;
export const describeCell = (day: number, hour: number, hours: number) => `${WEEKDAYS[day] ?? ''} ${hourSpan(hour)}: ${formatHours(hours)}`;

/** Meeting time by weekday and hour of the day: the darker, the more; each cell a point to focus. */
export function WeekdayHeatmap({ cells, label }: { cells: readonly (readonly number[])[]; label: string }) {
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  const { active, pointProps } = useRovingGrid(7, 24);
  // Drawn once its width is known, before the first paint (useElementWidth).
  if (width === null) return <div ref={ref} className={styles.plot} />;
  const innerWidth = Math.max(120, width - MARGIN.left - MARGIN.right);
  const innerHeight = CELL_HEIGHT * 7;
  const x = scaleBand<number>({ domain: HOURS, range: [0, innerWidth], padding: 0.08 });
  const y = scaleBand<number>({ domain: DAYS, range: [0, innerHeight], padding: 0.08 });
  const max = Math.max(0, ...cells.flat());
  const every = innerWidth / 24 < 22 ? 6 : 3;
  const activeHours = active ? (cells[active[0]]?.[active[1]] ?? 0) : 0;

  return (
    <div ref={ref} className={styles.plot}>
      <svg width={width} height={innerHeight + MARGIN.top + MARGIN.bottom} role="group" aria-label={label}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <AxisLeft scale={y} hideAxisLine hideTicks tickFormat={(day) => WEEKDAYS[Number(day)]?.slice(0, 3) ?? ''} {...AXIS_LABELS} />
          <AxisBottom
            top={innerHeight}
            scale={x}
            hideAxisLine
            tickStroke="currentColor"
            tickValues={HOURS.filter((hour) => hour % every === 0)}
            tickFormat={(hour) => `${String(hour).padStart(2, '0')}:00`}
            {...AXIS_LABELS}
          />
          {DAYS.map((day) =>
            HOURS.map((hour) => {
              const hours = cells[day]?.[hour] ?? 0;
              return (
                <rect
                  key={`${day}-${hour}`}
                  className={styles.point}
                  x={x(hour)}
                  y={y(day)}
                  width={x.bandwidth()}
                  height={y.bandwidth()}
                  rx={2}
                  fill={hours > 0 ? 'var(--heat)' : 'var(--color-surface-muted)'}
                  fillOpacity={hours > 0 && max > 0 ? 0.12 + 0.88 * (hours / max) : 1}
                  role="img"
                  aria-label={describeCell(day, hour, hours)}
                  {...pointProps(day, hour)}
                />
              );
            }),
          )}
        </Group>
      </svg>
      {active ? (
        <div
          className={styles.tooltip}
          style={{
            left: Math.min(MARGIN.left + (x(active[1]) ?? 0) + x.bandwidth() + 4, Math.max(0, width - 200)),
            top: MARGIN.top + (y(active[0]) ?? 0) + CELL_HEIGHT,
          }}
          aria-hidden="true"
        >
          <p>{describeCell(active[0], active[1], activeHours)}</p>
        </div>
      ) : null}
      <p className={styles.heatLegend}>
        <span>None</span>
        <span className={styles.heatScale} aria-hidden="true" />
        <span>{formatHours(max)} (most in one hour of the week)</span>
      </p>
    </div>
  );
}
