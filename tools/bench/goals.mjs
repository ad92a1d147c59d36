// The goals table bench.mjs prints last (docs/performance.md): each goal row with what
// this run measured (from its measurement ids) and the goal, met or not. The two Lighthouse rows
// come from the last `npm run lighthouse` (bench-results/lighthouse.json) when there is one,
// with its date and build folder: bench does not run Lighthouse.
import { existsSync, readFileSync } from 'node:fs';

const LIGHTHOUSE_FILE = 'bench-results/lighthouse.json';

function lighthouseRows() {
  let report = null;
  try {
    if (existsSync(LIGHTHOUSE_FILE)) report = JSON.parse(readFileSync(LIGHTHOUSE_FILE, 'utf8'));
  } catch {
    // unreadable: reported as not measured
  }
  const page = (name) => report?.results?.find((result) => result.page.startsWith(name));
  const when = report ? ` (npm run lighthouse ${report.date.slice(0, 16)}Z${report.dist ? `, ${report.dist}` : ''})` : '';
  const missing = `not in ${LIGHTHOUSE_FILE}: npm run lighthouse`;
  const login = page('/auth/login');
  const active = page('/orders/active');
  return [
    {
      row: 'Lighthouse mobile /auth/login, median of 3',
      measured: login ? `${login.scores.performance} (min ${login.minScores?.performance ?? '?'})${when}` : missing,
      goal: '>= 95, no run under 90',
      met: login ? login.scores.performance >= 95 && (login.minScores?.performance ?? 0) >= 90 : null,
    },
    {
      row: 'Lighthouse mobile, signed-in /orders/active, cold',
      measured: active ? `${active.scores.performance} (min ${active.minScores?.performance ?? '?'})${when}` : missing,
      goal: '>= 80',
      met: active ? active.scores.performance >= 80 : null,
    },
  ];
}

/** The rows, in the goals table's order (docs/performance.md): { row, measured (text or null), goal, met (true/false/null) }. */
export function goalRows(measurements) {
  const byId = (id) => measurements.find((m) => m.id === id && m.summary);
  const [loginRow, activeRow] = lighthouseRows();
  const firstVisit = byId('firstVisitJs');
  const files = byId('firstVisitFiles');
  const tappable = byId('acceptTappable');
  const staticPage = byId('offlineStaticPage');
  const ratio = byId('acceptTappableRatio');
  const worst = byId('acceptInteractionWorst');
  const p75 = byId('acceptInteractionP75');
  const flush = byId('queuedFlush');
  const realtime = byId('realtimeEventToCard');
  const foods = byId('foodsFirstRenderWarm');
  const ratioValue = ratio ? ratio.summary.median / 10 : null;
  return [
    loginRow,
    {
      row: 'JS over the wire, first visit of /auth/login until idle',
      measured: firstVisit ? `${firstVisit.summary.median} kB in ${files?.summary.median ?? '?'} files` : null,
      goal: '<= 175 kB',
      met: firstVisit ? firstVisit.summary.median <= 175 : null,
    },
    activeRow,
    {
      row: 'Installed app, 4x CPU, 30 orders: Accept tappable',
      measured: ratio && tappable && staticPage ? `${ratioValue.toFixed(1)}x (${tappable.summary.median} ms vs ${staticPage.summary.median} ms)` : null,
      goal: '<= 6x a cached file',
      met: ratio ? ratioValue <= 6 : null,
    },
    {
      row: 'Accept an order at 4x CPU: worst interaction; p75',
      measured: worst && p75 ? `${worst.summary.median} ms; p75 ${p75.summary.median} ms` : null,
      goal: '<= 200 ms; p75 <= 100 ms',
      met: worst && p75 ? worst.summary.median <= 200 && p75.summary.median <= 100 : null,
    },
    {
      row: '200 queued actions sent',
      measured: flush ? `${(flush.detail?.perSecond ?? flush.summary.median).toFixed(1)} /s, exactly once ${flush.detail?.acceptedOnce ?? '?'} of ${flush.detail?.count ?? '?'}` : null,
      goal: '>= 20 /s, exactly once',
      met: flush ? (flush.detail?.perSecond ?? 0) >= 20 && flush.detail?.acceptedOnce === flush.detail?.count : null,
    },
    {
      row: 'Realtime event to card, 50 orders, p95',
      measured: realtime ? `${realtime.summary.p95} ms (p50 ${realtime.summary.median} ms)` : null,
      goal: '<= 250 ms',
      met: realtime ? realtime.summary.p95 <= 250 : null,
    },
    {
      row: 'Foods list, warm first render (median)',
      measured: foods ? `${foods.summary.median} ms` : null,
      goal: '<= 400 ms',
      met: foods ? foods.summary.median <= 400 : null,
    },
  ];
}

export function formatGoals(rows) {
  const measured = (row) => row.measured ?? 'not measured in this run';
  const width = Math.max(...rows.map((row) => row.row.length));
  const valueWidth = Math.max(8, ...rows.map((row) => measured(row).length));
  const lines = [`${'goal'.padEnd(width)}  ${'measured'.padEnd(valueWidth)}  goal`];
  lines.push('-'.repeat(lines[0].length + 24));
  for (const row of rows) {
    const verdict = row.met === null ? '' : row.met ? '  met' : '  not met';
    lines.push(`${row.row.padEnd(width)}  ${measured(row).padEnd(valueWidth)}  ${row.goal}${verdict}`);
  }
  return lines.join('\n');
}
