// Start-up pieces a build can leave out, so the bench can measure the app with and without each one
// (bench/ab.mjs builds with VITE_WITHOUT=<piece>,...; Vite writes the value into the code, so a normal build
// keeps every piece and carries no trace of the switch).
const WITHOUT = String(import.meta.env.VITE_WITHOUT ?? '').split(',');

export type StartupPiece = 'idle-hydration';

/** Whether this build was made without `piece` (bench A/B builds only). */
export function builtWithout(piece: StartupPiece): boolean {
  return WITHOUT.includes(piece);
}
