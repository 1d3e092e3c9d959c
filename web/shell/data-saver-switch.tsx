import { useEffect, useRef } from 'react';
import { setDataSaver, useDataSaver } from '../lib/data-saver';
import { useInServerHtml } from '../boot/hydration';

/** The "Data saver" switch in the footer: small photos, later gallery photos on tap, the map on tap. */
export function DataSaverSwitch() {
  const on = useDataSaver();
  const input = useRef<HTMLInputElement>(null);
  const inServerHtml = useInServerHtml();
  // On a page the server drew, the switch is a plain checkbox until the app takes it over, so a tap may come
  // first: the box then differs from the state the server wrote into the HTML. That tap is the person's choice.
  useEffect(() => {
    const box = input.current;
    if (inServerHtml && box && box.checked !== box.defaultChecked) setDataSaver(box.checked);
  }, [inServerHtml]);
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-medium text-slate-700">
      <input ref={input} type="checkbox" role="switch" className="size-4 accent-brand-700" checked={on} onChange={(e) => setDataSaver(e.target.checked)} />
      Data saver
      <span className="font-normal text-slate-500">(small photos, map on tap)</span>
    </label>
  );
}
