// Small HTTP probes the test script needs before and between test suites (curl is not on a fresh Debian).
//
//   node scripts/lib/probe.js wait-health BASE_URL [TIMEOUT_SEC] [PID]   polls GET /health until 200 "OK";
//                                                                       gives up at once when process PID has exited
//   node scripts/lib/probe.js chart-count BASE_URL                 logs in (ADMIN_USERNAME/ADMIN_PASSWORD) and prints the chart count
const [command, baseUrl, timeoutArg, pidArg] = process.argv.slice(2);

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitHealth(base, timeoutSec, pid) {
  const deadline = Date.now() + timeoutSec * 1000;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (pid && !isAlive(pid)) throw new Error(`the server (pid ${pid}) exited before ${base}/health answered`);
    try {
      const response = await fetch(`${base}/health`, { signal: AbortSignal.timeout(5000) });
      const body = await response.text();
      if (response.status === 200 && body.trim() === 'OK') return;
      last = `HTTP ${response.status} ${body.slice(0, 200)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base}/health did not answer 200 OK within ${timeoutSec}s (last: ${last})`);
}

async function chartCount(base) {
  const login = await fetch(`${base}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: process.env.ADMIN_USERNAME || 'admin',
      password: process.env.ADMIN_PASSWORD || 'admin',
      provider: 'db',
    }),
  });
  if (login.status !== 200) throw new Error(`login failed: HTTP ${login.status} ${await login.text()}`);
  const { access_token: token } = await login.json();
  const list = await fetch(`${base}/api/v1/chart/?q=(page_size:1,keys:!(none))`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (list.status !== 200) throw new Error(`chart list failed: HTTP ${list.status} ${await list.text()}`);
  const { count } = await list.json();
  if (typeof count !== 'number') throw new Error('chart list answered without a numeric count');
  return count;
}

async function main() {
  if (!baseUrl) throw new Error('usage: probe.js wait-health|chart-count BASE_URL [TIMEOUT_SEC] [PID]');
  if (command === 'wait-health') {
    await waitHealth(baseUrl, Number(timeoutArg || 180), pidArg ? Number(pidArg) : undefined);
  } else if (command === 'chart-count') {
    process.stdout.write(`${await chartCount(baseUrl)}\n`);
  } else {
    throw new Error(`unknown probe: ${command}`);
  }
}

main().catch((error) => {
  process.stderr.write(`probe: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
