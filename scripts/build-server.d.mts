/** dist/server/main.mjs: the server as `npm start` runs it. */
export const SERVER_BUILD: string;
/** Builds the server into SERVER_BUILD (about half a second) and gives its path. */
export function buildServer(): Promise<string>;
