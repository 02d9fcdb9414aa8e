/**
 * The daily chart of the Analytics screen, drawn on the server as SVG: a bar per day for
 * visitors, a line of page views and a dot per day with enquiries. Its text summary is its
 * accessible name; the numbers themselves are in the table beside it. Each bar has a <title>,
 * which browsers show on hover.
 */
interface Day {
  date: string;
  visitors: number;
  pageviews: number;
  leads: number;
}

const WIDTH = 720;
const HEIGHT = 200;
const PAD = 24;

export function AnalyticsChart({ daily, summary }: { daily: Day[]; summary: string }) {
  const max = Math.max(1, ...daily.map((day) => Math.max(day.visitors, day.pageviews)));
  const step = (WIDTH - PAD * 2) / Math.max(1, daily.length);
  const y = (value: number) => HEIGHT - PAD - (value / max) * (HEIGHT - PAD * 2);
  const line = daily
    .map((day, index) => `${PAD + step * index + step / 2},${y(day.pageviews)}`)
    .join(" ");
  return (
    <svg
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full"
      data-testid="analytics-chart"
    >
      <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} stroke="#cbd5e1" />
      {daily.map((day, index) => (
        <g key={day.date} tabIndex={0}>
          <title>{`${day.date}: ${day.visitors} visitors, ${day.pageviews} page views, ${day.leads} enquiries`}</title>
          <rect
            x={PAD + step * index + step * 0.15}
            y={y(day.visitors)}
            width={step * 0.7}
            height={HEIGHT - PAD - y(day.visitors)}
            fill="#6366f1"
          />
          {day.leads > 0 ? (
            <circle cx={PAD + step * index + step / 2} cy={PAD / 2} r={4} fill="#059669" />
          ) : null}
        </g>
      ))}
      <polyline points={line} fill="none" stroke="#0f172a" strokeWidth={1.5} />
    </svg>
  );
}
