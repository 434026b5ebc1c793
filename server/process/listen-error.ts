/** A sentence for the two reasons a port cannot be listened on, instead of a stack. */
export function listenError(err: NodeJS.ErrnoException, port: number, host: string): Error {
  if (err.code === "EADDRINUSE")
    return new Error(
      `Port ${port} on ${host} is already in use (is the shop already running?): stop what holds it, or set PORT.`,
    );
  if (err.code === "EACCES")
    return new Error(`Port ${port} on ${host} needs more rights than this user has: set PORT to 1024 or above.`);
  return err;
}
