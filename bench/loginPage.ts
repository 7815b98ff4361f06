// The sign-in page in headless Chromium, as a first-time visitor gets it (fresh profile, empty cache): the
// JavaScript it transfers (compressed, as received) and the time from navigation start to the sign-in form being
// visible, then from the click on "Sign in" (admin@demo.test) to the dashboard. On loopback and on a throttled
// "slow 4G" link (Lighthouse's: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up).
// Part of npm run bench; alone against a running server: `npx tsx bench/loginPage.ts http://localhost:4000`.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page, type Request } from "playwright-core";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const ROUNDS = 3;
const ADMIN = { email: "admin@demo.test", password: "Admin@12345" };

interface NetworkProfile {
  name: string;
  /** Chrome DevTools Protocol Network.emulateNetworkConditions; none on loopback. */
  conditions?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

export const NETWORK_PROFILES: NetworkProfile[] = [
  { name: "loopback" },
  { name: "slow 4G", conditions: { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 } },
];

export interface LoginPageRound {
  /** JavaScript bytes on the wire (after content-encoding) until the sign-in page is idle. */
  loginJsBytes: number;
  loginJsFiles: number;
  /** Of those files, how many came without brotli or gzip. */
  uncompressedJsFiles: number;
  formVisibleMs: number;
  /** From the click on "Sign in" to the dashboard on screen. */
  signInToDashboardMs: number;
  /** JavaScript bytes on the wire between the click and the dashboard. */
  signedInJsBytes: number;
}

export interface LoginPageFigures {
  network: string;
  rounds: LoginPageRound[];
}

export const haveChromium = () => existsSync(CHROMIUM);

/** Tallies the JavaScript responses the page receives until reset. */
function scriptTally(page: Page) {
  let pending: Promise<{ bytes: number; compressed: boolean }>[] = [];
  const onFinished = (request: Request) => {
    if (request.resourceType() !== "script") return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const encoding = (await response?.headerValue("content-encoding")) ?? "";
        return { bytes: sizes.responseBodySize, compressed: encoding === "br" || encoding === "gzip" };
      })(),
    );
  };
  page.on("requestfinished", onFinished);
  return {
    async take() {
      const taken = await Promise.all(pending);
      pending = [];
      return { bytes: taken.reduce((sum, file) => sum + file.bytes, 0), files: taken.length, uncompressed: taken.filter((file) => !file.compressed).length };
    },
  };
}

/** performance.now() (ms since navigation start) at the first frame in which the test id is on screen. */
async function visibleAt(page: Page, testId: string): Promise<number> {
  const handle = await page.waitForFunction(
    (id) => {
      const element = document.querySelector(`[data-testid="${id}"]`);
      return element && element.getBoundingClientRect().height > 0 ? performance.now() : false;
    },
    testId,
    { polling: "raf", timeout: 120_000 },
  );
  return (await handle.jsonValue()) as number;
}

async function round(browser: Browser, baseUrl: string, profile: NetworkProfile): Promise<LoginPageRound> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  try {
    const page = await context.newPage();
    if (profile.conditions) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", { offline: false, ...profile.conditions });
    }
    const scripts = scriptTally(page);
    await page.goto(`${baseUrl}/`, { waitUntil: "commit" });
    const formVisibleMs = await visibleAt(page, "login-form");
    await page.waitForLoadState("networkidle");
    const login = await scripts.take();

    await page.getByTestId("login-email").fill(ADMIN.email);
    await page.getByTestId("login-password").fill(ADMIN.password);
    const clickedAt = (await page.evaluate(() => performance.now())) as number;
    await page.getByTestId("login-submit").click();
    const dashboardAt = await visibleAt(page, "dashboard");
    const signedIn = await scripts.take();
    return {
      loginJsBytes: login.bytes,
      loginJsFiles: login.files,
      uncompressedJsFiles: login.uncompressed,
      formVisibleMs,
      signInToDashboardMs: dashboardAt - clickedAt,
      signedInJsBytes: signedIn.bytes,
    };
  } finally {
    await context.close();
  }
}

/** ROUNDS cold visits per network profile. */
export async function benchLoginPage(baseUrl: string): Promise<LoginPageFigures[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const figures: LoginPageFigures[] = [];
    for (const profile of NETWORK_PROFILES) {
      const rounds: LoginPageRound[] = [];
      for (let i = 0; i < ROUNDS; i += 1) rounds.push(await round(browser, baseUrl, profile));
      figures.push({ network: profile.name, rounds });
    }
    return figures;
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function printLoginPageTable(figures: LoginPageFigures[]): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (values: number[]) => `${Math.round(median(values))} ms (${values.map((v) => Math.round(v)).join(", ")})`;
  console.log(`\n| network | sign-in page JS (compressed) | files (uncompressed) | form visible, median (rounds) | sign-in → dashboard, median (rounds) | JS after sign-in |`);
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const { network, rounds } of figures) {
    const first = rounds[0];
    console.log(
      `| ${network} | ${kb(first.loginJsBytes)} | ${first.loginJsFiles} (${first.uncompressedJsFiles}) | ${ms(rounds.map((r) => r.formVisibleMs))} | ${ms(rounds.map((r) => r.signInToDashboardMs))} | ${kb(first.signedInJsBytes)} |`,
    );
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const baseUrl = process.argv[2] ?? "http://localhost:4000";
  benchLoginPage(baseUrl)
    .then(printLoginPageTable)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
