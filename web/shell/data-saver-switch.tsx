import { setDataSaver, useDataSaver } from '../lib/data-saver';

/** The "Data saver" switch in the footer: small photos, later gallery photos on tap, the map on tap. */
export function DataSaverSwitch() {
  const on = useDataSaver();
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-medium text-slate-700">
      <input type="checkbox" role="switch" className="size-4 accent-brand-700" checked={on} onChange={(e) => setDataSaver(e.target.checked)} />
      Data saver
      <span className="font-normal text-slate-500">(small photos, map on tap)</span>
    </label>
  );
}
