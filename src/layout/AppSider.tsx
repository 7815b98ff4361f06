// The sidebar: Refine's menu items behind access control, open by default. Unlike ThemedSider its open
// submenus are controlled, so closing (collapsing) the sidebar clears the open submenu (spec section 2).
import { useThemedLayoutContext } from "@refinedev/antd";
import { useMenu, type TreeMenuItem } from "@refinedev/core";
import { Button, Drawer, Grid, Layout, Menu, theme } from "antd";
import { LeftOutlined, MenuOutlined, RightOutlined, UnorderedListOutlined } from "@ant-design/icons";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { hasPermission } from "../../common/permissions/match";
import { requiredPermission } from "../providers/accessControlProvider";
import { getSession } from "../providers/session";
import { AppTitle } from "./AppTitle";

const WIDTH = 240;
const COLLAPSED_WIDTH = 80;

/** The menu entries the user may list; a group shows only when some entry under it does. */
function visibleItems(items: TreeMenuItem[], granted: readonly string[]): TreeMenuItem[] {
  return items.flatMap((item) => {
    if (item.children.length > 0) {
      const children = visibleItems(item.children, granted);
      return children.length > 0 ? [{ ...item, children }] : [];
    }
    const required = requiredPermission(item, "list");
    return required === undefined || hasPermission(granted, required) ? [item] : [];
  });
}

function renderItems(items: TreeMenuItem[]): ReactNode[] {
  return items.map((item) => {
    const label = item.label ?? item.name;
    return item.children.length > 0 ? (
      <Menu.SubMenu key={item.key} icon={item.icon ?? <UnorderedListOutlined />} title={label}>
        {renderItems(item.children)}
      </Menu.SubMenu>
    ) : (
      <Menu.Item key={item.key} icon={item.icon ?? undefined}>
        <Link to={item.route ?? ""} data-testid={`menu-${item.name}`}>
          {label}
        </Link>
      </Menu.Item>
    );
  });
}

function SiderMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { menuItems, selectedKey, defaultOpenKeys } = useMenu();
  const [openKeys, setOpenKeys] = useState<string[]>(defaultOpenKeys);
  const [wasCollapsed, setWasCollapsed] = useState(collapsed);
  // Closing the sidebar forgets the open submenu; opening it again starts with none open.
  if (wasCollapsed !== collapsed) {
    setWasCollapsed(collapsed);
    setOpenKeys([]);
  }
  return (
    <Menu
      mode="inline"
      selectedKeys={selectedKey ? [selectedKey] : []}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      onClick={onNavigate}
      style={{ border: "none", overflow: "auto", height: "calc(100% - 64px)", paddingTop: 8 }}
      data-testid="app-menu"
    >
      {renderItems(visibleItems(menuItems, getSession()?.permissions ?? []))}
    </Menu>
  );
}

export function AppSider() {
  const { token } = theme.useToken();
  const { siderCollapsed, setSiderCollapsed, mobileSiderOpen, setMobileSiderOpen } = useThemedLayoutContext();
  const breakpoint = Grid.useBreakpoint();
  const isMobile = breakpoint.lg === undefined ? false : !breakpoint.lg;

  const titleBar = (collapsed: boolean) => (
    <div
      style={{
        height: 64,
        display: "flex",
        alignItems: "center",
        justifyContent: collapsed ? "center" : "flex-start",
        padding: collapsed ? 0 : "0 16px",
        backgroundColor: token.colorBgElevated,
      }}
    >
      <AppTitle collapsed={collapsed} />
    </div>
  );

  if (isMobile) {
    return (
      <>
        <Drawer
          open={mobileSiderOpen}
          onClose={() => setMobileSiderOpen(false)}
          placement="left"
          closable={false}
          width={WIDTH}
          styles={{ body: { padding: 0 } }}
        >
          {titleBar(false)}
          <SiderMenu collapsed={false} onNavigate={() => setMobileSiderOpen(false)} />
        </Drawer>
        <Button
          style={{ position: "fixed", top: 16, left: 16, zIndex: 999 }}
          icon={<MenuOutlined />}
          onClick={() => setMobileSiderOpen(true)}
          aria-label="Open the menu"
        />
      </>
    );
  }

  return (
    <Layout.Sider
      collapsible
      collapsed={siderCollapsed}
      onCollapse={(collapsed, type) => {
        if (type === "clickTrigger") setSiderCollapsed(collapsed);
      }}
      width={WIDTH}
      collapsedWidth={COLLAPSED_WIDTH}
      style={{ backgroundColor: token.colorBgContainer, borderRight: `1px solid ${token.colorBorderSecondary}` }}
      trigger={
        <Button
          type="text"
          style={{ borderRadius: 0, height: "100%", width: "100%", backgroundColor: token.colorBgElevated }}
          aria-label={siderCollapsed ? "Open the sidebar" : "Close the sidebar"}
          data-testid="sider-toggle"
        >
          {siderCollapsed ? <RightOutlined /> : <LeftOutlined />}
        </Button>
      }
      data-testid="app-sider"
    >
      {titleBar(siderCollapsed)}
      <SiderMenu collapsed={siderCollapsed} />
    </Layout.Sider>
  );
}
