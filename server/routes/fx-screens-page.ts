/**
 * The operator's view of the store screens (GET /admin/screens): a static page that asks for the
 * operator token and keeps it in memory only (never in the public origin's storage, where any
 * script of that origin could read it; the page is served with its own CSP, COOP and no framing by
 * server/http/security.ts), then reads GET /admin/api/screens with it every 30 seconds. Screens
 * silent for more than 5 minutes are listed first and marked in words, not by colour alone. Data is
 * written with textContent only.
 */
import { FX_PATHS, SILENT_AFTER_SECONDS } from '../../shared/fx/config.ts';

export function screensPage(): string {
  const config = JSON.stringify({
    screens: FX_PATHS.screens,
    bulletin: FX_PATHS.bulletin,
    silentAfter: SILENT_AFTER_SECONDS,
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Store screens — operator view</title>
<link rel="icon" href="data:,">
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f1f24; background: #f6f3f9; }
  header { padding: 16px 24px; background: #5a2d82; color: #fff; border-bottom: 6px solid #c2185b; }
  header h1 { margin: 0; font-size: 1.5rem; }
  main { padding: 16px 24px; display: grid; gap: 16px; }
  form { display: flex; flex-wrap: wrap; gap: 8px; align-items: end; }
  label { display: grid; gap: 4px; font-weight: 600; }
  input { min-height: 40px; padding: 6px 10px; font: inherit; border: 2px solid #6f6b78; border-radius: 6px; min-width: 18rem; }
  button { min-height: 44px; padding: 6px 18px; font: inherit; font-weight: 700; color: #fff; background: #5a2d82; border: 2px solid #5a2d82; border-radius: 6px; cursor: pointer; }
  :focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
  .wrap { overflow-x: auto; background: #fff; border-radius: 8px; }
  table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
  caption { text-align: start; padding: 8px 12px; font-weight: 700; }
  th, td { padding: 6px 12px; border-bottom: 1px solid #d9d2e3; text-align: start; white-space: nowrap; }
  thead th { color: #3f1d5c; }
  tr.silent { background: #fdecee; }
  .badge { display: inline-block; padding: 1px 10px; border-radius: 999px; font-weight: 700; }
  .ok { background: #dff3e6; color: #0b5d2e; }
  .bad { background: #b3261e; color: #fff; }
  .wait { background: #fff4d6; color: #6b4a00; }
  td button { min-height: 32px; margin-left: 8px; padding: 2px 12px; }
  .muted { color: #55525e; }
</style>
</head>
<body>
<header><h1>Store screens</h1></header>
<main>
  <p>Every FX board and marquee screen reports every minute. A screen silent for more than 5 minutes is
  marked <strong>SILENT</strong> and listed first: check its power, network and browser. A new screen set
  up without an enrolment secret is <strong>WAITING</strong>: confirm it if it is yours; unconfirmed,
  it is forgotten 6 hours after it first reported.</p>
  <form id="login">
    <label for="token">Operator token (ADMIN_TOKEN)<input id="token" name="token" type="password" autocomplete="current-password" required></label>
    <button type="submit">Show screens</button>
  </form>
  <p id="bulletin" class="muted"></p>
  <p id="status" role="status"></p>
  <div class="wrap" id="wrap" role="region" aria-label="Store screens table" tabindex="0" hidden>
    <table>
      <caption>Store screens, the longest silent first</caption>
      <thead><tr>
        <th scope="col">Screen</th><th scope="col">Status</th><th scope="col">Last heartbeat</th><th scope="col">Page</th>
        <th scope="col">App version</th><th scope="col">Last rates fetch</th><th scope="col">Data age</th>
        <th scope="col">Bulletin</th><th scope="col">Heap</th><th scope="col">Up for</th><th scope="col">Screen size</th>
      </tr></thead>
      <tbody id="rows"></tbody>
    </table>
  </div>
</main>
<script>
(function () {
  var CONFIG = ${config};
  var held = '';
  var form = document.getElementById('login');
  var input = document.getElementById('token');
  var status = document.getElementById('status');
  var rows = document.getElementById('rows');
  var wrap = document.getElementById('wrap');
  var timer;
  function token() { return held; }
  function duration(s) {
    if (s == null) return '—';
    if (s < 90) return Math.round(s) + ' s';
    if (s < 5400) return Math.round(s / 60) + ' min';
    if (s < 172800) return Math.round(s / 3600) + ' h';
    return Math.round(s / 86400) + ' days';
  }
  function time(iso) { return iso ? new Date(iso).toLocaleString('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'medium' }) : '—'; }
  function mb(b) { return b == null ? '—' : (b / 1048576).toFixed(1) + ' MB'; }
  function cell(tr, text, header) {
    var c = document.createElement(header ? 'th' : 'td');
    if (header) c.scope = 'row';
    if (text instanceof Node) c.append(text); else c.textContent = text;
    tr.append(c);
  }
  function badge(silent, seconds) {
    var b = document.createElement('span');
    b.className = 'badge ' + (silent ? 'bad' : 'ok');
    b.textContent = silent ? 'SILENT for ' + duration(seconds) : 'OK';
    return b;
  }
  function waiting(s) {
    var box = document.createDocumentFragment();
    var b = document.createElement('span');
    b.className = 'badge wait';
    b.textContent = 'WAITING for confirmation';
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Confirm';
    button.setAttribute('aria-label', 'Confirm screen ' + s.screenId);
    button.addEventListener('click', function () {
      button.disabled = true;
      fetch(CONFIG.screens + '/' + encodeURIComponent(s.screenId) + '/confirm', {
        method: 'POST', headers: { Authorization: 'Bearer ' + token() }, cache: 'no-store'
      }).then(function (r) {
        status.textContent = r.ok ? 'Screen ' + s.screenId + ' confirmed.' : 'Could not confirm ' + s.screenId + ' (HTTP ' + r.status + ').';
        load();
      }).catch(function (e) { button.disabled = false; status.textContent = 'Could not confirm ' + s.screenId + ' (' + e.message + ').'; });
    });
    box.append(b, button);
    return box;
  }
  function render(list) {
    rows.replaceChildren();
    list.forEach(function (s) {
      var tr = document.createElement('tr');
      if (s.silent) tr.className = 'silent';
      cell(tr, s.screenId, true);
      cell(tr, s.pending ? waiting(s) : badge(s.silent, s.silentSeconds));
      cell(tr, duration(s.silentSeconds) + ' ago (' + time(s.lastSeen) + ')');
      cell(tr, s.variant);
      cell(tr, s.appVersion);
      cell(tr, time(s.lastSuccessAt) + (s.failing ? ' (failing now)' : ''));
      cell(tr, duration(s.dataAgeSeconds));
      cell(tr, s.bulletinId == null ? '—' : '#' + s.bulletinId);
      cell(tr, mb(s.heapUsedBytes));
      cell(tr, duration(s.uptimeSeconds));
      cell(tr, s.viewport || '—');
      rows.append(tr);
    });
    wrap.hidden = false;
    var silent = list.filter(function (s) { return s.silent && !s.pending; }).length;
    var pending = list.filter(function (s) { return s.pending; }).length;
    status.textContent = list.length + (list.length === 1 ? ' screen' : ' screens') + ', ' + silent +
      ' silent for more than ' + Math.round(CONFIG.silentAfter / 60) + ' minutes, ' + pending +
      ' waiting for confirmation. Updated ' +
      new Date().toLocaleTimeString('en-PH', { timeZone: 'Asia/Manila' }) + '.';
  }
  function load() {
    clearTimeout(timer);
    fetch(CONFIG.screens, { headers: { Authorization: 'Bearer ' + token() }, cache: 'no-store' }).then(function (r) {
      if (r.status === 401) { status.textContent = 'The token was not accepted. Enter the operator token.'; wrap.hidden = true; input.focus(); return; }
      if (!r.ok) throw new Error('HTTP ' + r.status);
      return r.json().then(render).then(function () { timer = setTimeout(load, 30000); });
    }).catch(function (e) { status.textContent = 'Could not load the screens (' + e.message + '). Retrying in 30 seconds.'; timer = setTimeout(load, 30000); });
    fetch(CONFIG.bulletin, { cache: 'no-store' }).then(function (r) { return r.ok ? r.json() : null; }).then(function (b) {
      document.getElementById('bulletin').textContent = b ? 'Current bulletin: #' + b.id + ', rates as of ' + time(b.asOf) + ', published ' + time(b.publishedAt) + ' (' + b.rates.length + ' pairs).' : '';
    }).catch(function () {});
  }
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    held = input.value;
    input.value = '';
    load();
  });
})();
</script>
</body>
</html>`;
}
