import type { TickRendererProps } from '@visx/axis';

/**
 * An axis tick's label as plain SVG text, placed as visx's own label would be. visx's `Text` measures
 * every word in the DOM (a forced layout) on each render for the wrapping it offers, and these
 * one-line labels never wrap: on Insights, charts drawn again on every page read spent most of their
 * time there.
 */
function TickLabel({ formattedValue, x, y, dx, dy, fill, fontSize, fontFamily, textAnchor }: TickRendererProps) {
  return (
    <text x={x} y={y} dx={dx} dy={dy} fill={fill} fontSize={fontSize} fontFamily={fontFamily} textAnchor={textAnchor}>
      {formattedValue}
    </text>
  );
}

/** What every axis of the charts passes for its labels: the text's colour and size, drawn by `TickLabel`. */
export const AXIS_LABELS = { tickLabelProps: { fill: 'currentColor', fontSize: 11 }, tickComponent: TickLabel } as const;
