// Recharts: React components that render SVG (d3 modules underneath, state in a Redux store). It has no
// "drawn" callback and renders its bars a few commits after the first: the chart counts as drawn when
// every bar is in the DOM. Animation is off, so that is the finished chart.
import { Bar, BarChart, XAxis, YAxis } from 'recharts';
import { useEffect, useRef } from 'react';

export default function RechartsChart({ data, width, height, onDrawn }) {
  const box = useRef(null);
  const rows = data.weeks.map((week, i) => ({ week, ...Object.fromEntries(data.series.map((s) => [s.name, s.values[i]])) }));
  useEffect(() => {
    const bars = data.weeks.length * data.series.length;
    const drawn = () => box.current.querySelectorAll('.recharts-bar-rectangle').length >= bars;
    if (drawn()) {
      onDrawn();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!drawn()) return;
      observer.disconnect();
      onDrawn();
    });
    observer.observe(box.current, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [data, onDrawn]);
  return (
    <div ref={box}>
      <BarChart width={width} height={height} data={rows}>
        <XAxis dataKey="week" />
        <YAxis />
        {data.series.map((s) => (
          <Bar key={s.name} dataKey={s.name} stackId="hours" fill={s.color} isAnimationActive={false} />
        ))}
      </BarChart>
    </div>
  );
}
