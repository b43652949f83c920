import { useId } from "react";

import type { ChartSeries, ChartWeek } from "~server/office/lead-overview";

export type { ChartSeries, ChartWeek };

const WIDTH = 400;
const HEIGHT = 220;
const PAD = { top: 12, right: 6, bottom: 28, left: 32 };

/** A round axis maximum with 4 steps: 4, 8, 12, 20, 40, … */
function axisMax(max: number): number {
  if (max <= 4) return 4;
  const step = Math.ceil(max / 4);
  const magnitude = 10 ** Math.floor(Math.log10(step));
  const nice = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((m) => m >= step) ?? step;
  return nice * 4;
}

/**
 * Stacked bars per week, drawn on the server as plain SVG (no script). The SVG is one image with
 * a text summary; the legend is HTML and the same numbers are in a table under "Show as table".
 */
export function WeeklyBarChart({
  title,
  description,
  summary,
  weeks,
  series,
}: {
  title: string;
  description: string;
  summary: string;
  weeks: ChartWeek[];
  series: ChartSeries[];
}) {
  const id = useId();
  const totals = weeks.map((_, w) => series.reduce((sum, s) => sum + (s.values[w] ?? 0), 0));
  const max = axisMax(Math.max(0, ...totals));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, weeks.length);
  const barW = Math.min(22, slot * 0.62);
  const y = (value: number) => PAD.top + plotH - (value / max) * plotH;
  const ticks = [0, 1, 2, 3, 4].map((i) => (max / 4) * i);
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;

  return (
    <figure className="card flex flex-col p-4 sm:p-5" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>
        <h2 className="text-lg font-bold text-ink">{title}</h2>
        <p className="mt-0.5 text-sm text-ink-muted lg:min-h-10">{description}</p>
      </figcaption>

      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="mt-4 h-auto w-full text-[14px] sm:text-[12px] lg:text-[10px]"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{summary}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? "#8a9aa5" : "#dde3e1"} strokeWidth="1" />
            <text x={PAD.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fill="#4a5b68">
              {tick}
            </text>
          </g>
        ))}
        {totals.every((t) => t === 0) && (
          <text x={PAD.left + plotW / 2} y={PAD.top + plotH / 2} textAnchor="middle" fill="#4a5b68">
            No leads in these weeks
          </text>
        )}
        {weeks.map((week, w) => {
          const x = PAD.left + slot * w + (slot - barW) / 2;
          let base = 0;
          return (
            <g key={week.long}>
              {series.map((s) => {
                const value = s.values[w] ?? 0;
                if (value === 0) return null;
                const top = y(base + value);
                const height = y(base) - top;
                base += value;
                return (
                  <rect key={s.key} x={x} y={top} width={barW} height={height} fill={s.color} stroke="#fff" strokeWidth="0.75">
                    <title>{`${week.long}: ${s.label} ${value}`}</title>
                  </rect>
                );
              })}
              {/* Every other week on the axis keeps the labels legible on a phone. */}
              {(weeks.length - 1 - w) % 2 === 0 && (
                <text x={x + barW / 2} y={HEIGHT - PAD.bottom + 18} textAnchor="middle" fill="#4a5b68">
                  {week.short}
                </text>
              )}
            </g>
          );
        })}
      </svg>

      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-ink">
        {series.map((s) => (
          <li key={s.key} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded-sm" style={{ backgroundColor: s.color }} />
            {s.label}
            <span className="text-ink-muted tabular-nums">({s.values.reduce((a, b) => a + b, 0)})</span>
          </li>
        ))}
      </ul>

      <details className="group mt-4 border-t border-line pt-3">
        <summary className="link cursor-pointer text-sm font-semibold">
          <span className="group-open:hidden">Show as table</span>
          <span className="hidden group-open:inline">Hide table</span>
        </summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-right text-sm tabular-nums">
            <caption className="sr-only">{title}, as a table</caption>
            <thead className="bg-canvas text-xs tracking-wide text-ink-muted uppercase">
              <tr>
                <th scope="col" className="px-2 py-2 text-left font-semibold">
                  Week
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="px-2 py-2 font-semibold">
                    {s.label}
                  </th>
                ))}
                <th scope="col" className="px-2 py-2 font-semibold">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, w) => (
                <tr key={week.long} className="border-t border-line">
                  <th scope="row" className="px-2 py-1.5 text-left font-medium whitespace-nowrap text-ink">
                    {week.long}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="px-2 py-1.5 text-ink">
                      {s.values[w] ?? 0}
                    </td>
                  ))}
                  <td className="px-2 py-1.5 font-semibold text-ink">{totals[w]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
