// Header: current-location switcher, the signed-in user and sign-out. On a phone it condenses (appHeader.css):
// room for the menu button, the user as an avatar, sign-out as an icon.
import { LogoutOutlined, UserOutlined } from "@ant-design/icons";
import { useGetIdentity, useLogout, useWarnAboutChange } from "@refinedev/core";
import { Avatar, Button, Layout, Space, Typography, theme } from "antd";
import type { Identity } from "../providers/authProvider";
import { LocationSwitcher } from "./LocationSwitcher";
import "./appHeader.css";

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
      className="app-header"
      style={{
        backgroundColor: token.colorBgElevated,
        display: "flex",
        justifyContent: "flex-end",
        alignItems: "center",
        height: 64,
        position: "sticky",
        top: 0,
        zIndex: 10,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <div className="app-header-location">
        <LocationSwitcher />
      </div>
      <Space data-testid="user-menu" title={user ? `${user.name} (${user.role.name})` : undefined}>
        <Avatar size="small" icon={<UserOutlined />} />
        <span className="app-header-user" style={{ display: "flex", flexDirection: "column", lineHeight: 1.2 }}>
          <Typography.Text strong data-testid="user-name">
            {user?.name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {user?.role.name}
          </Typography.Text>
        </span>
      </Space>
      <Button icon={<LogoutOutlined />} onClick={signOut} loading={isPending} data-testid="logout-button" aria-label="Logout">
        <span className="app-header-logout-text">Logout</span>
      </Button>
    </Layout.Header>
  );
}
