// Chart.js: draws on a canvas. Only the parts this chart needs are registered (no legend, no tooltip),
// and animation is off, so the first frame is the finished chart.
import { BarController, BarElement, CategoryScale, Chart, LinearScale } from 'chart.js';
import { useEffect, useRef } from 'react';

Chart.register(BarController, BarElement, CategoryScale, LinearScale);

export default function ChartJsChart({ data, width, height, onDrawn }) {
  const canvas = useRef(null);
  useEffect(() => {
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: data.weeks,
        datasets: data.series.map((s) => ({ label: s.name, data: s.values, backgroundColor: s.color })),
      },
      options: { responsive: false, animation: false, scales: { x: { stacked: true }, y: { stacked: true } } },
      plugins: [{ id: 'drawn', afterRender: () => onDrawn() }],
    });
    return () => chart.destroy();
  }, [data, onDrawn]);
  return <canvas ref={canvas} width={width} height={height} />;
}
