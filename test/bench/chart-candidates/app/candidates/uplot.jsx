// uPlot: draws on a canvas (axes too). It does not stack: each series is drawn as the running total up
// to it, the tallest first, so each shorter one paints over the one before. Its stylesheet is part of it.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';

export default function UPlotChart({ data, width, height, onDrawn }) {
  const box = useRef(null);
  useEffect(() => {
    let running = data.weeks.map(() => 0);
    const stacked = data.series.map((s) => (running = running.map((sum, i) => sum + s.values[i])));
    const order = data.series.map((_, i) => i).reverse();
    const bars = uPlot.paths.bars({ size: [0.8] });
    const chart = new uPlot(
      {
        width,
        height,
        legend: { show: false },
        scales: { x: { time: false, range: [0.5, data.weeks.length + 0.5] } },
        series: [
          {},
          ...order.map((i) => ({
            label: data.series[i].name,
            fill: data.series[i].color,
            stroke: data.series[i].color,
            paths: bars,
            points: { show: false },
          })),
        ],
        hooks: { draw: [() => onDrawn()] },
      },
      [data.weeks, ...order.map((i) => stacked[i])],
      box.current,
    );
    return () => chart.destroy();
  }, [data, width, height, onDrawn]);
  return <div ref={box} />;
}
