import * as styles from "./stats-chart.css";

export interface ChartDay {
  day: string;
  views: number;
  visitors: number;
}

/** The smallest 1, 2 or 5 × 10ⁿ at or above `n`: the chart's top line. */
function niceCeiling(n: number): number {
  if (n <= 5) return 5;
  const power = 10 ** Math.floor(Math.log10(n));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= n)!;
}

/**
 * Views (bars) and unique visitors (a line) per day, drawn as SVG on the server. The drawing stretches
 * to any width; its labels are HTML beside it, so they stay legible on a phone. Screen readers get
 * the summary here and the numbers in the table that follows it.
 */
export function StatsChart({
  days,
  summary,
  formatDay,
}: {
  days: ChartDay[];
  summary: string;
  formatDay: (day: string) => string;
}) {
  const top = niceCeiling(Math.max(0, ...days.map((d) => d.views)));
  const y = (n: number) => 100 - (n / top) * 100;
  const points = days.map((d, i) => `${i + 0.5},${y(d.visitors).toFixed(2)}`).join(" ");
  const middle = days[Math.floor((days.length - 1) / 2)];
  return (
    <figure className={styles.figure}>
      <ul className={styles.legend}>
        <li>
          <span className={styles.viewsKey} aria-hidden="true" />
          Views
        </li>
        <li>
          <span className={styles.visitorsKey} aria-hidden="true" />
          Visitors
        </li>
      </ul>
      <div className={styles.plot}>
        <div className={styles.yAxis} aria-hidden="true">
          <span>{top.toLocaleString("en")}</span>
          <span>{(top / 2).toLocaleString("en")}</span>
          <span>0</span>
        </div>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${days.length} 100`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
          data-testid="stats-chart"
        >
          {[25, 50, 75].map((at) => (
            <line
              key={at}
              className={styles.grid}
              x1={0}
              x2={days.length}
              y1={at}
              y2={at}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((d, i) => (
            <rect key={d.day} className={styles.bar} x={i + 0.15} width={0.7} y={y(d.views)} height={100 - y(d.views)}>
              <title>{`${formatDay(d.day)}: ${d.views} views, ${d.visitors} visitors`}</title>
            </rect>
          ))}
          {days.length > 1 ? (
            <polyline className={styles.line} points={points} vectorEffect="non-scaling-stroke" />
          ) : null}
        </svg>
        <div className={styles.xAxis} aria-hidden="true">
          <span>{formatDay(days[0].day)}</span>
          {days.length > 2 ? <span>{formatDay(middle.day)}</span> : null}
          <span>{formatDay(days[days.length - 1].day)}</span>
        </div>
      </div>
    </figure>
  );
}
