// The embedded database's folder lock: PGlite takes no lock of its own, and two processes writing one
// data folder would corrupt it. The server, backup and restore take it before opening the folder.
import fs from "node:fs";

export class DatabaseLockedError extends Error {}

/**
 * Exactly one process may open a PGlite folder. The lock file holds the owner's pid; a lock left by a
 * process that no longer runs is taken over.
 */
export function acquireFolderLock(lockPath: string, folder: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number(fs.readFileSync(lockPath, "utf8").trim());
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new DatabaseLockedError(
          `The embedded database in ${folder} is in use by another process (pid ${owner}). ` +
            `Stop the shop (or the other command) first, or set DATABASE_URL to use PostgreSQL.`,
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  throw new DatabaseLockedError(`Could not lock the embedded database in ${folder}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
