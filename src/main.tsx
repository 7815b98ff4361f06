import "./zodWithoutEval";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "@refinedev/antd/dist/reset.css";
import { App } from "./App";
import { ErrorBoundary } from "./components/feedback/ErrorBoundary";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");

createRoot(root).render(
  <StrictMode>
    <ErrorBoundary>
      <App />
    </ErrorBoundary>
  </StrictMode>,
);
