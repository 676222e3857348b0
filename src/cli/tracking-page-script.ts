/**
 * What the report page (tracking-page.ts) runs and how it looks. The script is plain browser
 * JavaScript in a string: it runs in the analyst's browser, not here, and reads its figures
 * from the page's data island, so no text of the stream is ever part of code.
 */

/** Shows the charts (hidden until then, so a page without JavaScript has no empty frames) and draws them. */
export const DRAW_CHARTS = `
(() => {
  const data = JSON.parse(document.getElementById('report-data').textContent);
  const ink = '#1d4e89';
  Chart.defaults.animation = false;
  Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
  const bars = (id, axis, labels, values, tooltip) => {
    const canvas = document.getElementById(id);
    if (!canvas) return;
    canvas.closest('figure').hidden = false;
    new Chart(canvas, {
      type: 'bar',
      data: { labels, datasets: [{ data: values, backgroundColor: ink }] },
      options: {
        indexAxis: 'y',
        maintainAspectRatio: false,
        plugins: { legend: { display: false }, tooltip: { callbacks: { label: tooltip } } },
        scales: { x: { beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: axis } } },
      },
    });
  };
  bars('funnel-chart', 'Sessions', data.funnel.map((s) => s.label), data.funnel.map((s) => s.sessions), (c) => c.formattedValue + ' sessions');
  if (data.topItems.length > 0) {
    bars('items-chart', 'Revenue (' + data.currency + ')', data.topItems.map((i) => i.name.length > 40 ? i.name.slice(0, 39) + '…' : i.name), data.topItems.map((i) => i.value), (c) => data.topItems[c.dataIndex].text);
  }
})();
`;

export const STYLE = `
body { font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; margin: 0; }
main { max-width: 60rem; margin: 0 auto; padding: 1rem 1.5rem 3rem; }
h1 { font-size: 1.6rem; overflow-wrap: anywhere; }
h2 { font-size: 1.25rem; margin-top: 2.5rem; border-bottom: 1px solid #ccc; }
.figure { font-size: 2rem; font-weight: 600; margin: 0.5rem 0; }
.chart { position: relative; height: 20rem; }
figure { margin: 1rem 0; }
table { border-collapse: collapse; width: 100%; margin: 1rem 0; }
caption { text-align: left; font-weight: 600; padding-bottom: 0.25rem; }
th, td { border-bottom: 1px solid #ddd; padding: 0.3rem 0.5rem; text-align: left; vertical-align: top; }
.num { text-align: right; font-variant-numeric: tabular-nums; }
code { font-size: 0.9em; }
footer { margin-top: 3rem; color: #555; font-size: 0.9rem; }
`;
