// The SSR bundle's entry (vite.config.ts): build/server/index.js offers the app to tests and benchmarks and
// the start-up to `npm start` and `npm run serve`, so the server, the database handle and the routes share
// one module graph.
export { createApp, createShopServer, shopRequestListener } from "./http/app";
export { runShop, startShop } from "./process/start";
