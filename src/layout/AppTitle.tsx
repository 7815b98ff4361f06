// The sider's title: the tenant's logo at its own proportions (a wide logo is not squeezed into a square), or the
// product name beside its icon when the tenant has no logo.
import { MedicineBoxOutlined } from "@ant-design/icons";
import { Link } from "react-router";
import { useSession } from "../providers/session";

const PRODUCT_NAME = "Pharmacy Back Office";

export function AppTitle({ collapsed }: { collapsed: boolean }) {
  const session = useSession();
  const logo = session?.config?.logo;
  return (
    <Link to="/app" title={PRODUCT_NAME} style={{ display: "flex", alignItems: "center", gap: 8, fontWeight: 600, fontSize: 15, minWidth: 0, maxWidth: "100%" }}>
      {logo ? (
        <img
          src={logo}
          alt={session?.tenant?.name ?? PRODUCT_NAME}
          data-testid="sider-logo"
          style={{ display: "block", height: "auto", width: "auto", maxHeight: 40, maxWidth: collapsed ? 56 : "100%", objectFit: "contain" }}
        />
      ) : (
        <>
          <MedicineBoxOutlined style={{ fontSize: 22 }} />
          {!collapsed && <span>{PRODUCT_NAME}</span>}
        </>
      )}
    </Link>
  );
}
