// The signed-in frame: Refine's ThemedLayout with our sider and header, pages loaded on demand inside.
import { ThemedLayout } from "@refinedev/antd";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { DownloadsTray } from "../components/downloads/DownloadsTray";
import { LoadingOverlay } from "../components/feedback/LoadingOverlay";
import { AppHeader } from "./AppHeader";
import { AppSider } from "./AppSider";
import { PartnersShortcut } from "./PartnersShortcut";

export function AppLayout() {
  return (
    <ThemedLayout Sider={AppSider} Header={AppHeader} initialSiderCollapsed={false}>
      <Suspense fallback={<LoadingOverlay />}>
        <Outlet />
      </Suspense>
      <PartnersShortcut />
      <DownloadsTray />
    </ThemedLayout>
  );
}
