import { expect, test, type Page, type Request } from "@playwright/test";
import { DEMO_ACCOUNTS, expectToast, loginAs, uniqueName } from "./helpers";

/** Collects the requests the page sends to `path` from now on. */
function watchRequests(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

test.describe("sign-up", () => {
  test("validates locally and sends nothing when a check fails", async ({ page }) => {
    const registers = watchRequests(page, "/api/auth/register");
    await page.goto("/signup");
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    const submit = page.getByRole("button", { name: "Create account" });

    await submit.click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();

    await page.getByLabel("Username").fill("newowner");
    await page.getByLabel("Email").fill("newowner@example.com");
    await page.getByLabel("Password", { exact: true }).fill("secret1");
    await page.getByLabel("Confirm Password").fill("secret2");
    await submit.click();
    await expectToast(page, "Password mismatch", "Passwords do not match. Please try again.");

    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByLabel("Confirm Password").fill("abc");
    await submit.click();
    await expectToast(page, "Password too short", "Password must be at least 6 characters long.");
    await expect(page.getByText("Password mismatch")).toHaveCount(0); // one toast at a time

    expect(registers).toHaveLength(0);
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("creates an organization owner and opens the dashboard", async ({ page }) => {
    const username = uniqueName("signup");
    await page.goto("/signup");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Email").fill(`${username}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("secret123");
    await page.getByLabel("Confirm Password").fill("secret123");
    await page.getByRole("button", { name: "Create account" }).click();

    await expectToast(page, "Account created");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByText("OWNER", { exact: true })).toBeVisible();
    // An owner sees the admin area.
    await expect(page.getByRole("link", { name: "Admin" })).toBeVisible();
  });

  test("shows the server's message when the username is taken", async ({ page }) => {
    await page.goto("/signup");
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Email").fill(`${uniqueName("dup")}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("secret123");
    await page.getByLabel("Confirm Password").fill("secret123");
    await page.getByRole("button", { name: "Create account" }).click();
    await expectToast(page, "Registration failed");
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("links to the login page", async ({ page }) => {
    await page.goto("/signup");
    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("login", () => {
  test("requires both fields and sends nothing without them", async ({ page }) => {
    const logins = watchRequests(page, "/api/auth/login");
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    expect(logins).toHaveLength(0);
  });

  test("a wrong password shows 'Login failed' and stays on /login", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expectToast(page, "Login failed", "Invalid username or password");
    await expect(page).toHaveURL(/\/login$/);
  });

  for (const [name, account] of Object.entries(DEMO_ACCOUNTS)) {
    test(`the ${name} demo account signs in from the demo box`, async ({ page }) => {
      await page.goto("/login");
      await page
        .getByRole("button", { name: new RegExp(`${account.username} / ${account.password}`) })
        .click();
      await expect(page.getByLabel("Username")).toHaveValue(account.username);
      await expect(page.getByLabel("Password")).toHaveValue(account.password);
      await page.getByRole("button", { name: "Sign in" }).click();

      await expectToast(page, "Login successful", "Welcome back!");
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      await expect(page.getByText(name.toUpperCase(), { exact: true })).toBeVisible();
    });
  }

  test("links to sign-up", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe("session", () => {
  test("signed-out visitors are sent to /login from every protected route", async ({ page }) => {
    for (const path of ["/", "/account", "/stores", "/admin"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test("shows Loading while the current user loads", async ({ page }) => {
    await page.route("**/api/auth/me", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto("/");
    await expect(page.getByText("Loading", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a signed-in user visiting /login or /signup goes to /", async ({ page }) => {
    await loginAs(page, "employee");
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/signup");
    await expect(page).toHaveURL(/\/$/);
  });

  test("logout returns to /login, and protected routes then redirect", async ({ page }) => {
    await loginAs(page, "manager", "/stores");
    await page.getByRole("button", { name: "Logout" }).click();
    await expectToast(page, "Logged out", "You have been successfully logged out");
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/stores");
    await expect(page).toHaveURL(/\/login$/);
    const me = await page.request.get("/api/auth/me");
    expect(me.status()).toBe(401);
  });

  test("a session that ends elsewhere sends the user to /login on the next call", async ({ page }) => {
    await loginAs(page, "employee");
    await page.waitForLoadState("networkidle");
    await page.context().clearCookies();
    // Any API call now answers 401: the screens' polls (the bell), Account's own requests or its save;
    // whichever comes first ends at /login.
    await page
      .getByRole("link", { name: "Account", exact: true })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await page
      .getByRole("button", { name: "Save Profile" })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(page).toHaveURL(/\/login$/);
  });
});

test("logout after the session already ended still signs out cleanly", async ({ page }) => {
  await loginAs(page, "employee");
  // The session ends while the page sits idle (its first requests answered). Reads are held from then on,
  // so no poll finds the ended session first: the Logout click is what meets it.
  await page.waitForLoadState("networkidle");
  await page.route("**/api/**", (route) =>
    route.request().method() === "GET" ? undefined : route.continue(),
  );
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Logout" }).click();
  await expectToast(page, "Logged out", "You have been successfully logged out");
  await expect(page).toHaveURL(/\/login$/);
});
