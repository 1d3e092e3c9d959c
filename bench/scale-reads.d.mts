export interface ScaleRead {
  name: string;
  target: 'cached' | 'uncached' | 'deep';
  throughput?: boolean;
  path(i: number, context: { detailId: string }): string;
}
export const SCALE_READS: ScaleRead[];
export const TARGETS: Record<'postgres' | 'pglite', Record<ScaleRead['target'], number>>;
/** What a browser sends that changes the server's work (compression). */
export const BROWSER_HEADERS: Record<string, string>;
