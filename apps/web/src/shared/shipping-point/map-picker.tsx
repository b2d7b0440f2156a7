import { useEffect, useState } from 'react';
import {
  AttributionControl,
  MapContainer,
  Marker,
  TileLayer,
  useMap,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DEFAULT_MAP_POSITION, DEFAULT_MAP_ZOOM } from '@kolos/domain';
import { roundCoordinate, type Position } from '@kolos/domain/locations';
import './leaflet-setup';
import { useMapTileUrl } from './use-public-config';

interface Props {
  /** The chosen place; null while the coordinates are being typed. */
  position: Position | null;
  onChange: (position: Position) => void;
  /** Names the map for screen readers and tests. */
  label: string;
  height?: number;
  disabled?: boolean;
}

const rounded = (lat: number, lng: number): Position => ({
  latitude: roundCoordinate(lat),
  longitude: roundCoordinate(lng),
});

function ClickToSet({ onChange, disabled }: Pick<Props, 'onChange' | 'disabled'>) {
  useMapEvents({
    click: (e) => {
      if (!disabled) onChange(rounded(e.latlng.lat, e.latlng.lng));
    },
  });
  return null;
}

/** Brings a point typed by hand into view. */
function FollowPosition({ position }: { position: Position | null }) {
  const map = useMap();
  useEffect(() => {
    if (!position) return;
    const target: [number, number] = [position.latitude, position.longitude];
    if (!map.getBounds().contains(target)) map.panTo(target);
  }, [map, position]);
  return null;
}

/**
 * SPEC 2.14: a Leaflet map with OpenStreetMap tiles to choose a position by clicking or dragging
 * the marker. Without tiles (offline, blocked) the map still takes clicks and the form takes
 * typed coordinates; a note says so.
 */
export function MapPicker({ position, onChange, label, height = 340, disabled }: Props) {
  const tileUrl = useMapTileUrl();
  const [tilesFailed, setTilesFailed] = useState(false);
  const center = position ?? DEFAULT_MAP_POSITION;
  return (
    <Box>
      <Box
        role="region"
        aria-label={label}
        sx={{
          height,
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'grey.100',
        }}
      >
        <MapContainer
          center={[center.latitude, center.longitude]}
          zoom={DEFAULT_MAP_ZOOM}
          zoomControl={false}
          attributionControl={false}
          style={{ height: '100%', width: '100%' }}
        >
          {tileUrl && (
            <TileLayer
              url={tileUrl}
              attribution='&copy; участники <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
              eventHandlers={{ tileerror: () => setTilesFailed(true) }}
            />
          )}
          <ZoomControl position="topright" zoomInTitle="Приблизить" zoomOutTitle="Отдалить" />
          <AttributionControl prefix='<a href="https://leafletjs.com">Leaflet</a>' />
          <ClickToSet onChange={onChange} disabled={disabled} />
          <FollowPosition position={position} />
          {position && (
            <Marker
              position={[position.latitude, position.longitude]}
              draggable={!disabled}
              eventHandlers={{
                dragend: (e) => {
                  const at = (e.target as { getLatLng: () => { lat: number; lng: number } }).getLatLng();
                  onChange(rounded(at.lat, at.lng));
                },
              }}
            />
          )}
        </MapContainer>
      </Box>
      {tilesFailed && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {disabled
            ? 'Подложка карты не загрузилась.'
            : 'Подложка карты не загрузилась. Щёлкните по карте или введите координаты вручную.'}
        </Alert>
      )}
    </Box>
  );
}
