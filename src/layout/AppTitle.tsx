// Product name in the sider (tenant logo when the tenant has one).
import { MedicineBoxOutlined } from "@ant-design/icons";
import { Link } from "react-router";
import { useSession } from "../providers/session";

export function AppTitle({ collapsed }: { collapsed: boolean }) {
  const logo = useSession()?.config?.logo;
  return (
    <Link to="/app" style={{ display: "flex", alignItems: "center", gap: 8, fontWeight: 600, fontSize: 15 }}>
      {logo ? (
        <img src={logo} alt="" style={{ height: 24, width: 24, objectFit: "contain" }} />
      ) : (
        <MedicineBoxOutlined style={{ fontSize: 22 }} />
      )}
      {!collapsed && <span>Pharmacy Back Office</span>}
    </Link>
  );
}
