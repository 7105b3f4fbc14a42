import type { TickRendererProps } from '@visx/axis';

/**
 * An axis tick's label as plain SVG text, placed as visx's own label would be. visx's `Text` measures
 * every word in the DOM (a forced layout) on each render for the wrapping it offers, and these
 * one-line labels never wrap: on Insights, charts drawn again on every page read spent most of their
 * time there.
 */
export function TickLabel({ formattedValue, x, y, dx, dy, fill, fontSize, fontFamily, textAnchor }: TickRendererProps) {
  return (
    <text x={x} y={y} dx={dx} dy={dy} fill={fill} fontSize={fontSize} fontFamily={fontFamily} textAnchor={textAnchor}>
      {formattedValue}
    </text>
  );
}
