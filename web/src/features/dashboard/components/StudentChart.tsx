import { Box, Card, Heading } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';

export type StudentChartProps = { moveIns: readonly { month: string; label: string; count: number }[] };

/**
 * Student Chart: residents who moved in per month over the last six months, a smooth line with a tooltip per point.
 * Loaded with the dashboard only (nivo is large); the numbers are also in a table for screen readers.
 */
export default function StudentChart({ moveIns }: StudentChartProps) {
  const data = [{ id: 'Move-ins', data: moveIns.map((m) => ({ x: m.label, y: m.count })) }];
  const most = Math.max(1, ...moveIns.map((m) => m.count));
  return (
    <Card.Root>
      <Card.Body gap="2">
        <Heading as="h2" size="md" id="student-chart">
          Student Chart
        </Heading>
        <Box height="64" aria-hidden>
          <ResponsiveLine
            data={data}
            curve="catmullRom"
            margin={{ top: 16, right: 16, bottom: 32, left: 36 }}
            yScale={{ type: 'linear', min: 0, max: most }}
            axisLeft={{ tickValues: Math.min(most, 5) }}
            colors={['#2f855a']}
            pointSize={8}
            useMesh
            enableGridX={false}
          />
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
