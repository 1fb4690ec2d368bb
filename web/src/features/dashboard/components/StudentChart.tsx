import { Box, Card, chakra, Heading } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { countTicks, smoothPath } from './lineChart';

export type StudentChartProps = { moveIns: readonly { month: string; label: string; count: number }[] };

const HEIGHT = 256;
const MARGIN = { top: 16, right: 16, bottom: 32, left: 36 };

/** The element's width in pixels, following it as it resizes (0 before the first layout). */
function useWidth<T extends Element>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Student Chart: residents who moved in per month over the last six months, a smooth line with a point per month
 * (its count on hover). An SVG of our own: nivo's line chart was 76 KB of compressed JavaScript, and even cut to
 * what a line needs (~60 KB) kept the dashboard over its 300 KB budget (issue 37). The numbers are also in a table
 * for screen readers; the drawing is hidden from them.
 */
export function StudentChart({ moveIns }: StudentChartProps) {
  const [boxRef, width] = useWidth<HTMLDivElement>();
  const ticks = countTicks(Math.max(0, ...moveIns.map((m) => m.count)));
  const top = ticks[ticks.length - 1] ?? 1;
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (index: number) => (moveIns.length > 1 ? (index / (moveIns.length - 1)) * plotWidth : plotWidth / 2);
  const y = (count: number) => plotHeight - (count / top) * plotHeight;
  const points = moveIns.map((m, index) => ({ x: x(index), y: y(m.count) }));

  return (
    <Card.Root>
      <Card.Body gap="2">
        <Heading as="h2" size="md" id="student-chart">
          Student Chart
        </Heading>
        <Box ref={boxRef} height="64" aria-hidden>
          {width > 0 && (
            <chakra.svg width={width} height={HEIGHT} fontSize="xs" color="fg.muted">
              <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
                {ticks.map((tick) => (
                  <g key={tick} transform={`translate(0,${y(tick)})`}>
                    <chakra.line x2={plotWidth} stroke="border" />
                    <text x={-8} dy="0.32em" textAnchor="end" fill="currentColor">
                      {tick}
                    </text>
                  </g>
                ))}
                {moveIns.map((m, index) => (
                  <text key={m.month} x={x(index)} y={plotHeight + 20} textAnchor="middle" fill="currentColor">
                    {m.label}
                  </text>
                ))}
                <chakra.g color="green.600">
                  <path d={smoothPath(points, 0, plotHeight)} fill="none" stroke="currentColor" strokeWidth={2} />
                  {moveIns.map((m, index) => (
                    <chakra.circle
                      key={m.month}
                      cx={x(index)}
                      cy={y(m.count)}
                      r={4}
                      fill="bg.panel"
                      stroke="currentColor"
                      strokeWidth={2}
                    >
                      <title>{`${m.label}: ${m.count}`}</title>
                    </chakra.circle>
                  ))}
                </chakra.g>
              </g>
            </chakra.svg>
          )}
        </Box>
        <Box as="table" srOnly aria-labelledby="student-chart">
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Residents who moved in</th>
            </tr>
          </thead>
          <tbody>
            {moveIns.map((m) => (
              <tr key={m.month}>
                <th scope="row">{m.label}</th>
                <td>{m.count}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
