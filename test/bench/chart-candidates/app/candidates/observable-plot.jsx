// Observable Plot: a function that returns an SVG element (on d3), appended by an effect.
import { barY, plot, ruleY } from '@observablehq/plot';
import { useEffect, useRef } from 'react';

export default function ObservablePlotChart({ data, width, height, onDrawn }) {
  const box = useRef(null);
  useEffect(() => {
    const rows = data.series.flatMap((s) => s.values.map((hours, i) => ({ week: data.weeks[i], tag: s.name, hours })));
    const chart = plot({
      width,
      height,
      x: { type: 'band', ticks: data.weeks.filter((week) => week % 4 === 1) },
      color: { domain: data.series.map((s) => s.name), range: data.series.map((s) => s.color) },
      marks: [barY(rows, { x: 'week', y: 'hours', fill: 'tag' }), ruleY([0])],
    });
    box.current.append(chart);
    onDrawn();
    return () => chart.remove();
  }, [data, width, height, onDrawn]);
  return <div ref={box} />;
}
