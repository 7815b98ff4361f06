// The sider's title: a tenant's (wide) logo keeps its proportions instead of being squeezed into a square.
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AppTitle } from "../../src/layout/AppTitle";
import { signInForTest } from "./fakeSession";

function renderTitle(collapsed: boolean) {
  render(
    <MemoryRouter>
      <AppTitle collapsed={collapsed} />
    </MemoryRouter>,
  );
}

describe("sider title", () => {
  afterEach(() => localStorage.clear());

  it("shows the tenant's logo bounded by height, its width following the logo's own proportions", () => {
    signInForTest({ tenantName: "Demo Pharmacy" });
    localStorage.setItem("config", JSON.stringify({ currency: "PKR", logo: "/brand/demo-logo.svg", onlineStoreURL: null, parentCompanyLogo: null, website: null }));
    renderTitle(false);
    const logo = screen.getByTestId("sider-logo");
    expect(logo).toHaveAttribute("alt", "Demo Pharmacy");
    expect(logo.style.width).toBe("auto");
    expect(logo.style.height).toBe("auto");
    expect(logo.style.maxHeight).toBe("40px");
    expect(logo.style.maxWidth).toBe("100%");
    // the logo carries the company's name: no product name squeezed beside it
    expect(screen.queryByText("Pharmacy Back Office")).toBeNull();
  });

  it("keeps the logo's proportions in the collapsed sider too", () => {
    signInForTest();
    localStorage.setItem("config", JSON.stringify({ currency: "PKR", logo: "/brand/demo-logo.svg", onlineStoreURL: null, parentCompanyLogo: null, website: null }));
    renderTitle(true);
    expect(screen.getByTestId("sider-logo").style.maxWidth).toBe("56px");
    expect(screen.getByTestId("sider-logo").style.width).toBe("auto");
  });

  it("shows the product name beside its icon without a logo", () => {
    signInForTest();
    renderTitle(false);
    expect(screen.getByText("Pharmacy Back Office")).toBeInTheDocument();
    expect(screen.queryByTestId("sider-logo")).toBeNull();
  });
});
