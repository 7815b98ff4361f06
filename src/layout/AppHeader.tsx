// Header: current-location switcher, the signed-in user and sign-out.
import { LogoutOutlined, UserOutlined } from "@ant-design/icons";
import { useGetIdentity, useLogout, useWarnAboutChange } from "@refinedev/core";
import { Avatar, Button, Layout, Space, Typography, theme } from "antd";
import type { Identity } from "../providers/authProvider";
import { LocationSwitcher } from "./LocationSwitcher";

export function AppHeader() {
  const { token } = theme.useToken();
  const { data: user } = useGetIdentity<Identity>();
  const { mutate: logout, isPending } = useLogout();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();

  const signOut = () => {
    if (warnWhen) {
      if (!window.confirm("Are you sure you want to leave? You have unsaved changes.")) return;
      setWarnWhen(false);
    }
    logout();
  };

  return (
    <Layout.Header
      style={{
        backgroundColor: token.colorBgElevated,
        display: "flex",
        justifyContent: "flex-end",
        alignItems: "center",
        gap: 16,
        padding: "0 24px",
        height: 64,
        position: "sticky",
        top: 0,
        zIndex: 10,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <LocationSwitcher />
      <Space data-testid="user-menu">
        <Avatar size="small" icon={<UserOutlined />} />
        <span style={{ display: "flex", flexDirection: "column", lineHeight: 1.2 }}>
          <Typography.Text strong data-testid="user-name">
            {user?.name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {user?.role.name}
          </Typography.Text>
        </span>
      </Space>
      <Button icon={<LogoutOutlined />} onClick={signOut} loading={isPending} data-testid="logout-button">
        Logout
      </Button>
    </Layout.Header>
  );
}
