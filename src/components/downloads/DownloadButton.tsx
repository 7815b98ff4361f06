// "Download" with a choice of XLSX or CSV: asks the server for a short-lived link (the caller's download query),
// then lets the browser fetch the file itself, which streams as the server makes it (DownloadsTray shows how far).
import { DownloadOutlined } from "@ant-design/icons";
import { App, Button, Dropdown } from "antd";
import { useState } from "react";
import { downloadList } from "./downloadList";

export type DownloadFormat = "XLSX" | "CSV";

interface Props {
  /** The download query: answers the link and the file's name. */
  request: (format: DownloadFormat) => Promise<{ url: string; fileName: string; downloadId: string }>;
  label?: string;
  disabled?: boolean;
  testId: string;
}

/** Saves the file behind the link under its name (an <a download> the browser follows), its progress shown in the tray. */
export function saveLink(link: { url: string; fileName: string; downloadId: string }): void {
  downloadList.add({ downloadId: link.downloadId, fileName: link.fileName });
  const anchor = document.createElement("a");
  anchor.href = link.url;
  anchor.download = link.fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

export function DownloadButton({ request, label = "Download", disabled, testId }: Props) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const start = async (format: DownloadFormat) => {
    setBusy(true);
    try {
      const link = await request(format);
      saveLink(link);
      void message.success(`${link.fileName} is downloading.`);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : "The download could not start.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dropdown
      disabled={disabled || busy}
      menu={{
        items: [
          { key: "XLSX", label: "Excel (XLSX)", onClick: () => void start("XLSX") },
          { key: "CSV", label: "CSV", onClick: () => void start("CSV") },
        ],
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy} data-testid={testId}>
        {label}
      </Button>
    </Dropdown>
  );
}
