/** Stand-ins for @mantine/charts, which draws nothing measurable in jsdom: each names the points it is handed. */
export function BarChart({ data, dataKey }: { data: Record<string, unknown>[]; dataKey: string }) {
  return <svg role="img" aria-label={data.map((point) => String(point[dataKey])).join(', ')} />;
}

export function DonutChart({ data }: { data: { name: string }[] }) {
  return <svg role="img" aria-label={data.map((cell) => cell.name).join(', ')} />;
}

export function LineChart({ data, series }: { data: Record<string, unknown>[]; series: { name: string }[] }) {
  return (
    <svg
      role="img"
      aria-label={series.map((line) => data.map((point) => String(point[line.name])).join(', ')).join('; ')}
    />
  );
}

export const AreaChart = LineChart;
