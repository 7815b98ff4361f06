// Issue 29 at the till, in Chromium against the real server: a till opened once online keeps its store's catalogue
// and the app shell; with the network cut (the context offline, requests to the server aborted) it sells 20 items
// across 8 cash sales from its own catalogue, each kept with an offline number and printed "Fiscal number pending";
// the page reloaded offline opens again with the sales still waiting; the register's close screen refuses while
// they are. When the connection returns they are sent in one batch (syncOfflineOrders), each sale once: a sync whose
// answer is lost after the server took it, resumed in two tabs of the same till, still makes exactly 8 orders, each
// with its offline number, the lots and the drawer right; the sale of units another till sold meanwhile is flagged
// in the manager's Offline Sale Discrepancies.
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import type { LoginPayload } from "../support/api";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin } from "../support/logins";
import { dismissNotifications, signIn, switchLocation, toast, visible } from "../support/pages";
import { newStore, receiveNewProducts, type ReceivedProduct } from "./stockHelpers";
import { networkSwitch, scanCode, tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const till = tillApi(baseUrl);
const { call } = till;
const run = Date.now().toString(36).toUpperCase();
const SALES = 8;
/** Sold offline: the syrup and the drops in each sale, the cream in the first 3, the last tube in the 8th (20 items). */
const CODES = { syrup: `OFF-A-${run}`, drops: `OFF-B-${run}`, cream: `OFF-C-${run}`, tube: `OFF-D-${run}` };
const codesOfSale = (sale: number) => [CODES.syrup, CODES.drops, ...(sale <= 3 ? [CODES.cream] : []), ...(sale === SALES ? [CODES.tube] : [])];
const offlineNumber = (sale: number) => `${registerCode}-OFF-${String(sale).padStart(6, "0")}`;

let page: Page;
let context: BrowserContext;
let admin: LoginPayload;
let storeId = "";
let registerId = "";
let registerCode = "";
let products: ReceivedProduct[] = [];
let tillUrl = "";
let storeName = "";
let otherRegisterId = "";
/** syncOfflineOrders requests that left the browser (every tab): the offline numbers of its batch, the tab, the answer's status. */
let syncRequests: { offlineNumbers: string[]; tab: string; status?: number; error?: string }[] = [];
/**
 * What the relay does with them: lets them through; cuts them before the server (no answer); or lets the server take
 * them and loses the answer on the way back (the page gets no answer either).
 */
let syncRelay: "pass" | "cut" | "loseAnswer" = "pass";
/** Sales of the syncOfflineOrders requests this test's relay cut or lost the answer of (the page got no answer to them). */
let cutByUs = 0;
/** Every sale of every syncOfflineOrders request of the whole journey as the tabs' network events saw it, in order: its key, tab, whether an answer came back. */
const sends: { key: string; offlineNumber: string; tab: string; answered: boolean | null }[] = [];

browserJourney((opened) => ({ page, context } = opened));

beforeAll(async () => {
  storeName = `Offline Store ${run}`;
  const store = await newStore(till, storeName);
  storeId = store.id;
  admin = store.admin;
  products = await receiveNewProducts(call, admin, storeId, {
    products: [
      { name: `Offline Syrup ${run}`, skuCode: CODES.syrup, packs: 2 },
      { name: `Offline Drops ${run}`, skuCode: CODES.drops, packs: 2 },
      { name: `Offline Cream ${run}`, skuCode: CODES.cream, packs: 1 },
      { name: `Offline Tube ${run}`, skuCode: CODES.tube, packs: 1 },
    ],
    tag: `OFF${run}`,
  });
  const newRegister = async (name: string) => {
    const { createLocationRegister } = await call<{ createLocationRegister: { id: string; secondaryId: string } }>(
      admin,
      `mutation ($dto: LocationRegisterInput!) { createLocationRegister(dto: $dto) { id secondaryId } }`,
      { dto: { name, type: "SALES_REGISTER", printMode: "THERMAL", currency: "PKR", locationId: storeId, status: "ACTIVE" } },
    );
    await call(admin, `mutation ($registerId: ID!) { openLocationRegister(registerId: $registerId, session: { openingAmount: 1000 }) { id } }`, { registerId: createLocationRegister.id });
    return createLocationRegister;
  };
  ({ id: registerId, secondaryId: registerCode } = await newRegister(`Offline Till ${run}`));
  otherRegisterId = (await newRegister(`Other Till ${run}`)).id;
  tillUrl = `${baseUrl}/pos/${storeId}/${registerId}`;
});

/** Units of the store's lots of a product, as the server has them. */
const unitsAtStore = async (productId: string) =>
  (
    await call<{ getUnexpiredProductLots: { data: { quantity: number }[] } }>(
      admin,
      `query ($locationId: ID!, $productId: ID) { getUnexpiredProductLots(locationId: $locationId, productId: $productId, limit: 100) { data { quantity } } }`,
      { locationId: storeId, productId },
    )
  ).getUnexpiredProductLots.data.reduce((sum, lot) => sum + lot.quantity, 0);
const waitingText = () => page.getByTestId("pos-offline-waiting").textContent();
const marks = (name: string) => page.evaluate((mark) => performance.getEntriesByName(mark).map((entry) => ({ start: entry.startTime, detail: (entry as PerformanceMark).detail as unknown })), name);

/** The orders this till's offline sales made on the server (asked through the API). */
async function offlineOrders(): Promise<{ id: string; offlineNumber: string; totalAmount: number; status: string }[]> {
  const { getOrders } = await call<{ getOrders: { data: { id: string; offlineNumber: string | null; totalAmount: number; status: string }[] } }>(
    admin,
    `query ($locationId: ID) { getOrders(locationId: $locationId, limit: 100) { data { id offlineNumber totalAmount status } } }`,
    { locationId: storeId },
  );
  return getOrders.data.filter((order): order is { id: string; offlineNumber: string; totalAmount: number; status: string } => order.offlineNumber?.startsWith(`${registerCode}-OFF-`) ?? false);
}
const offlineOrderCount = async () => (await offlineOrders()).length;
const drawer = async () =>
  (await call<{ getLocationRegister: { currentSession: { balance: number } } }>(admin, `query ($id: ID!) { getLocationRegister(id: $id) { currentSession { balance } } }`, { id: registerId })).getLocationRegister
    .currentSession.balance;

/** The sales this till kept, as its own database has them. */
const keptSales = (tab: Page = page) =>
  tab.evaluate(
    ([db, store]) =>
      new Promise<{ idempotencyKey: string; sequence: number; offlineNumber: string; total: string; orderNumber: string | null }[]>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onsuccess = () => {
          const read = open.result.transaction(store).objectStore(store).getAll();
          read.onsuccess = () =>
            resolve(
              (read.result as { idempotencyKey: string; sequence: number; offlineNumber: string; summary: { total: string }; orderNumber: string | null }[])
                .map((sale) => ({ idempotencyKey: sale.idempotencyKey, sequence: sale.sequence, offlineNumber: sale.offlineNumber, total: String(sale.summary.total), orderNumber: sale.orderNumber }))
                .sort((a, b) => a.sequence - b.sequence),
            );
          read.onerror = () => reject(new Error("unreadable"));
        };
        open.onerror = () => reject(new Error("no till database"));
      }),
    [`pharmacy-till:${admin.tenant.id}:${storeId}`, "sales"] as const,
  );

/** Counts the tab's syncOfflineOrders requests' sales by idempotency key from its own network events (a reload keeps the tab). */
function watchSends(tab: Page, name: string): void {
  const of = new Map<unknown, (typeof sends)[number][]>();
  const answered = (request: unknown, answer: boolean) => {
    for (const send of of.get(request) ?? []) send.answered = answer;
  };
  tab.on("request", (request) => {
    const body = request.postData() ?? "";
    if (!body.includes("syncOfflineOrders")) return;
    const { variables } = JSON.parse(body) as { variables: { sales: { idempotencyKey: string; offlineNumber: string }[] } };
    const batch = variables.sales.map((sale) => ({ key: sale.idempotencyKey, offlineNumber: sale.offlineNumber, tab: name, answered: null }));
    sends.push(...batch);
    of.set(request, batch);
  });
  tab.on("requestfinished", (request) => answered(request, true));
  tab.on("requestfailed", (request) => answered(request, false));
}

/**
 * Each sale sent once: of a key's requests only the last was answered, and every one before it got no answer at all
 * (its request failed: the cut, a reload). A sale is sent again only when the till could not know whether it got
 * there; a second request after an answer, from the same tab or another, is a double send.
 */
function expectEachSentOnce({ settled }: { settled: boolean }): void {
  const byKey = new Map<string, (typeof sends)[number][]>();
  for (const send of sends) byKey.set(send.key, [...(byKey.get(send.key) ?? []), send]);
  for (const [key, requests] of byKey) {
    const described = `${requests[0].offlineNumber} (${key}): ${JSON.stringify(requests)}`;
    expect(requests.slice(0, -1).every((request) => request.answered === false), described).toBe(true);
    if (settled) expect(requests.at(-1)?.answered, described).toBe(true);
  }
}

const { isOffline, goOffline, goOnline } = networkSwitch(() => context);
/** Every tab's requests to the server: aborted while offline; syncOfflineOrders counted, and cut or its answer lost as `syncRelay` says. */
async function routeServer(): Promise<void> {
  await context.route("**/graphql", (route) => {
    if (isOffline()) return route.abort("internetdisconnected");
    const body = route.request().postData() ?? "";
    if (body.includes("syncOfflineOrders")) {
      const tab = route.request().frame().page() === page ? "first" : "second";
      const offlineNumbers = [...body.matchAll(/-OFF-\d+/g)].map((match) => match[0]);
      const request: (typeof syncRequests)[number] = { offlineNumbers, tab, status: 0 };
      syncRequests.push(request);
      const relay = syncRelay;
      if (relay === "cut") {
        cutByUs += offlineNumbers.length;
        return route.abort("connectionreset");
      }
      return route.fetch().then(
        async (response) => {
          request.status = response.status();
          const answer = await response.text();
          if (answer.includes('"errors"')) request.error = answer.slice(0, 300);
          if (relay === "loseAnswer") {
            cutByUs += offlineNumbers.length;
            await route.abort("connectionreset");
          } else await route.fulfill({ response });
        },
        // the relay itself lost the connection (a kept-alive socket the loaded server closed): the page gets no answer
        // rather than a request left hanging
        async (error: unknown) => {
          request.error = String(error);
          cutByUs += offlineNumbers.length;
          await route.abort("connectionreset");
        },
      );
    }
    return route.continue();
  });
}

describe("the till with no network", () => {
  it("keeps the store's catalogue and the app shell once opened online", async () => {
    await routeServer();
    watchSends(page, "first");
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await page.goto(tillUrl);
    await visible(page.getByTestId("pos-header"));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
    await expect.poll(async () => (await marks("till-catalogue:synced")).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [first] = await marks("till-catalogue:synced");
    console.info(`first catalogue load of ${JSON.stringify(first.detail)}`);
  });

  it(`sells 20 items across ${SALES} cash sales offline, each kept with its offline number and a pending fiscal number`, async () => {
    await goOffline();
    await visible(page.getByTestId("pos-offline-banner"));
    expect(await page.getByTestId("pos-offline-banner").textContent()).toContain("Offline — sales are saved on this till and sent when the connection returns");
    for (let sale = 1; sale <= SALES; sale += 1) {
      await dismissNotifications(page);
      const codes = codesOfSale(sale);
      for (const [index, code] of codes.entries()) {
        await scanCode(page, code);
        await expect.poll(() => page.getByTestId("pos-line").count()).toBe(index + 1);
      }
      if (sale === SALES) {
        // what goes to the printer: the receipt the till renders into its own page, kept for a look
        await page.evaluate(() => {
          window.print = () => {
            const copy = document.querySelector(".till-receipt-print")?.cloneNode(true) as HTMLElement | undefined;
            if (copy) document.body.appendChild(Object.assign(copy, { id: "printed-receipt-copy" }));
          };
        });
      }
      await page.keyboard.press("F9");
      await visible(page.getByTestId("pos-payment-amount").first());
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("pos-payment-amount");
      await page.keyboard.press("Enter");
      await visible(toast(page, `Sale ${offlineNumber(sale)} saved on this till`));
      await expect.poll(waitingText).toContain(`${sale} ${sale === 1 ? "sale" : "sales"} waiting to be sent`);
    }
    await expect.poll(async () => (await marks("offline-sale:printed")).length, { timeout: 20_000 }).toBe(SALES);
    const [enter, kept, printed] = await Promise.all([marks("offline-sale:enter"), marks("offline-sale:kept"), marks("offline-sale:printed")]);
    const times = enter.map((mark, index) => ({ kept: Math.round(kept[index].start - mark.start), printed: Math.round(printed[index].start - mark.start) }));
    console.info(`offline sales, ms from Enter to kept / to receipt printed: ${JSON.stringify(times)}`);
    // printed from the till's page itself, not from a frame booting the app again
    expect(await page.locator("iframe[data-testid=order-receipt-frame]").count()).toBe(0);
    await screenshot(page, "offsync-offline-banner");
    const printedText = await page.locator("#printed-receipt-copy").textContent();
    expect(printedText).toContain("Fiscal number pending");
    expect(printedText).toContain(offlineNumber(SALES));
    expect(printedText).toContain(`Offline Tube ${run}`);
    await page.evaluate(() => document.body.classList.add("printing-till-receipt"));
    await page.emulateMedia({ media: "print" });
    await screenshot(page, "offsync-printed-receipt");
    await page.emulateMedia({ media: "screen" });
    await page.evaluate(() => {
      document.body.classList.remove("printing-till-receipt");
      document.getElementById("printed-receipt-copy")?.remove();
    });
    // nothing reached the server
    expect(await unitsAtStore(products[0].id)).toBe(20);
    expect(await offlineOrderCount()).toBe(0);
  });

  it("opens again offline after a reload, the sales still waiting", async () => {
    await page.reload();
    await visible(page.getByTestId("pos-header"), 30_000);
    await visible(page.getByTestId("pos-offline-banner"));
    await expect.poll(waitingText).toContain(`${SALES} sales waiting to be sent`);
    // the offline receipt, from the till's own database
    const second = (await keptSales())[1];
    await page.goto(`${baseUrl}/invoice/offline-receipt/${storeId}/${second.idempotencyKey}`);
    await visible(page.getByTestId("receipt-fiscal-pending"), 30_000);
    expect(await page.getByTestId("receipt-order-number").textContent()).toContain(offlineNumber(2));
    await page.goto(tillUrl);
    await visible(page.getByTestId("pos-offline-banner"), 30_000);
  });

  it("refuses to close the register while the till holds unsent sales", async () => {
    // the server is back, but takes no offline sale yet
    syncRelay = "cut";
    await goOnline();
    await page.goto(`${baseUrl}/app/sales-orders/register/${registerId}/close`);
    await visible(page.getByTestId("close-unsent-offline"), 30_000);
    expect(await page.getByTestId("close-unsent-offline").textContent()).toContain(`This till still holds ${SALES} sales made offline and not yet sent`);
    expect(await page.getByTestId("close-register").isDisabled()).toBe(true);
  });

  it("sends them in order in one batch when the connection returns; its answer lost after the server took them, they all wait", async () => {
    // meanwhile another till sold every unit of the tube (10) that the 8th offline sale sold one of
    const tube = products[3];
    await call(admin, `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id } }`, {
      input: { idempotencyKey: `other${run}${Date.now()}`.toLowerCase(), order: { locationId: storeId, registerId: otherRegisterId, items: [{ productId: tube.id, quantity: 10 }] }, payments: [{ method: "CARD", amount: 100_000 }] },
    }).catch(async () => {
      // a card pays the total exactly: ask the total first
      const { calculateCartSummary } = await call<{ calculateCartSummary: { total: number } }>(admin, `query ($order: CartInput!) { calculateCartSummary(order: $order) { total } }`, {
        order: { locationId: storeId, registerId: otherRegisterId, items: [{ productId: tube.id, quantity: 10 }] },
      });
      await call(admin, `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id } }`, {
        input: { idempotencyKey: `other${run}${Date.now()}`.toLowerCase(), order: { locationId: storeId, registerId: otherRegisterId, items: [{ productId: tube.id, quantity: 10 }] }, payments: [{ method: "CARD", amount: calculateCartSummary.total }] },
      });
    });
    expect(await unitsAtStore(tube.id)).toBe(0);
    syncRequests = [];
    syncRelay = "loseAnswer";
    await page.goto(tillUrl);
    await visible(page.getByTestId("pos-header"), 30_000);
    // one batch of all 8, oldest first (a batch is one transaction: the server takes all of it or none)
    await expect.poll(offlineOrderCount, { timeout: 30_000 }).toBe(SALES);
    expect(syncRequests[0].offlineNumbers).toEqual(Array.from({ length: SALES }, (_, index) => offlineNumber(index + 1).slice(-11)));
    expect((await offlineOrders()).map((order) => order.offlineNumber).sort()).toEqual(Array.from({ length: SALES }, (_, index) => offlineNumber(index + 1)));
    // the till got no answer: all 8 still wait, and it waits for the server (its probe), it does not hammer it
    await expect.poll(() => sends.filter((send) => send.offlineNumber === offlineNumber(1)).at(-1)?.answered).toBe(false);
    await expect.poll(waitingText, { timeout: 30_000 }).toContain(`${SALES} sales waiting to be sent`);
    expect(syncRequests.length).toBeLessThanOrEqual(2);
    expectEachSentOnce({ settled: false });
  });

  it("resumed in two tabs of the same till at once, sends each waiting sale once: exactly 8 orders, lots and drawer right", async () => {
    syncRelay = "pass";
    const sentBefore = syncRequests.length;
    const second = await context.newPage();
    watchSends(second, "second");
    try {
      await Promise.all([page.reload(), second.goto(tillUrl)]);
      await Promise.all([visible(page.getByTestId("pos-header"), 30_000), visible(second.getByTestId("pos-header"), 30_000)]);
      await expect.poll(() => page.getByTestId("pos-offline-banner").count(), { timeout: 60_000 }).toBe(0);
      await expect.poll(() => second.getByTestId("pos-offline-banner").count(), { timeout: 30_000 }).toBe(0);
      // the server took them already: the batch sent again answers the same 8 orders, and no ninth
      expect(await offlineOrderCount()).toBe(SALES);
      // each of the 8 was answered to one tab only (a tab may send again a request its reload cut; a request the relay
      // lost, its kept-alive socket reset by the loaded server, got no answer, and the other tab rightly sends it: seen in CI)
      // (waited for: the banner goes as soon as the tabs are online, while the batch may still be on its way)
      const tabsOf = (number: string) =>
        new Set(
          syncRequests
            .slice(sentBefore)
            .filter((request) => request.status !== 0 && request.offlineNumbers.includes(number))
            .map((request) => request.tab),
        ).size;
      const answeredTabs = () => Array.from({ length: SALES }, (_, index) => tabsOf(offlineNumber(index + 1).slice(-11)));
      await expect.poll(answeredTabs, { timeout: 30_000 }).toEqual(Array.from({ length: SALES }, () => 1));
      console.info(`sent after the lost answer: ${JSON.stringify(syncRequests.slice(sentBefore))}`);
      // the whole journey, from the tabs' own network events: 8 keys, each answered once; sent again only after a
      // request that got no answer (the cut, the lost answer), and nothing else twice (the till used to send again as
      // soon as a catalogue sync answered, a second after the cut: then the reload lost that answer, and it went a third time)
      await expect.poll(() => sends.filter((send) => send.answered === true).length).toBe(SALES);
      expect(new Set(sends.map((send) => send.key)).size).toBe(SALES);
      expectEachSentOnce({ settled: true });
      expect(sends.filter((send) => send.answered).map((send) => send.offlineNumber)).toEqual(Array.from({ length: SALES }, (_, index) => offlineNumber(index + 1)));
      // every request that got no answer is one this test cut (the 5th, and any the relay lost): none lost otherwise
      expect(sends.filter((send) => send.answered === false).length).toBe(cutByUs);
    } finally {
      await second.close();
    }
    const orders = await offlineOrders();
    expect(orders.map((order) => order.offlineNumber).sort()).toEqual(Array.from({ length: SALES }, (_, index) => offlineNumber(index + 1)));
    // each receipt's number is on its order, and the server's total is the till's
    const kept = await keptSales();
    for (const sale of kept) {
      const order = orders.find((candidate) => candidate.offlineNumber === sale.offlineNumber);
      expect(order, sale.offlineNumber).toBeDefined();
      expect(order?.totalAmount).toBe(Number(sale.total));
      expect(sale.orderNumber).not.toBeNull();
    }
    // 8 syrups and 8 drops of 20, 3 creams of 10; the tube: none left, the 8th sale's unit flagged
    await expect.poll(() => unitsAtStore(products[0].id)).toBe(12);
    expect(await unitsAtStore(products[1].id)).toBe(12);
    expect(await unitsAtStore(products[2].id)).toBe(7);
    expect(await unitsAtStore(products[3].id)).toBe(0);
    // the drawer: the opening float and every cash sale (each paid exactly)
    const cash = orders.reduce((sum, order) => sum + Math.round(order.totalAmount * 100), 0);
    expect(Math.round((await drawer()) * 100)).toBe(100_000 + cash);
  });

  it("shows the manager the offline sale of units another till sold meanwhile", async () => {
    await page.goto(`${baseUrl}/app/sales-orders/offline-discrepancies`);
    await switchLocation(page, storeName);
    const row = page.locator("tr", { hasText: offlineNumber(SALES) });
    await visible(row, 30_000);
    await expect.poll(() => row.textContent()).toContain(`Offline Tube ${run}`);
    expect(await row.textContent()).toContain("Stock short");
    await screenshot(page, "offsync-discrepancies");
  });
});
