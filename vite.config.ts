import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Fewer, larger first-load chunks: every request costs a round trip (and ~1 KB of headers) on a
// phone. React, React DOM and React Router always load together; the small shared app modules
// (ui primitives, lib, storefront chrome, cart state) too. Lazily loaded parts stay out.
const CLIENT_CHUNK_GROUPS = [
  { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
  {
    name: "shared",
    test: (id: string) =>
      /[\\/]app[\\/](lib|components[\\/](ui|storefront)|modules[\\/](cart|settings))[\\/]/.test(id) &&
      !/(cart-drawer|dialog|lazy-cart-drawer)\.tsx$/.test(id),
    priority: 1,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR bundle's entry is our Express app, so the server, the database and the routes
  // share one module graph (one database handle, one config).
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
    : { target: "es2022", rollupOptions: { output: { codeSplitting: { groups: CLIENT_CHUNK_GROUPS } } } },
  ssr: { external: ["@electric-sql/pglite", "sharp", "pg", "pino", "pino-http", "nodemailer", "stripe"] },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
}));
