// visx: React components that render SVG, on d3-scale. No accessibility option: nothing is added.
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarStack } from '@visx/shape';
import { useEffect } from 'react';

const MARGIN = { top: 10, right: 10, bottom: 30, left: 40 };

export default function VisxChart({ data, width, height, onDrawn }) {
  // The SVG is in the DOM once React has committed it.
  useEffect(() => onDrawn(), [onDrawn]);
  const keys = data.series.map((s) => s.name);
  const colors = Object.fromEntries(data.series.map((s) => [s.name, s.color]));
  const rows = data.weeks.map((week, i) => ({ week, ...Object.fromEntries(data.series.map((s) => [s.name, s.values[i]])) }));
  const totals = data.weeks.map((_, i) => data.series.reduce((sum, s) => sum + s.values[i], 0));
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: data.weeks, range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear({ domain: [0, Math.max(...totals)], range: [innerHeight, 0], nice: true });
  return (
    <svg width={width} height={height}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        <BarStack data={rows} keys={keys} x={(row) => row.week} xScale={x} yScale={y} color={(key) => colors[key]} />
        <AxisLeft scale={y} />
        <AxisBottom top={innerHeight} scale={x} tickValues={data.weeks.filter((week) => week % 4 === 1)} />
      </Group>
    </svg>
  );
}
