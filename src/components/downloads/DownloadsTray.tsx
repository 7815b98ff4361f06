// The page's progress of the downloads this browser started (downloadList): rows written of rows to write, read
// from getDownloadProgress every second while one is still coming. It survives a reload (the list is kept in
// localStorage and the browser goes on fetching the file); a finished one leaves after a while, a failed one
// stays until dismissed, one the server no longer knows (another user, a restart) leaves at once.
import { CloseOutlined } from "@ant-design/icons";
import { Button, Card, Progress, Typography } from "antd";
import { useEffect, useState, useSyncExternalStore } from "react";
import { graphql } from "../../graphql";
import { requestDocument } from "../../providers/gqlHooks";
import { downloadList } from "./downloadList";

const DOWNLOAD_PROGRESS = graphql(`query DownloadProgress($downloadIds: [ID!]!) {
  getDownloadProgress(downloadIds: $downloadIds) { downloadId status rowsWritten totalRows failure }
}`);

type DownloadState = { status: string; rowsWritten: number; totalRows: number | null; failure: string | null };

const POLL_MS = 1000;
const DONE_SHOWN_MS = 20_000;
const rows = new Intl.NumberFormat("en-US");
const settled = (status: string | undefined) => status === "DONE" || status === "FAILED" || status === "UNKNOWN";

function describe(progress: DownloadState | undefined): string {
  if (!progress || progress.status === "WAITING") return "Starting…";
  if (progress.status === "FAILED") return progress.failure ?? "Failed: please download it again.";
  if (progress.status === "DONE") return `Done: ${rows.format(progress.totalRows ?? progress.rowsWritten)} rows`;
  return `${rows.format(progress.rowsWritten)} of ${rows.format(progress.totalRows ?? 0)} rows`;
}

function percentOf(progress: DownloadState | undefined): number {
  if (!progress || !progress.totalRows) return progress?.status === "DONE" ? 100 : 0;
  return Math.min(100, Math.floor((progress.rowsWritten * 100) / progress.totalRows));
}

export function DownloadsTray() {
  const started = useSyncExternalStore(downloadList.subscribe, downloadList.current);
  const [progress, setProgress] = useState<Record<string, DownloadState>>({});
  const waiting = started.filter((entry) => !settled(progress[entry.downloadId]?.status)).map((entry) => entry.downloadId);
  const waitingKey = waiting.join(",");

  useEffect(() => {
    if (!waitingKey) return;
    let stopped = false;
    const ask = async () => {
      const answer = await requestDocument(DOWNLOAD_PROGRESS, { downloadIds: waitingKey.split(",") }).catch(() => null);
      if (stopped || !answer) return;
      setProgress((known) => ({ ...known, ...Object.fromEntries(answer.getDownloadProgress.map((entry) => [entry.downloadId, entry])) }));
      for (const entry of answer.getDownloadProgress) {
        if (entry.status === "UNKNOWN") downloadList.remove(entry.downloadId);
        if (entry.status === "DONE") setTimeout(() => downloadList.remove(entry.downloadId), DONE_SHOWN_MS);
      }
    };
    void ask();
    const poll = setInterval(() => void ask(), POLL_MS);
    return () => {
      stopped = true;
      clearInterval(poll);
    };
  }, [waitingKey]);

  const shown = started.filter((entry) => progress[entry.downloadId]?.status !== "UNKNOWN");
  if (shown.length === 0) return null;
  return (
    <Card size="small" title="Downloads" data-testid="downloads-tray" style={{ position: "fixed", right: 24, bottom: 88, width: 340, zIndex: 1000, boxShadow: "0 6px 16px rgba(0,0,0,0.12)" }}>
      {shown.map((entry) => {
        const state = progress[entry.downloadId];
        return (
          <div key={entry.downloadId} data-testid={`download-${entry.downloadId}`} style={{ marginBottom: 8 }}>
            <div style={{ display: "flex", alignItems: "center", gap: 8 }}>
              <Typography.Text ellipsis style={{ flex: 1 }}>
                {entry.fileName}
              </Typography.Text>
              <Button size="small" type="text" icon={<CloseOutlined />} aria-label={`Dismiss ${entry.fileName}`} onClick={() => downloadList.remove(entry.downloadId)} />
            </div>
            <Progress percent={percentOf(state)} size="small" status={state?.status === "FAILED" ? "exception" : state?.status === "DONE" ? "success" : "active"} />
            <Typography.Text type={state?.status === "FAILED" ? "danger" : "secondary"} style={{ fontSize: 12 }} data-testid="download-status">
              {describe(state)}
            </Typography.Text>
          </div>
        );
      })}
    </Card>
  );
}
