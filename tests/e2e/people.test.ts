// People and access in Chromium, the e-mail caught by the test server's SMTP server: the administrator creates a
// role in the permission tree and invites a user with it and one location; the invitation link (read from the
// captured e-mail) sets the password; the new user signs in and sees only their menu and location; the
// administrator adds a permission in the tree and the user's menu grows; forgot password end to end.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin } from "../support/logins";
import { chooseOption, modalTitled, signIn, toast, visible } from "../support/pages";
import { linkIn, mailTo } from "../support/testMailbox";

const baseUrl = inject("e2eUrl");
const mailbox = inject("e2eMailbox");
const suffix = Date.now().toString(36);
const roleName = `Returns Desk ${suffix}`;
const email = `hina.${suffix}@demo.test`;
const password = "Counter@2026";
let page: Page;

browserJourney((opened) => ({ page } = opened), { timeout: 30_000 });

async function signOut(): Promise<void> {
  await page.getByRole("button", { name: /Logout$/ }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** Ticks a node of the permission tree by the titles on its path (expanding on the way). */
async function tick(path: string[]): Promise<void> {
  const tree = page.getByTestId("permission-tree");
  const nodeOf = (title: string) => tree.locator(".ant-tree-treenode").filter({ has: page.locator(".ant-tree-title", { hasText: new RegExp(`^${title}$`) }) }).first();
  for (const [index, title] of path.entries()) {
    // an opening node's children first show in a passing animation copy: wait for the real ones
    await expect.poll(() => tree.locator(".ant-tree-treenode-motion").count()).toBe(0);
    const node = await visible(nodeOf(title));
    if (index === path.length - 1) {
      await node.locator(".ant-tree-checkbox").click();
      return;
    }
    const closed = node.locator(".ant-tree-switcher_close");
    if ((await closed.count()) > 0) await closed.click();
    await visible(node.locator(".ant-tree-switcher_open"));
  }
}

const menuItem = (label: string) => page.locator(".ant-menu").getByText(label, { exact: true });

describe.sequential("people and access", () => {
  it("the administrator creates a role in the permission tree", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await page.goto(`${baseUrl}/app/system/roles`);
    await (await visible(page.getByTestId("create-role"))).click();
    await visible(page.getByTestId("role-form-title"));
    expect((await page.getByTestId("role-form-title").textContent())?.trim()).toBe("Create Role");
    await page.getByTestId("role-submit").click();
    await visible(page.getByText("Name is required."));
    await visible(page.getByText("Permissions is required."));
    await page.getByTestId("role-name").fill(roleName);
    await expect.poll(() => page.getByTestId("role-form-title").textContent()).toBe(`Create ${roleName} Role`);
    await tick(["Sales Orders", "Return Order", "Read"]);
    await tick(["Sales Orders", "Pos", "Open Cash Register"]);
    await screenshot(page, "people-01-role-tree");
    await page.getByTestId("role-submit").click();
    await visible(toast(page, `Role ${roleName} created successfully.`));
    await page.waitForURL(/\/app\/system\/roles(\?|$)/);
    await visible(page.getByTestId("roles-table").getByText(roleName));
  });

  it("invites a user with that role and one location; the e-mailed link sets the password", async () => {
    await page.goto(`${baseUrl}/app/system/users`);
    await (await visible(page.getByTestId("invite-user"))).click();
    const dialog = await visible(modalTitled(page, "Invite User"));
    await page.getByTestId("user-form-submit").click();
    await visible(dialog.getByText("First name is required."));
    await dialog.getByTestId("user-first-name").fill("Hina");
    await dialog.getByTestId("user-last-name").fill("Raza");
    await dialog.getByTestId("user-email").fill(email);
    await dialog.getByTestId("user-phone").fill("0321 7654321");
    await chooseOption(page, dialog, "Role", roleName);
    await chooseOption(page, dialog, "Locations", "Gulberg Store");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)").count()).toBe(0);
    await screenshot(page, "people-02-invite");
    await page.getByTestId("user-form-submit").click();
    await visible(toast(page, `Invitation sent to ${email}.`));
    await visible(page.getByTestId("users-table").getByText(email));
    await visible(page.getByTestId("users-table").locator("tr", { hasText: email }).getByText("Invite Pending"));
    await screenshot(page, "people-03-users");
    await signOut();

    const link = linkIn(await mailTo(mailbox, email, /invited/));
    await page.goto(link.url.replace(/^https?:\/\/[^/]+/, baseUrl));
    await visible(page.getByTestId("set-password-form"));
    await page.getByTestId("new-password").fill("short");
    await page.getByTestId("confirm-password").fill("different");
    await page.getByTestId("set-password-submit").click();
    await visible(page.getByText("Password should be of minimum 8 characters length"));
    await visible(page.getByText("Passwords must match"));
    await page.getByTestId("password-theme-toggle").click();
    await expect.poll(() => page.getByTestId("password-page").getAttribute("data-theme")).toBe("dark");
    await screenshot(page, "people-04-set-password");
    await page.getByTestId("password-theme-toggle").click();
    await page.getByTestId("new-password").fill(password);
    await page.getByTestId("confirm-password").fill(password);
    await page.getByTestId("set-password-submit").click();
    await visible(toast(page, "Password is Changed."));
    await page.waitForURL(`${baseUrl}/`);
    // the sign-in page says what to do next
    expect(await (await visible(page.getByTestId("login-notice"))).textContent()).toBe("Your password is set. Sign in with your e-mail address and your new password.");
    await screenshot(page, "people-05-sign-in-after-invite");
    // /login is the sign-in page too
    await page.goto(`${baseUrl}/login`);
    await visible(page.getByTestId("login-form"));
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    // the link worked once
    await page.goto(link.url.replace(/^https?:\/\/[^/]+/, baseUrl));
    await visible(page.getByText("Your Link is expired.").first());
  });

  it("the new user sees only their menu and their location", async () => {
    await signIn(page, baseUrl, email, password);
    await visible(menuItem("Sales & Orders"));
    for (const group of ["Product Catalog", "Procurement", "Inventory Management", "Demand & Supply Planning", "Sales & Orders", "Customers & Partners", "Report Analytics", "System"]) {
      if (await menuItem(group).count()) await menuItem(group).click();
    }
    await expect.poll(() => page.locator('[data-testid^="menu-"]').evaluateAll((links) => links.map((link) => link.getAttribute("data-testid")))).toEqual(["menu-dashboard", "menu-return-order"]);
    await expect.poll(() => menuItem("System").count()).toBe(0);
    await expect.poll(() => menuItem("Customers & Partners").count()).toBe(0);
    await expect.poll(() => page.getByText("Gulberg Store").first().isVisible()).toBe(true);
    await screenshot(page, "people-05-new-user");
    await signOut();
  });

  it("the administrator adds a permission to the role and the user's menu grows", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await page.goto(`${baseUrl}/app/system/roles`);
    await (await visible(page.getByTestId(`edit-role-${roleName}`))).click();
    await expect.poll(() => page.getByTestId("role-form-title").textContent()).toBe(`Update ${roleName} Role`);
    // nodes holding chosen permissions open expanded
    await visible(page.getByTestId("permission-tree").getByText("Return Order"));
    await tick(["Customers Partners", "Customer", "Customer List Read"]);
    await page.getByTestId("role-submit").click();
    await visible(toast(page, `Role ${roleName} updated successfully.`));
    await signOut();
    await signIn(page, baseUrl, email, password);
    await visible(menuItem("Customers & Partners"));
    await signOut();
  });

  it("a forgotten password is changed through the e-mailed link", async () => {
    await page.goto(`${baseUrl}/`);
    await (await visible(page.getByTestId("login-forgot"))).click();
    await page.waitForURL(/\/password-reset\/new(\?|$)/);
    await page.getByTestId("forgot-submit").click();
    await visible(page.getByText("Email is required"));
    await page.getByTestId("forgot-email").fill(email);
    await page.getByTestId("forgot-submit").click();
    await visible(toast(page, "Email sent successfully"));
    await visible(page.getByText("we have sent you an email, please Check your email"));
    expect(await page.getByTestId("forgot-submit").isDisabled()).toBe(true);
    await screenshot(page, "people-06-forgot");

    const link = linkIn(await mailTo(mailbox, email, /reset the password/));
    await page.goto(link.url.replace(/^https?:\/\/[^/]+/, baseUrl));
    await visible(page.getByText("Change Password").first());
    await page.getByTestId("new-password").fill("Renewed@2026");
    await page.getByTestId("confirm-password").fill("Renewed@2026");
    await page.getByTestId("set-password-submit").click();
    await visible(toast(page, "Password is Changed."));
    await page.waitForURL(`${baseUrl}/`);
    await signIn(page, baseUrl, email, "Renewed@2026");
    await visible(menuItem("Sales & Orders"));
  });

  it("an invalid link says so", async () => {
    await page.goto(`${baseUrl}/password-reset/change?id=00000000-0000-0000-0000-000000000000&token=forged`);
    await visible(page.getByTestId("password-link-problem").getByText("Invalid Link."));
    await page.goto(`${baseUrl}/invite/accept`);
    await visible(page.getByTestId("password-link-problem").getByText("Invalid Link."));
  });
});
