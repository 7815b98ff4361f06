import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  plugins: [react()],
  resolve: { dedupe: ["react", "react-dom", "react-router", "antd", "@refinedev/core"] },
  server: { port: 5173, proxy: { "/graphql": "http://localhost:4000", "/files": "http://localhost:4000" } },
  build: { outDir: "dist", sourcemap: false, chunkSizeWarningLimit: 2000 },
});
