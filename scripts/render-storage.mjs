// @ts-check
// Loads React's server renderer with a storage that holds its request only while React's own work runs, before the
// production bundle imports it. React keeps each render's request in an AsyncLocalStorage, which it reads only when a
// ReactDOM resource call (preload, preinit, ...) comes from code outside its work loop; the shop makes no such call.
// Once used, that storage makes Node 20 run a hook at every tick, timer, socket write and promise of the process for
// the rest of its life: every page-cache hit and every render paid for it. Imported first by serve.mjs and start.mjs.
import { createRequire } from "node:module";

/**
 * What React's renderer asks of its storage (`run` around its synchronous work loop, `getStore` from a resource
 * call), without carrying the value into callbacks that run later.
 * @template T
 */
class SynchronousStorage {
  /** @type {T | undefined} */
  #store = undefined;

  /**
   * @template R
   * @param {T} store
   * @param {(...args: any[]) => R} callback
   * @param {...any} args
   * @returns {R}
   */
  run(store, callback, ...args) {
    const previous = this.#store;
    this.#store = store;
    try {
      return callback(...args);
    } finally {
      this.#store = previous;
    }
  }

  getStore() {
    return this.#store;
  }
}

/**
 * Requires `react-dom/server` (which the bundle's `import` then finds loaded) while `async_hooks` offers the storage
 * above; only React's module is evaluated in that moment, and the real class is put back at once.
 * @param {string} [from] where `react-dom` is resolved from
 */
function loadRendererWithoutAsyncHooks(from = import.meta.url) {
  const require = createRequire(from);
  const hooks = require("node:async_hooks");
  const real = hooks.AsyncLocalStorage;
  hooks.AsyncLocalStorage = SynchronousStorage;
  try {
    require("react-dom/server");
  } finally {
    hooks.AsyncLocalStorage = real;
  }
}

loadRendererWithoutAsyncHooks();
