import 'leaflet/dist/leaflet.css';
import './property-map.css';
import { useEffect, useMemo, useState } from 'react';
import { divIcon, latLngBounds, type Map as LeafletMap } from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer, ZoomControl } from 'react-leaflet';
import { groupTotal } from '../../../../common/format';
import { ALL_SL_CENTER, ALL_SL_ZOOM, FREETOWN_DEFAULT_CENTER, FREETOWN_DEFAULT_ZOOM } from '../../../../common/locations';
import { Button } from '../../../components/ui/button';
import { getAppConfig } from '../../../lib/app-config';
import type { Listing } from '../../../../common/api/listings';
import { groupByLocation, pinColour, type LocationGroup } from './group-by-location';
import { PIN_SIZE, pinHtml } from './pin-icon';
import { LocationPopup } from './location-popup';

interface PropertyMapProps {
  properties: Listing[];
  /** All matches; the map may hold fewer (the API's largest page). */
  total: number;
  /** Lists one place's listings in the grid ('+N more'). */
  onShowPlace: (place: string) => void;
}

const TIP = Math.round(PIN_SIZE / 2 + (PIN_SIZE * Math.SQRT2) / 2);

function iconFor(group: LocationGroup<Listing>, selected: string | null) {
  const count = group.properties.length;
  const label = `${group.name}: ${count} ${count === 1 ? 'property' : 'properties'}`;
  return divIcon({
    className: 'salone-pin-icon',
    html: pinHtml(group.kind, pinColour(group, selected), count, label),
    iconSize: [PIN_SIZE, PIN_SIZE],
    iconAnchor: [PIN_SIZE / 2, TIP],
    popupAnchor: [0, -TIP + 4],
  });
}

/** Leaflet, loaded only when someone picks Map. Tiles that fail (offline) leave the pins on a plain ground. */
export default function PropertyMap({ properties, total, onShowPlace }: PropertyMapProps) {
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const { groups, unplaced } = useMemo(() => groupByLocation(properties), [properties]);
  const tileUrl = getAppConfig().mapTileUrl;

  // The map opens on Freetown (spec); when none of the results is there (a search in Bo), it moves to them.
  useEffect(() => {
    if (!map || groups.length === 0) return;
    const view = map.getBounds();
    if (groups.some((g) => view.contains([g.lat, g.lng]))) return;
    map.fitBounds(latLngBounds(groups.map((g) => [g.lat, g.lng] as [number, number])), { padding: [40, 40], maxZoom: 13 });
  }, [map, groups]);

  const showAll = () => {
    if (!map) return;
    if (groups.length === 0) return map.setView(ALL_SL_CENTER, ALL_SL_ZOOM);
    map.fitBounds(latLngBounds(groups.map((g) => [g.lat, g.lng] as [number, number])), { padding: [40, 40], maxZoom: 13 });
  };

  return (
    <div className="salone-map space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={() => map?.setView(FREETOWN_DEFAULT_CENTER, FREETOWN_DEFAULT_ZOOM)}>Freetown</Button>
        <Button variant="outline" onClick={() => map?.setView(ALL_SL_CENTER, ALL_SL_ZOOM)}>All SL</Button>
        <Button variant="ghost" onClick={showAll} disabled={groups.length === 0}>Fit all pins</Button>
        <ul className="ml-auto flex items-center gap-3 text-xs text-slate-600" aria-label="Pin colours">
          <li className="inline-flex items-center gap-1"><span className="size-3 rounded-full bg-[#0d6a3b]" aria-hidden="true" />One</li>
          <li className="inline-flex items-center gap-1"><span className="size-3 rounded-full bg-[#0a6cc2]" aria-hidden="true" />Several</li>
          <li className="inline-flex items-center gap-1"><span className="size-3 rounded-full bg-[#c81e1e]" aria-hidden="true" />Selected</li>
        </ul>
      </div>
      <div className="relative isolate h-[62dvh] min-h-[360px] overflow-hidden rounded-2xl border border-slate-200 bg-[#e8eef3]">
        <MapContainer ref={setMap} center={FREETOWN_DEFAULT_CENTER} zoom={FREETOWN_DEFAULT_ZOOM} className="size-full" scrollWheelZoom={false} zoomControl={false}>
          <ZoomControl position="bottomright" />
          <TileLayer
            url={tileUrl}
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
            // The page sends no referrer; tile servers (OpenStreetMap's policy) want one.
            referrerPolicy="strict-origin-when-cross-origin"
          />
          {groups.map((group) => (
            <Marker
              key={group.name}
              position={[group.lat, group.lng]}
              icon={iconFor(group, selected)}
              title={`${group.name}: ${group.properties.length}`}
              eventHandlers={{ popupopen: () => setSelected(group.name), popupclose: () => setSelected((s) => (s === group.name ? null : s)) }}
            >
              <Popup autoPanPadding={[24, 24]}>
                <LocationPopup group={group} onShowAll={onShowPlace} />
              </Popup>
            </Marker>
          ))}
        </MapContainer>
      </div>
      <p className="text-sm text-slate-600">
        {groups.length === 0 ? 'None of these listings has a place we can show on the map. ' : null}
        {properties.length < total ? `The map shows the newest ${properties.length} of ${groupTotal(total)} matches. ` : null}
        {unplaced.length > 0 ? `${unplaced.length} ${unplaced.length === 1 ? 'listing has' : 'listings have'} no mapped location. ` : null}
      </p>
    </div>
  );
}
