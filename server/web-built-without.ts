// What a bench build was made without (bench/ab.mjs, VITE_WITHOUT=<piece>,...), for the pieces the server writes:
// the build marks its index.html (build/vite-plugins/build-info.ts) and the server reads the mark from the html
// it serves. A normal build carries no mark, so nothing a deployment sets at run time can switch a piece off.
import { z } from 'zod';

/** Start-up pieces written by the server that a bench build can leave out. */
export const SERVER_PIECES = ['boot-hints'] as const;
export type ServerPiece = (typeof SERVER_PIECES)[number];

const MARK = /<meta name="built-without" content="([^"]*)">/;
const pieceSchema = z.enum(SERVER_PIECES);

/** The mark a build made without `pieces` carries in its head; empty for a normal build. */
export function builtWithoutMark(pieces: readonly string[]): string {
  const named = pieces.filter((piece) => pieceSchema.safeParse(piece).success);
  return named.length ? `<meta name="built-without" content="${named.join(',')}">` : '';
}

/** The server pieces the html's build was made without (none for an unmarked page). */
export function piecesBuiltWithout(html: string): ReadonlySet<ServerPiece> {
  const listed = MARK.exec(html)?.[1]?.split(',') ?? [];
  return new Set(listed.flatMap((piece) => (pieceSchema.safeParse(piece).success ? [piece as ServerPiece] : [])));
}
