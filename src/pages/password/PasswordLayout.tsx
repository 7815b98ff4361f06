// The password pages' frame (spec "Password pages"): a split layout with a hero panel beside the form, and a
// light/dark toggle kept in localStorage (light by default).
import { MoonOutlined, SunOutlined } from "@ant-design/icons";
import { Button, ConfigProvider, theme as antdTheme } from "antd";
import { useState, type ReactNode } from "react";
import "./passwordPages.css";

const THEME_KEY = "passwordPagesTheme";
type Mode = "light" | "dark";

function storedMode(): Mode {
  try {
    return localStorage.getItem(THEME_KEY) === "dark" ? "dark" : "light";
  } catch {
    return "light";
  }
}

export function PasswordLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const [mode, setMode] = useState<Mode>(storedMode);
  const toggle = () => {
    const next: Mode = mode === "light" ? "dark" : "light";
    setMode(next);
    try {
      localStorage.setItem(THEME_KEY, next);
    } catch {
      // the choice lasts for this page only
    }
  };
  return (
    <ConfigProvider theme={{ algorithm: mode === "dark" ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm }}>
      <div className={`password-page password-page-${mode}`} data-testid="password-page" data-theme={mode}>
        <aside className="password-hero" aria-hidden="true">
          <div className="password-hero-mark">+</div>
          <h2>Pharmacy Back Office</h2>
          <p>Stock, sales and the till for every store of the chain.</p>
        </aside>
        <main className="password-panel">
          <Button
            className="password-theme-toggle"
            shape="circle"
            icon={mode === "light" ? <MoonOutlined /> : <SunOutlined />}
            onClick={toggle}
            aria-label={mode === "light" ? "Dark theme" : "Light theme"}
            data-testid="password-theme-toggle"
          />
          <section className="password-card">
            <h1>{title}</h1>
            {subtitle && <p className="password-subtitle">{subtitle}</p>}
            {children}
          </section>
        </main>
      </div>
    </ConfigProvider>
  );
}
