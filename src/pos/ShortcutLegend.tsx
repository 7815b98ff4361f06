import { SHORTCUTS } from "./usePosKeys";

/** The till's keys, always on screen. */
export function ShortcutLegend() {
  return (
    <div className="pos-legend" data-testid="pos-shortcuts" aria-label="Keyboard shortcuts">
      {SHORTCUTS.map(([key, label]) => (
        <span key={key}>
          <kbd>{key}</kbd>
          {label}
        </span>
      ))}
    </div>
  );
}
