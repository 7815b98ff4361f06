// Full-screen loading overlay with three pulsing dots (spec: 12 px by default).
import "./loadingOverlay.css";

export interface LoadingOverlayProps {
  /** Dot diameter in px. */
  size?: number;
  /** Cover the whole window (default) or only the parent box. */
  fullScreen?: boolean;
}

export function LoadingOverlay({ size = 12, fullScreen = true }: LoadingOverlayProps) {
  return (
    <div
      className={fullScreen ? "loading-overlay loading-overlay--full" : "loading-overlay"}
      role="status"
      aria-live="polite"
      aria-label="Loading"
      data-testid="loading-overlay"
    >
      {[0, 1, 2].map((dot) => (
        <span key={dot} className="loading-overlay__dot" style={{ width: size, height: size }} />
      ))}
    </div>
  );
}
