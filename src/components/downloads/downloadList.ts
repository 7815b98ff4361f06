// The downloads this browser has started, kept in localStorage so that the page's progress (DownloadsTray)
// survives a reload while the browser goes on fetching the file; a tiny store React subscribes to.
export interface StartedDownload {
  downloadId: string;
  fileName: string;
  /** Milliseconds since the epoch. */
  startedAt: number;
}

const KEY = "pharmacy.downloads";
const MOST = 20;
const listeners = new Set<() => void>();
let cached: StartedDownload[] | null = null;

function isStarted(value: unknown): value is StartedDownload {
  const entry = value as Partial<StartedDownload> | null;
  return typeof entry?.downloadId === "string" && typeof entry.fileName === "string" && typeof entry.startedAt === "number";
}

function read(): StartedDownload[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isStarted) : [];
  } catch {
    return [];
  }
}

function write(list: StartedDownload[]): void {
  cached = list;
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // storage full or refused: the list lives on in memory for this page
  }
  for (const listener of listeners) listener();
}

export const downloadList = {
  current(): StartedDownload[] {
    cached ??= read();
    return cached;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  add(download: Omit<StartedDownload, "startedAt">): void {
    write([{ ...download, startedAt: Date.now() }, ...downloadList.current().filter((entry) => entry.downloadId !== download.downloadId)].slice(0, MOST));
  },
  remove(downloadId: string): void {
    write(downloadList.current().filter((entry) => entry.downloadId !== downloadId));
  },
};
