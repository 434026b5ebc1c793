// `npm run dev`: Vite in middleware mode with hot reload; the same Express app as production.
import { createServer } from "vite";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const { startShop } = (await vite.ssrLoadModule("./server/process/start.ts")) as typeof import("./start");
await startShop({ vite });
